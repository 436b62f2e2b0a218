// Identity verification (see docs/product/platform.md): a person verifies on a phone (document + selfie or similar);
// the result comes back later by a signed webhook (webhooks/signature.ts). One interface, a sandbox by default.
// A real provider (iDenfy, Onfido, Autopay...) is another implementation that maps its statuses onto these.

export type VerificationStatus = 'pending' | 'approved' | 'rejected' | 'expired';

/** The fields a provider compares with the document; a mismatch names one of them. */
export type VerifiedField = 'firstName' | 'lastName' | 'birthDate' | 'documentNumber' | 'expiry';

export type RejectionReason =
  'DATA_MISMATCH' | 'DOCUMENT_EXPIRED' | 'DOCUMENT_UNREADABLE' | 'FACE_MISMATCH' | 'SUSPECTED_FRAUD';

export interface PersonToVerify {
  firstName: string;
  lastName: string;
  /** "YYYY-MM-DD". */
  birthDate: string;
  documentNumber?: string;
}

export interface Verification {
  id: string;
  /** Our reference (e.g. the KYC case id), echoed in every webhook so the receiver finds its case. */
  reference: string;
  /** As given at creation: what the person's document is compared with. */
  person: PersonToVerify;
  status: VerificationStatus;
  /** Where the person continues on a phone (the desktop screen shows it as a QR code and a link). */
  continueUrl: string;
  createdAt: string;
  /** After this instant a pending verification becomes expired. */
  expiresAt: string;
  decidedAt: string | null;
  /** Only when rejected. */
  rejection: { reason: RejectionReason; mismatchedField: VerifiedField | null } | null;
}

/** The webhook body. `id` is unique per event: the receiver stores it and ignores a second delivery. */
export interface VerificationEvent {
  id: string;
  type: 'verification.decided';
  createdAt: string;
  verification: Pick<Verification, 'id' | 'reference' | 'status' | 'decidedAt' | 'rejection'>;
}

export interface IdentityVerificationProvider {
  readonly kind: 'sandbox';
  createVerification(input: { person: PersonToVerify; reference: string }): Promise<Verification>;
  /** Null for an unknown id. Lets a reconciler learn a result whose webhook was lost. */
  getVerification(id: string): Promise<Verification | null>;
}

export { createSandboxIdentityVerification, type SandboxDecision, type SandboxIdentityVerification } from './sandbox';
