// What handlers and plugins need besides the database: the clock (tests move it), the token signer, the secret
// box, token lifetimes, the mail outbox, the job queue, the public origin of links. Decorated on the app
// as `app.services`.
import type { MailTransport } from './providers/mail';
import type { FileStorage } from './providers/storage';
import type { JobQueue } from './jobs';
import type { Outbox } from './mail/outbox';
import type { Tenant } from './plugins/tenancy';
import type { AccessTokenSigner } from './security/jwt';
import type { SecretBox } from './security/secret-box';
import type { ESignatureProvider, SandboxESignature } from './providers/e-signature';
import type { CompanyRegister } from './providers/company-register';
import type { IdentityVerificationProvider, SandboxIdentityVerification } from './providers/identity-verification';
import type { VatWhiteList } from './providers/vat-whitelist';

export interface Services {
  now(): Date;
  signer: AccessTokenSigner;
  box: SecretBox;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** GET /dev/mail answers (no SMTP configured and not production). */
  devMailbox: boolean;
  /** Outgoing mail: written with its job in the caller's transaction (mail/outbox.ts). */
  outbox: Outbox;
  transport: MailTransport;
  /** Uploaded files (documents); the same object as app.storage. */
  storage: FileStorage;
  /**
   * Background and scheduled work on the PostgreSQL job queue (server/src/background.ts): enqueued in the
   * caller's transaction, run once across instances, retried with back-off.
   */
  jobs: JobQueue;
  /**
   * The public origin of every tenant, `{host}` standing for the tenant's primary host, e.g. `https://{host}`
   * (docs/decisions/0006-public-origin-of-links.md; PUBLIC_ORIGIN).
   */
  publicOriginTemplate: string;
  /** The e-signature provider (providers/e-signature; the sandbox unless a real one is configured). */
  eSignature: ESignatureProvider;
  /** The same object when it is the sandbox (its signing page answers only then), else null. */
  eSignatureSandbox: SandboxESignature | null;
  /** HMAC secret of the providers' webhooks (derived from the data key: stable across restarts). */
  webhookSecret: string;
  /** Identity verification (providers/identity-verification; the sandbox unless a real one is configured). */
  identityVerification: IdentityVerificationProvider;
  /** The same object when it is the sandbox (its "phone" page answers only then), else null. */
  identitySandbox: SandboxIdentityVerification | null;
  /** The KRS register (odpis aktualny). */
  companyRegister: CompanyRegister;
  /** The VAT white list of the Ministry of Finance. */
  vatWhiteList: VatWhiteList;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** Where links in e-mails point: the tenant's configured origin, never the Host header of a request. */
export function publicOrigin(services: Pick<Services, 'publicOriginTemplate'>, tenant: Pick<Tenant, 'primaryHost'>) {
  return services.publicOriginTemplate.replace('{host}', tenant.primaryHost);
}
