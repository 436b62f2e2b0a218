// One error body everywhere (see docs/product/errors.md): { label, code, parameters?, violations? }.
// Every thrown error becomes that body with the right status; no stack trace ever leaves the server, and bad
// input is a 4xx, never a 500.
import type { ErrorObject } from 'ajv';
import { ajvErrorsToViolations } from '../contract/violations';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Error as ErrorBody, ErrorCode, Violation } from '#generated/api/model';

export type { ErrorBody, ErrorCode, Violation };

/** Throw this from handlers and plugins for a known outcome. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly label: string,
    readonly details: Pick<ErrorBody, 'violations' | 'parameters'> = {},
  ) {
    super(label);
    this.name = 'HttpError';
  }

  toBody(): ErrorBody {
    return { label: this.label, code: this.code, ...this.details };
  }
}

export const notFound = (label: string): HttpError => new HttpError(404, 'NOT_FOUND', label);

export const validationFailed = (violations: Violation[]): HttpError =>
  new HttpError(400, 'VALIDATION_FAILED', 'Validation failed', { violations });

export const notImplemented = (): HttpError => new HttpError(501, 'NOT_IMPLEMENTED', 'Not implemented');

export const serviceUnavailable = (label: string): HttpError => new HttpError(503, 'SERVICE_UNAVAILABLE', label);

/** Status -> code and label for errors that carry only a status (fastify's own, plugins'). */
const BY_STATUS: Record<number, [ErrorCode, string]> = {
  400: ['BAD_REQUEST', 'Bad request'],
  401: ['UNAUTHENTICATED', 'Unauthenticated'],
  403: ['FORBIDDEN', 'Forbidden'],
  404: ['NOT_FOUND', 'Not found'],
  409: ['CONFLICT', 'Conflict'],
  413: ['PAYLOAD_TOO_LARGE', 'Payload too large'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'Unsupported media type'],
  429: ['RATE_LIMITED', 'Too many requests'],
  501: ['NOT_IMPLEMENTED', 'Not implemented'],
  503: ['SERVICE_UNAVAILABLE', 'Service unavailable'],
};

/** Labels for fastify's own request errors that deserve a more precise text than the status's. */
const FASTIFY_LABELS: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The JSON body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported media type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Payload too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
};

/**
 * The multipart parser (@fastify/busboy, under @fastify/multipart) reports a truncated or malformed body with
 * plain Errors, surfacing in the handler that reads the parts: these are the client's fault, not a 500.
 */
const MALFORMED_MULTIPART =
  /^(Multipart: |Unexpected end of (multipart data|form)$|.* terminated early due to unexpected end of multipart data$|Malformed part header$)/;

/** The status and body for any error. Unknown errors are 500 with a generic label (details only in the log). */
export function errorToResponse(error: unknown, request?: FastifyRequest): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) return { status: error.statusCode, body: error.toBody() };
  if (error instanceof Error && !('statusCode' in error) && MALFORMED_MULTIPART.test(error.message)) {
    return { status: 400, body: { label: 'Malformed multipart body', code: 'BAD_REQUEST' } };
  }
  const fastifyError = error as Partial<FastifyError> & { validation?: ErrorObject[] };
  if (Array.isArray(fastifyError.validation)) {
    const part = fastifyError.validationContext ?? 'body';
    const violations = ajvErrorsToViolations(fastifyError.validation, part, request && validatedSchema(request, part));
    return { status: 400, body: validationFailed(violations).toBody() };
  }
  const status = typeof fastifyError.statusCode === 'number' ? fastifyError.statusCode : 500;
  if (status >= 400 && status < 500) {
    if (error instanceof SyntaxError)
      return { status: 400, body: { label: 'Malformed JSON body', code: 'BAD_REQUEST' } };
    const [code, statusLabel] = BY_STATUS[status] ?? ['BAD_REQUEST', 'Bad request'];
    const label = (fastifyError.code && FASTIFY_LABELS[fastifyError.code]) ?? statusLabel;
    return { status, body: { label, code } };
  }
  if (status === 503) return { status, body: { label: 'Service unavailable', code: 'SERVICE_UNAVAILABLE' } };
  return { status: 500, body: { label: 'Internal server error', code: 'INTERNAL_ERROR' } };
}

export function registerErrorHandler(app: FastifyInstance): void {
  const respond = (error: unknown, request: FastifyRequest, reply: FastifyReply): ErrorBody => {
    const { status, body } = errorToResponse(error, request);
    if (status >= 500 && !(error instanceof HttpError && status !== 500)) {
      request.log.error({ err: error }, 'request failed');
    } else {
      // Expected outcomes: no stack, no request data (it may hold personal data), just the code.
      request.log.info({ statusCode: status, code: body.code }, 'request rejected');
    }
    reply.code(status).type('application/json; charset=utf-8');
    return body;
  };
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    // A session its handler was to read (plugins/auth.ts, SESSION_IN_HANDLER) is checked first: a refused session
    // answers as it would have before the request was validated (401 before 400).
    const pending = request.pendingSession;
    if (!pending) return respond(error, request, reply);
    return pending.confirm().then(
      () => respond(error, request, reply),
      (refusal: unknown) => respond(refusal, request, reply),
    );
  });
}

/** The schema the failed part was validated with (for `x-errorMessages`), as the route holds it. */
function validatedSchema(request: FastifyRequest, part: string): unknown {
  const schema = request.routeOptions.schema as Record<string, unknown> | undefined;
  const partSchema = schema?.[part] as { content?: Record<string, { schema?: unknown }> } | undefined;
  if (part === 'body' && partSchema?.content) {
    const mediaType = String(request.headers['content-type'] ?? '')
      .split(';', 1)[0]!
      .trim()
      .toLowerCase();
    return partSchema.content[mediaType]?.schema;
  }
  return partSchema;
}
