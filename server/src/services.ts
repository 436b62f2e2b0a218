// What handlers and plugins need besides the database: the clock (tests move it), the token signer, the secret
// box, token lifetimes, the mail outbox worker. Decorated on the app as `app.services`.
import type { FastifyRequest } from 'fastify';
import type { MailTransport } from './providers/mail';
import type { OutboxWorker } from './mail/outbox-worker';
import type { AccessTokenSigner } from './security/jwt';
import type { SecretBox } from './security/secret-box';

export interface Services {
  now(): Date;
  signer: AccessTokenSigner;
  box: SecretBox;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** GET /dev/mail answers (no SMTP configured and not production). */
  devMailbox: boolean;
  outbox: OutboxWorker;
  transport: MailTransport;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export const services = (request: FastifyRequest): Services => request.server.services;

/** Where the caller reached us (`http://localhost:3000`): links in e-mails point back to the same tenant host. */
export function requestBaseUrl(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? 'localhost'}`;
}
