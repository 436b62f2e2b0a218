// The answers nobody's handler writes: requests Node refuses before Fastify sees them (oversized headers,
// unparsable requests), requests Fastify's router refuses (bad URL encoding, over-long path parameters), bodies
// in a content type the operation does not take, and the caching of API answers. Each one is the contract's
// error body (errors.ts), never Node's or Fastify's own.
import type { Socket } from 'node:net';
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { HTTP_METHODS, type OpenApiDocument } from '../contract/contract';
import { HttpError, serviceUnavailable, type ErrorBody } from './errors';
import { isApiPath } from './tenancy';

interface ParameterObject {
  in?: string;
  $ref?: string;
  schema?: { maxLength?: number };
}

function resolveParameter(contract: OpenApiDocument, parameter: ParameterObject): ParameterObject {
  if (!parameter.$ref) return parameter;
  const name = parameter.$ref.split('/').pop()!;
  return (contract.components?.parameters?.[name] ?? {}) as ParameterObject;
}

/**
 * The longest path parameter the contract allows (offer and KYC tokens: 512), for Fastify's router, which
 * otherwise refuses any parameter over 100 characters. Never below Fastify's default.
 */
export function longestPathParameter(contract: OpenApiDocument): number {
  let longest = 100;
  for (const item of Object.values(contract.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as { parameters?: ParameterObject[] } | undefined;
      for (const parameter of [...((item.parameters as ParameterObject[]) ?? []), ...(operation?.parameters ?? [])]) {
        const resolved = resolveParameter(contract, parameter);
        if (resolved.in === 'path') longest = Math.max(longest, resolved.schema?.maxLength ?? 0);
      }
    }
  }
  return longest;
}

/** operationId -> the media types its request body may have, and whether the body is required. */
export function requestBodyTypes(contract: OpenApiDocument): Map<string, { types: string[]; required: boolean }> {
  const bodies = new Map<string, { types: string[]; required: boolean }>();
  for (const item of Object.values(contract.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as
        { operationId?: string; requestBody?: { required?: boolean; content?: Record<string, unknown> } } | undefined;
      if (!operation?.operationId || !operation.requestBody?.content) continue;
      bodies.set(operation.operationId, {
        types: Object.keys(operation.requestBody.content).map((type) => type.toLowerCase()),
        required: operation.requestBody.required ?? false,
      });
    }
  }
  return bodies;
}

const mediaType = (header: string | undefined) => (header ?? '').split(';', 1)[0]!.trim().toLowerCase();

/**
 * A body is parsed by the parser of its Content-Type, whatever the operation expects: JSON sent as text/plain
 * reached the handlers as a string (and a 500). Refused before parsing: the operation's media types only.
 */
export function registerBodyTypeGuard(app: FastifyInstance, contract: OpenApiDocument): void {
  const bodies = requestBodyTypes(contract);
  app.addHook('preParsing', async (request) => {
    const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
    const body = operationId ? bodies.get(operationId) : undefined;
    if (!body) return;
    const type = mediaType(request.headers['content-type']);
    const hasBody = type !== '' || Number(request.headers['content-length'] ?? 0) > 0;
    if (!hasBody && !body.required) return;
    if (!body.types.includes(type)) {
      throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', `Unsupported media type: expected ${body.types.join(' or ')}`);
    }
    // Without a boundary the multipart parser cannot even start (busboy throws): a malformed request.
    if (type === 'multipart/form-data' && !/;\s*boundary=[^;\s]/i.test(request.headers['content-type'] ?? '')) {
      throw new HttpError(400, 'BAD_REQUEST', 'Malformed multipart body: no boundary');
    }
  });
}

/** Personal answers must not stay in a browser's or a proxy's cache; a handler may still choose otherwise. */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control') && isApiPath(request.url)) reply.header('cache-control', 'no-store');
    return payload;
  });
}

/** Fastify's router errors (FST_ERR_BAD_URL, FST_ERR_MAX_PARAM_LENGTH, ...) as our error body. */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const body: ErrorBody =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? { label: 'URI too long', code: 'BAD_REQUEST' }
      : error.code === 'FST_ERR_BAD_URL'
        ? { label: 'Malformed URL', code: 'BAD_REQUEST' }
        : { label: 'Bad request', code: 'BAD_REQUEST' };
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  request.log.info({ statusCode: status, code: error.code }, 'request rejected');
  // The router refuses before the onRequest hooks run (where every other answer gets its id).
  void reply
    .code(status)
    .type('application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-request-id', request.id)
    .send(body);
};

/** Node's parser errors, written on the socket before any request exists (see Node's 'clientError'). */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body]: [number, ErrorBody] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, { label: 'Request headers too large', code: 'BAD_REQUEST' }]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, { label: 'Request timeout', code: 'BAD_REQUEST' }]
        : [400, { label: 'Bad request', code: 'BAD_REQUEST' }];
  this.log.info({ statusCode: status, code: error.code }, 'client error');
  if (socket.writable) {
    const text = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\nCache-Control: no-store\r\nX-Request-Id: ${randomUUID()}\r\n` +
        `Connection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}

/** What a refused upload may still send after its answer before the connection is closed instead. */
const MAX_DISCARDED_BYTES = 64 * 1024 * 1024;

/**
 * An upload refused before its body was read (a part under another name, a second file, a file over the size
 * limit, a 401 or 404 before the handler read anything) leaves the rest of the body in the socket, piped into a
 * parser nobody reads any more: Node then never reads the next request of that connection. After the answer, the
 * rest is read and thrown away, up to MAX_DISCARDED_BYTES; beyond that the connection is closed.
 */
export function registerUnreadBodyDrain(app: FastifyInstance): void {
  app.addHook('onResponse', async (request) => {
    const incoming = request.raw;
    if (incoming.complete || incoming.destroyed) return;
    let discarded = 0;
    incoming.unpipe();
    incoming.removeAllListeners('data');
    incoming.on('data', (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > MAX_DISCARDED_BYTES) incoming.socket?.destroy();
    });
    incoming.resume();
  });
}

/**
 * A request that comes in on a busy keep-alive connection while the app closes: Fastify's own answer would be a
 * 503 in its body, without our headers (the app is built with return503OnClosing: false). Ours: the error body,
 * the request id and the protective headers, and the connection closed after it. Registered after the hooks that
 * set those headers.
 */
export function registerShutdownRefusal(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw serviceUnavailable('The server is shutting down');
  });
}
