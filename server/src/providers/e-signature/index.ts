// E-signature of agreements (see docs/product/platform.md), on the flow of Autenti's API: create a document with its
// parties, upload the PDF, send it, then learn the outcome by signed callback (events.ts) and/or by reading the
// document; a document can be withdrawn. One interface, a sandbox by default (sandbox.ts).
import type { PartyStatus } from './events';
import type { DocumentStatus } from './status';

export interface SigningPartyInput {
  name: string;
  email: string;
}

/** The document as the provider describes it (no bytes). */
export interface ESignatureDocument {
  id: string;
  /** Ours (e.g. the offer id), echoed in callbacks. */
  externalReference: string;
  title: string;
  status: DocumentStatus;
  /** The provider's change counter; a receiver compares it with callbacks (events.ts applyEvent). */
  sequence: number;
  parties: {
    id: string;
    name: string;
    email: string;
    status: PartyStatus;
    decidedAt: string | null;
    refusalReason: string | null;
  }[];
  hasPdf: boolean;
  signedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export type ESignatureErrorCode =
  | 'DOCUMENT_NOT_FOUND'
  | 'NO_PARTIES'
  | 'FILE_TOO_LARGE'
  | 'NOT_A_PDF'
  | 'PDF_ENCRYPTED'
  | 'PDF_ALREADY_SIGNED'
  | 'ILLEGAL_TRANSITION'
  | 'PARTY_NOT_FOUND'
  | 'PARTY_ALREADY_DECIDED'
  | 'CONCURRENT_UPDATE';

export interface ESignatureProvider {
  readonly kind: 'sandbox';
  /** Status New. Throws ProviderError NO_PARTIES. */
  createDocument(input: {
    title: string;
    externalReference: string;
    parties: SigningPartyInput[];
  }): Promise<ESignatureDocument>;
  /** New/Draft → Draft. Throws FILE_TOO_LARGE, NOT_A_PDF, PDF_ENCRYPTED, PDF_ALREADY_SIGNED, ILLEGAL_TRANSITION. */
  uploadPdf(documentId: string, pdf: Buffer): Promise<ESignatureDocument>;
  /** Draft → Processing: the parties are invited to sign. */
  send(documentId: string): Promise<ESignatureDocument>;
  /** Null for an unknown id; what a reconciler polls when a callback never came. */
  getDocument(documentId: string): Promise<ESignatureDocument | null>;
  /** New/Draft/Processing → Withdrawing → Withdrawn. */
  withdraw(documentId: string): Promise<ESignatureDocument>;
  /** The signed PDF once Completed, else null. */
  getSignedPdf(documentId: string): Promise<{ pdf: Buffer; signedAt: string } | null>;
}

export { createSandboxESignature, type SandboxESignature, type SandboxESignatureOptions } from './sandbox';
export { applyEvent, type ApplyEventResult, type DocumentEvent, type ReceivedDocumentState } from './events';
export {
  canReach,
  DOCUMENT_STATUSES,
  isFinalStatus,
  toDocumentStatus,
  transition,
  type DocumentStatus,
} from './status';
export { createDatabaseDocumentStore } from './database-store';
export { createInMemoryDocumentStore, type ESignatureDocumentStore, type StoredDocument } from './store';
export { checkPdfForSigning, MAX_PDF_BYTES } from './pdf-checks';
