// The agreement of an accepted offer, signed electronically (docs/product/offers.md; docs/decisions/0008):
//   start   = create the provider's document with the investor as signer, upload the PDF, send it; with the
//             sandbox, e-mail the signer the link of the sandbox signing page (a real provider e-mails its own);
//   receive = the provider's signed webhook: verified on the raw body, de-duplicated by event id, applied only
//             when newer (sequence) and reachable from what we hold (events.ts applyEvent);
//   poll    = the reconciler asks the provider about documents whose callback never came, and starts again the
//             agreements that never reached it.
// Completed stores the signed PDF and the agreement date. The offer's own status is the offers module's.
import { randomUUID } from 'node:crypto';
import { todayIso } from '#schemas/formats/date';
import type { Database } from '../../db/open-db';
import { defineJob } from '../../jobs';
import { renderNotice } from '../../mail/notice';
import {
  applyEvent,
  toDocumentStatus,
  type DocumentStatus,
  type ESignatureDocument,
} from '../../providers/e-signature';
import { ProviderError } from '../../providers/provider-error';
import { verifyWebhook } from '../../providers/webhooks/signature';
import { notFound } from '../../plugins/errors';
import { findPrimaryHost } from '../branding';
import type { Caller } from '../shared';
import { isUuid, unauthenticated } from '../shared';
import * as repo from './e-signature.repository';
import { SIGNING_MAIL } from './signing-mail';

/** What this area needs of the app: the database, the clock, the provider, files, mail and the secret. */
export type SigningDeps = Pick<Caller, 'db' | 'services'>;

const signedPdfKey = (tenantId: string, offerId: string) => `agreements/${tenantId}/${offerId}/signed`;

/**
 * Applies what we learned about a document (a webhook, our own call's answer, a poll), in one transaction with
 * the offer's row locked: ignored when stale or impossible; Completed also stores the signed PDF and the date.
 */
async function applyDocumentState(
  deps: SigningDeps,
  offerId: string,
  report: { id: string | null; documentId: string; status: DocumentStatus; sequence: number },
): Promise<'applied' | 'stale' | 'refused' | 'unknown-offer'> {
  const { db, services } = deps;
  // The signed PDF is fetched (an outside call) before the transaction, and stored under a key of its own.
  let signed: { key: string; date: string } | null = null;
  if (report.status === 'Completed') {
    const current = await repo.findAgreementByOfferId(db, offerId);
    const document =
      current?.signatureDocumentId === report.documentId
        ? await services.eSignature.getSignedPdf(report.documentId)
        : null;
    if (current && document) {
      const key = signedPdfKey(current.tenantId, offerId);
      await services.storage.put(key, document.pdf);
      signed = { key, date: todayIso(new Date(document.signedAt)) };
    }
  }
  return db.transaction(async (tx) => {
    const state = await repo.lockAgreement(tx, offerId);
    if (!state) return 'unknown-offer';
    // A report about a document the offer no longer holds (withdrawn and cleared, or replaced by a new one) is
    // late news: the provider's callback for a withdrawal can arrive after the offer went back to interested.
    if (state.signatureDocumentId !== report.documentId) return 'stale';
    const decision = applyEvent(
      {
        status: state.agreementStatus ?? 'New',
        lastSequence: state.signatureSequence ?? -1,
        lastEventId: null,
      },
      { id: report.id ?? `own:${report.sequence}`, sequence: report.sequence, status: report.status },
    );
    if (decision.outcome === 'ignored') return 'stale';
    if (decision.outcome === 'refused') return 'refused';
    const saved = await repo.saveAgreementStatus(tx, {
      state,
      documentId: report.documentId,
      status: report.status,
      sequence: report.sequence,
      now: services.now(),
      ...(signed ? { agreementDate: signed.date, signedPdfKey: signed.key } : {}),
    });
    return saved ? 'applied' : 'stale';
  });
}

const stateOf = (document: ESignatureDocument) => ({
  id: null,
  documentId: document.id,
  status: document.status,
  sequence: document.sequence,
});

export interface StartSigningInput {
  offerId: string;
  /** Shown by the provider (e.g. "Umowa inwestycyjna OBL-A 2026 – Jan Kowalski"). */
  title: string;
  signer: { name: string; email: string; locale: 'pl' | 'en' };
  pdf: Buffer;
}

/**
 * Sends an accepted offer's agreement for signature. A provider failure does not undo the acceptance: the
 * agreement is marked Error and the reconciler starts it again later. Resolves with the agreement status.
 */
export async function startAgreementSigning(caller: Caller, input: StartSigningInput): Promise<DocumentStatus> {
  const { db, services, tenant } = caller;
  const provider = services.eSignature;
  const before = await repo.findAgreement(db, tenant.id, input.offerId);
  try {
    const created = await provider.createDocument({
      title: input.title,
      externalReference: input.offerId,
      parties: [{ name: input.signer.name, email: input.signer.email }],
    });
    const bound = await repo.bindDocument(db, {
      tenantId: tenant.id,
      offerId: input.offerId,
      documentId: created.id,
      status: created.status,
      sequence: created.sequence,
      now: services.now(),
    });
    if (!bound) {
      // The offer is no longer accepted (withdrawn or rejected meanwhile): the document must not go out.
      await provider.withdraw(created.id);
      return before?.agreementStatus ?? 'Withdrawn';
    }
    await applyDocumentState(caller, input.offerId, stateOf(await provider.uploadPdf(created.id, input.pdf)));
    const sent = await provider.send(created.id);
    await applyDocumentState(caller, input.offerId, stateOf(sent));
    if (services.eSignatureSandbox) await mailSandboxSigner(caller, created.id, input);
    return sent.status;
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    await repo.markAgreementError(db, {
      tenantId: tenant.id,
      offerId: input.offerId,
      from: (await repo.findAgreement(db, tenant.id, input.offerId))?.agreementStatus ?? null,
      reason: error.code,
      now: services.now(),
    });
    return 'Error';
  }
}

/** The sandbox's invitation to sign: a link to the signing page on the tenant's origin. */
async function mailSandboxSigner(caller: Caller, documentId: string, input: StartSigningInput): Promise<void> {
  const token = await caller.services.eSignatureSandbox!.createSignerToken(documentId);
  const texts = SIGNING_MAIL[input.signer.locale];
  const mail = renderNotice({
    locale: input.signer.locale,
    tenant: caller.tenant,
    baseUrl: caller.baseUrl,
    subject: texts.subject,
    name: null,
    paragraphs: [texts.intro(input.title), texts.sandbox],
    action: { label: texts.button, path: `/e-signature-sandbox/${documentId}?token=${encodeURIComponent(token)}` },
    note: texts.note,
  });
  await caller.services.outbox.enqueue(caller.db, {
    tenantId: caller.tenant.id,
    recipient: input.signer.email,
    locale: input.signer.locale,
    ...mail,
  });
  caller.services.outbox.kick();
}

/** Withdraws the offer's agreement at the provider (the offers module moves the offer itself). */
export async function withdrawAgreement(caller: Caller, offerId: string): Promise<void> {
  const state = await repo.findAgreement(caller.db, caller.tenant.id, offerId);
  if (!state?.signatureDocumentId) return;
  const document = await caller.services.eSignature.getDocument(state.signatureDocumentId);
  if (!document || !['New', 'Draft', 'Processing'].includes(document.status)) return;
  await applyDocumentState(caller, offerId, stateOf(await caller.services.eSignature.withdraw(document.id)));
}

export interface ReceivedWebhook {
  rawBody: string;
  signature: string | undefined;
  event: { id: string; documentId: string; externalReference: string; sequence: number; status: string };
}

/**
 * The tenant a provider's document belongs to: the one of the offer it was created for (bound to the offer, or
 * named by its external reference, our offer id); null for a document we cannot place.
 */
export async function documentTenantId(
  db: Database,
  document: { documentId: string; externalReference: string },
): Promise<string | null> {
  const bound = await repo.findAgreementByDocument(db, document.documentId);
  if (bound) return bound.tenantId;
  return isUuid(document.externalReference) ? repo.findOfferTenantId(db, document.externalReference) : null;
}

/** The host the provider's callbacks about a document go to: its tenant's (the sandbox posts there). */
export async function callbackHost(db: Database, event: { documentId: string; externalReference: string }) {
  const tenantId = await documentTenantId(db, event);
  return tenantId ? findPrimaryHost(db, tenantId) : null;
}

/**
 * The provider's callback, on the host of the document's tenant. 401 unless signed with our secret within the
 * tolerance window; 404 for a document of another tenant (nothing recorded: the same event is still applied
 * when it comes through the right host).
 */
export async function receiveWebhook(
  caller: SigningDeps & Pick<Caller, 'tenant'>,
  webhook: ReceivedWebhook,
): Promise<{ received: true; duplicate: boolean }> {
  const { db, services } = caller;
  const deps: SigningDeps = { db, services };
  const verification = verifyWebhook(services.webhookSecret, webhook.rawBody, webhook.signature, services.now());
  if (!verification.ok) throw unauthenticated(`Invalid webhook signature (${verification.reason})`);
  const { event } = webhook;
  const owner = await documentTenantId(db, event);
  if (owner && owner !== caller.tenant.id) throw notFound('No such document');
  const state = await repo.findAgreementByDocument(db, event.documentId);
  const fresh = await db.transaction((tx) =>
    repo.recordReceivedEvent(tx, {
      eventId: event.id,
      documentId: event.documentId,
      offerId: state?.offerId ?? null,
      status: event.status,
      sequence: event.sequence,
    }),
  );
  if (!fresh) return { received: true, duplicate: true };
  const outcome = state
    ? await applyDocumentState(deps, state.offerId, {
        id: event.id,
        documentId: event.documentId,
        status: toDocumentStatus(event.status),
        sequence: event.sequence,
      })
    : 'unknown-offer';
  await repo.setReceivedEventOutcome(db, event.id, outcome);
  return { received: true, duplicate: false };
}

/**
 * The reconciler, every minute, once across all instances (a cron job; `singleton`: a pass never overlaps
 * another). What it restarts becomes agreement-signing jobs, which never run twice at once for one offer.
 */
export const SIGNATURE_RECONCILE_JOB = defineJob<Record<string, never>>({
  name: 'e-signature-reconcile',
  cron: '* * * * *',
  retryLimit: 0,
  retryDelaySeconds: 60,
  expireInSeconds: 10 * 60,
  policy: 'singleton',
});

export interface ReconcileOptions {
  /** Documents whose last change is older than this are asked about. */
  staleAfterMs: number;
  /** Starts an accepted offer's agreement again (renders the PDF: the offers area knows how). */
  restart?: (tenantId: string, offerId: string) => Promise<void>;
  limit?: number;
}

/** One pass of the reconciler: what callbacks did not tell us, and what never reached the provider. */
export async function reconcileAgreements(
  deps: SigningDeps,
  options: ReconcileOptions,
): Promise<{ polled: number; applied: number; restarted: number }> {
  const before = new Date(deps.services.now().getTime() - options.staleAfterMs);
  const limit = options.limit ?? 100;
  let applied = 0;
  const polling = await repo.listAgreementsToPoll(deps.db, before, limit);
  for (const state of polling) {
    const document = await deps.services.eSignature.getDocument(state.signatureDocumentId!);
    if (!document) continue;
    const outcome = await applyDocumentState(deps, state.offerId, {
      id: `poll:${randomUUID()}`,
      documentId: document.id,
      status: document.status,
      sequence: document.sequence,
    });
    if (outcome === 'applied') applied += 1;
  }
  let restarted = 0;
  if (options.restart) {
    for (const unsent of await repo.listUnsentAgreements(deps.db, before, limit)) {
      await options.restart(unsent.tenantId, unsent.offerId);
      restarted += 1;
    }
  }
  return { polled: polling.length, applied, restarted };
}

export type { Database };
