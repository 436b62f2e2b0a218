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

export function createLoggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
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
