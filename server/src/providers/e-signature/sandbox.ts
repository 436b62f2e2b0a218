// The offline e-signature service: documents in an injectable store, every change checked against status.ts,
// counted in `sequence` and reported by a signed callback. A test or the demo signer page plays the signer
// (signAs / refuseAs); `fail` simulates the provider's Error. Our own calls (upload, send, withdraw) also produce
// callbacks, as a real provider's do: the receiver already has that state and applyEvent ignores them.
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { hashToken, newOpaqueToken } from '../../security/tokens';
import type { Clock } from '../clock';
import { ProviderError } from '../provider-error';
import { buildSignedWebhook, type WebhookSink } from '../webhooks/signature';
import type { DocumentEvent } from './events';
import type { ESignatureDocument, ESignatureErrorCode, ESignatureProvider } from './index';
import { checkPdfForSigning } from './pdf-checks';
import { createInMemoryDocumentStore, type ESignatureDocumentStore, type StoredDocument } from './store';
import { transition, type DocumentAction } from './status';

export interface SandboxESignature extends ESignatureProvider {
  /** A party signs; when the last one signs the document is Completed and the signed PDF is kept. */
  signAs(documentId: string, partyId: string): Promise<ESignatureDocument>;
  /** A party refuses: the document is Rejected. */
  refuseAs(documentId: string, partyId: string, reason: string): Promise<ESignatureDocument>;
  /** The provider fails the document (Error), for tests of that path. */
  fail(documentId: string): Promise<ESignatureDocument>;
  /**
   * A new link token for the signer's page (the real service e-mails its own link; the sandbox lets us send it):
   * random 256 bits, only its SHA-256 kept, the previous one replaced.
   */
  createSignerToken(documentId: string): Promise<string>;
  /** The document when `token` is its signer's current token (compared in constant time), else null. */
  findForSigner(documentId: string, token: string): Promise<ESignatureDocument | null>;
  /** The PDF to be signed (the signer's page shows it). */
  getPdf(documentId: string): Promise<Buffer | null>;
}

export interface SandboxESignatureOptions {
  clock: Clock;
  webhookSecret: string;
  deliverWebhook: WebhookSink;
  store?: ESignatureDocumentStore;
}

const fail = (code: ESignatureErrorCode, message: string) => new ProviderError(code, message);

function publicView(document: StoredDocument): ESignatureDocument {
  return {
    id: document.id,
    externalReference: document.externalReference,
    title: document.title,
    status: document.status,
    sequence: document.sequence,
    parties: document.parties.map(({ id, name, email, status, decidedAt, refusalReason }) => ({
      id,
      name,
      email,
      status,
      decidedAt,
      refusalReason,
    })),
    hasPdf: document.pdf !== null,
    signedAt: document.signedAt,
    createdAt: document.createdAt,
    updatedAt: document.updatedAt,
  };
}

/** A new document in status New, its parties all pending. */
function newDocument(
  { title, externalReference, parties }: Parameters<ESignatureProvider['createDocument']>[0],
  now: string,
): StoredDocument {
  return {
    id: randomUUID(),
    externalReference,
    title,
    status: 'New',
    sequence: 0,
    parties: parties.map(({ name, email }) => ({
      id: randomUUID(),
      name,
      email,
      status: 'pending',
      decidedAt: null,
      refusalReason: null,
    })),
    pdf: null,
    signedPdf: null,
    signedAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** The callback that reports a saved change. */
function updatedEvent(document: StoredDocument, now: Date): DocumentEvent {
  return {
    id: randomUUID(),
    type: 'document.updated',
    documentId: document.id,
    externalReference: document.externalReference,
    sequence: document.sequence,
    occurredAt: now.toISOString(),
    status: document.status,
    parties: document.parties.map(({ id, status }) => ({ id, status })),
  };
}

/** The party, still undecided, of a document in Processing (checked before touching anything). */
function pendingParty(document: StoredDocument, partyId: string) {
  const party = document.parties.find((candidate) => candidate.id === partyId);
  if (!party) throw fail('PARTY_NOT_FOUND', `no party ${partyId} on ${document.id}`);
  if (document.status !== 'Processing') {
    throw fail('ILLEGAL_TRANSITION', `document ${document.id} is ${document.status}, not awaiting signatures`);
  }
  if (party.status !== 'pending') throw fail('PARTY_ALREADY_DECIDED', `party ${partyId} already ${party.status}`);
  return party;
}

type DocumentChange = (document: StoredDocument, now: string) => DocumentAction | null;

/** A party signs; the last signature completes the document. For now the "signed PDF" is the original bytes. */
function signature(partyId: string): DocumentChange {
  return (document, now) => {
    const party = pendingParty(document, partyId);
    party.status = 'signed';
    party.decidedAt = now;
    if (document.parties.some((other) => other.status !== 'signed')) return null;
    document.signedPdf = document.pdf;
    document.signedAt = now;
    return 'complete';
  };
}

function refusal(partyId: string, reason: string): DocumentChange {
  return (document, now) => {
    const party = pendingParty(document, partyId);
    party.status = 'refused';
    party.decidedAt = now;
    party.refusalReason = reason;
    return 'reject';
  };
}

/** `token` hashes to the signer's current token hash (compared in constant time). */
function signerTokenMatches(expected: string, token: string): boolean {
  const given = Buffer.from(hashToken(token));
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** Reading a document, and changing it one checked, counted and reported step at a time. */
function documentChanges(options: SandboxESignatureOptions, store: ESignatureDocumentStore) {
  const { clock, webhookSecret, deliverWebhook } = options;

  async function load(documentId: string): Promise<StoredDocument> {
    const document = await store.get(documentId);
    if (!document) throw fail('DOCUMENT_NOT_FOUND', `no document ${documentId}`);
    return document;
  }

  /**
   * One change: `change` edits a copy (it may apply a status action), the store saves it only if nobody changed
   * the document meanwhile, then the callback goes out. Returns the saved document.
   */
  async function update(documentId: string, change: DocumentChange): Promise<StoredDocument> {
    const current = await load(documentId);
    const now = clock();
    const next: StoredDocument = { ...current, parties: current.parties.map((party) => ({ ...party })) };
    const action = change(next, now.toISOString());
    if (action) {
      const moved = transition(current.status, action);
      if (!moved.ok) throw fail('ILLEGAL_TRANSITION', `cannot ${action} a document in status ${current.status}`);
      next.status = moved.status;
    }
    next.sequence = current.sequence + 1;
    next.updatedAt = now.toISOString();
    if (!(await store.replace(next, current.sequence))) {
      throw fail('CONCURRENT_UPDATE', `document ${documentId} changed meanwhile`);
    }
    await deliverWebhook(buildSignedWebhook(webhookSecret, updatedEvent(next, now), now));
    return next;
  }

  /** A change by a status action alone, answered as the provider shows the document. */
  const act = async (documentId: string, action: DocumentAction) => publicView(await update(documentId, () => action));

  return { load, update, act };
}

export function createSandboxESignature(options: SandboxESignatureOptions): SandboxESignature {
  const store = options.store ?? createInMemoryDocumentStore();
  const { load, update, act } = documentChanges(options, store);

  return {
    kind: 'sandbox',
    async createDocument(input) {
      if (input.parties.length === 0) throw fail('NO_PARTIES', 'a document needs at least one signing party');
      const document = newDocument(input, options.clock().toISOString());
      await store.insert(document);
      return publicView(document);
    },
    async uploadPdf(documentId, pdf) {
      const problem = checkPdfForSigning(pdf);
      if (problem) throw fail(problem, `PDF refused: ${problem}`);
      return publicView(
        await update(documentId, (document) => {
          document.pdf = Buffer.from(pdf);
          return 'upload';
        }),
      );
    },
    send: (documentId) => act(documentId, 'send'),
    async getDocument(documentId) {
      const document = await store.get(documentId);
      return document ? publicView(document) : null;
    },
    async withdraw(documentId) {
      await update(documentId, () => 'withdraw');
      // The real service confirms a withdrawal asynchronously; the sandbox does it at once, as a second change.
      return act(documentId, 'confirmWithdrawal');
    },
    async getSignedPdf(documentId) {
      const document = await load(documentId);
      return document.signedPdf && document.signedAt ? { pdf: document.signedPdf, signedAt: document.signedAt } : null;
    },
    signAs: async (documentId, partyId) => publicView(await update(documentId, signature(partyId))),
    refuseAs: async (documentId, partyId, reason) => publicView(await update(documentId, refusal(partyId, reason))),
    fail: (documentId) => act(documentId, 'fail'),
    async createSignerToken(documentId) {
      await load(documentId);
      const token = newOpaqueToken();
      await store.setSignerTokenHash(documentId, hashToken(token));
      return token;
    },
    async findForSigner(documentId, token) {
      const expected = await store.getSignerTokenHash(documentId);
      if (!expected || !signerTokenMatches(expected, token)) return null;
      const document = await store.get(documentId);
      return document ? publicView(document) : null;
    },
    async getPdf(documentId) {
      return (await store.get(documentId))?.pdf ?? null;
    },
  };
}
