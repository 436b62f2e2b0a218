// E-signature's public surface. The interface and its pure helpers live in provider.ts, which the
// implementations import too, so an implementation never imports this file back.
export * from './provider';
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
