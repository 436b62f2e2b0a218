// pino options for fastify's logger. Bodies are never logged (fastify does not, and we add nothing that does);
// redaction is a second line of defence for headers and for fields someone might log by mistake.
import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';

const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'remember2faToken',
  'apiKey',
  'totp',
  'otp',
  'twoFactorCode',
  'verificationCode',
  'code',
  'loginToken',
  'secret',
  'otpauthUrl',
  'qrCodeDataUrl',
  'passwordRepeat',
  'passwordHash',
  'totpSecretEncrypted',
  'tokenHash',
  'html',
  'text',
  'email',
  'investorEmail',
  'pesel',
  'iban',
  'phone',
  'body',
];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
];

const STACK_FRAME = /^\s+at /;

/**
 * An error as it may be logged: its type, its stack frames, and a message only where the message cannot hold
 * request data. A failed query's message and `params` carry the values it was given (a surname filter, an
 * e-mail), and a database error's message and `detail` quote the offending value (`Key (email)=(...)`): those
 * keep the SQL text with its placeholders and the SQLSTATE only.
 */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const fields = error as Error & Record<string, unknown>;
  const serialized: Record<string, unknown> = { type: error.constructor?.name ?? error.name };
  const isDatabaseError = typeof fields.severity === 'string' && typeof fields.code === 'string';
  if (isDatabaseError) {
    serialized.message = 'Database error';
    serialized.sqlState = fields.code;
    for (const key of ['routine', 'table', 'column', 'constraint'] as const) {
      if (typeof fields[key] === 'string') serialized[key] = fields[key];
    }
  } else if (typeof fields.query === 'string') {
    serialized.message = 'Failed query';
    serialized.query = fields.query;
  } else {
    serialized.message = error.message;
    if (typeof fields.code === 'string') serialized.errorCode = fields.code;
    if (typeof fields.statusCode === 'number') serialized.statusCode = fields.statusCode;
  }
  serialized.stack = (error.stack ?? '')
    .split('\n')
    .filter((line) => STACK_FRAME.test(line))
    .join('\n');
  if (error.cause !== undefined && depth < 3) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

export function createLoggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      err: serializeError,
      // Not the raw URL: paths carry tokens (/public-api/campaign-offer/{token}) and query strings may carry
      // e-mails. A matched route logs its pattern; anything else its path without the query.
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: request.routeOptions?.url ?? (request.url ?? '').split('?', 1)[0],
          host: request.headers?.host,
          remoteAddress: request.ip,
        };
      },
    },
  };
}
