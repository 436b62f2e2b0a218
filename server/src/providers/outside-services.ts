// The four outside services (docs/product/platform.md) (besides mail and storage) in one place, so the app builds
// them once at start-up. Today only the sandboxes exist; a real provider is chosen here by configuration later,
// without touching the callers, which see only the interfaces.
import type { Clock } from './clock';
import { createSandboxCompanyRegister, type CompanyRegister } from './company-register';
import { createSandboxESignature, type ESignatureDocumentStore, type SandboxESignature } from './e-signature';
import { createSandboxIdentityVerification, type SandboxIdentityVerification } from './identity-verification';
import { createSandboxVatWhiteList, type VatWhiteList } from './vat-whitelist';
import type { WebhookSink } from './webhooks/signature';

export interface OutsideServicesOptions {
  clock: Clock;
  /** Shared by the sandboxes' signed callbacks; the receiving routes verify with the same secret. */
  webhookSecret: string;
  /** Posts a sandbox callback to our API (a later session: to the webhook routes). */
  deliverWebhook: WebhookSink;
  /** Base URL of the sandbox's "continue on the phone" page, e.g. `${origin}/dev/identity`. */
  identityContinueBaseUrl: string;
  /** Where the e-signature sandbox keeps documents; in memory when absent. */
  eSignatureStore?: ESignatureDocumentStore;
}

export interface OutsideServices {
  companyRegister: CompanyRegister;
  vatWhiteList: VatWhiteList;
  identityVerification: SandboxIdentityVerification;
  eSignature: SandboxESignature;
}

export function createSandboxOutsideServices(options: OutsideServicesOptions): OutsideServices {
  const { clock, webhookSecret, deliverWebhook } = options;
  return {
    companyRegister: createSandboxCompanyRegister(clock),
    vatWhiteList: createSandboxVatWhiteList(clock),
    identityVerification: createSandboxIdentityVerification({
      clock,
      webhookSecret,
      deliverWebhook,
      continueBaseUrl: options.identityContinueBaseUrl,
    }),
    eSignature: createSandboxESignature({
      clock,
      webhookSecret,
      deliverWebhook,
      ...(options.eSignatureStore ? { store: options.eSignatureStore } : {}),
    }),
  };
}
