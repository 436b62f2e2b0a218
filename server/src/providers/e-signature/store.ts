// Where the sandbox keeps its documents: in memory (unit tests) or in its own table (database-store.ts, what the
// app uses: `replace` is an UPDATE ... WHERE sequence = expected, so two signers acting at once cannot overwrite
// each other).
import type { PartyStatus } from './events';
import type { DocumentStatus } from './status';

export interface StoredParty {
  id: string;
  name: string;
  email: string;
  status: PartyStatus;
  decidedAt: string | null;
  refusalReason: string | null;
}

export interface StoredDocument {
  id: string;
  externalReference: string;
  title: string;
  status: DocumentStatus;
  sequence: number;
  parties: StoredParty[];
  pdf: Buffer | null;
  /** The signed document and when the last party signed (for now the original bytes). */
  signedPdf: Buffer | null;
  signedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ESignatureDocumentStore {
  insert(document: StoredDocument): Promise<void>;
  get(id: string): Promise<StoredDocument | null>;
  /** Saves `document` only if the stored one still has `expectedSequence`; false when someone was first. */
  replace(document: StoredDocument, expectedSequence: number): Promise<boolean>;
  /** The SHA-256 of the signer's link token (the sandbox signing page); replaces an earlier one. */
  setSignerTokenHash(id: string, tokenHash: string): Promise<void>;
  getSignerTokenHash(id: string): Promise<string | null>;
}

export function createInMemoryDocumentStore(): ESignatureDocumentStore {
  const documents = new Map<string, StoredDocument>();
  const signerTokens = new Map<string, string>();
  // Copies on the way in and out, so a caller mutating its object cannot change the stored one (as with a DB).
  const copy = (document: StoredDocument): StoredDocument => ({
    ...document,
    parties: document.parties.map((party) => ({ ...party })),
  });
  return {
    async insert(document) {
      if (documents.has(document.id)) throw new Error(`document ${document.id} exists`);
      documents.set(document.id, copy(document));
    },
    async get(id) {
      const document = documents.get(id);
      return document ? copy(document) : null;
    },
    async replace(document, expectedSequence) {
      if (documents.get(document.id)?.sequence !== expectedSequence) return false;
      documents.set(document.id, copy(document));
      return true;
    },
    async setSignerTokenHash(id, tokenHash) {
      signerTokens.set(id, tokenHash);
    },
    async getSignerTokenHash(id) {
      return signerTokens.get(id) ?? null;
    },
  };
}
