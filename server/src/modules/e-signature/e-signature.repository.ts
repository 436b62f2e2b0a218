// SQL of the e-signature area: the agreement columns of offers (agreement_status, signature_*, signed_pdf_key,
// agreement_date), their timeline events, and the received provider events (e_signature_events). Offers' other
// columns (status, amounts) belong to the offers module; this area never changes them.
import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/open-db';
import { eSignatureEvents, offerEvents, offers } from '../../db/schema';
import type { DocumentStatus } from '../../providers/e-signature';

export interface AgreementState {
  offerId: string;
  tenantId: string;
  agreementStatus: DocumentStatus | null;
  signatureSequence: number | null;
  signatureDocumentId: string | null;
}

const agreementColumns = {
  offerId: offers.id,
  tenantId: offers.tenantId,
  agreementStatus: offers.agreementStatus,
  signatureSequence: offers.signatureSequence,
  signatureDocumentId: offers.signatureDocumentId,
};

/** The offer signed through `documentId` (document ids are unique across tenants: the provider's). */
export async function findAgreementByDocument(db: Database, documentId: string): Promise<AgreementState | null> {
  const rows = await db.select(agreementColumns).from(offers).where(eq(offers.signatureDocumentId, documentId));
  return rows[0] ?? null;
}

/** The tenant of an offer, whoever asks (the provider names offers by our id, `externalReference`). */
export async function findOfferTenantId(db: Database, offerId: string): Promise<string | null> {
  const rows = await db.select({ tenantId: offers.tenantId }).from(offers).where(eq(offers.id, offerId));
  return rows[0]?.tenantId ?? null;
}

export async function findAgreementByOfferId(db: Database, offerId: string): Promise<AgreementState | null> {
  const rows = await db.select(agreementColumns).from(offers).where(eq(offers.id, offerId));
  return rows[0] ?? null;
}

/** The same row, locked until the end of the caller's transaction (two events of one document queue up). */
export async function lockAgreement(tx: Database, offerId: string): Promise<AgreementState | null> {
  const rows = await tx.select(agreementColumns).from(offers).where(eq(offers.id, offerId)).for('update');
  return rows[0] ?? null;
}

export async function findAgreement(db: Database, tenantId: string, offerId: string): Promise<AgreementState | null> {
  const rows = await db
    .select(agreementColumns)
    .from(offers)
    .where(and(eq(offers.tenantId, tenantId), eq(offers.id, offerId)));
  return rows[0] ?? null;
}

/** Binds a new signature document to an accepted offer (a withdrawn one's is replaced). */
export async function bindDocument(
  db: Database,
  input: { tenantId: string; offerId: string; documentId: string; status: DocumentStatus; sequence: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(offers)
    .set({
      signatureDocumentId: input.documentId,
      agreementStatus: input.status,
      signatureSequence: input.sequence,
      signedPdfKey: null,
      agreementDate: null,
      updatedAt: input.now,
    })
    .where(and(eq(offers.tenantId, input.tenantId), eq(offers.id, input.offerId), eq(offers.status, 'accepted')))
    .returning({ id: offers.id });
  return rows.length === 1;
}

/** The new agreement status (only if `sequence` is newer than what the row holds) plus its timeline event. */
export async function saveAgreementStatus(
  tx: Database,
  input: {
    state: AgreementState;
    /** The document the status is about: nothing is saved once the offer holds another one (or none). */
    documentId: string;
    status: DocumentStatus;
    sequence: number;
    now: Date;
    agreementDate?: string | null;
    signedPdfKey?: string | null;
    reason?: string | null;
  },
): Promise<boolean> {
  const { state } = input;
  const rows = await tx
    .update(offers)
    .set({
      agreementStatus: input.status,
      signatureSequence: input.sequence,
      updatedAt: input.now,
      ...(input.agreementDate !== undefined ? { agreementDate: input.agreementDate } : {}),
      ...(input.signedPdfKey !== undefined ? { signedPdfKey: input.signedPdfKey } : {}),
    })
    .where(
      and(
        eq(offers.id, state.offerId),
        sql`coalesce(${offers.signatureSequence}, -1) < ${input.sequence}`,
        eq(offers.signatureDocumentId, input.documentId),
      ),
    )
    .returning({ id: offers.id });
  if (rows.length === 0) return false;
  if (state.agreementStatus !== input.status) {
    await tx.insert(offerEvents).values({
      tenantId: state.tenantId,
      offerId: state.offerId,
      type: 'agreement_status_changed',
      fromValue: state.agreementStatus,
      toValue: input.status,
      actorRole: 'system',
      reason: input.reason ?? null,
      occurredAt: input.now,
    });
  }
  return true;
}

/** Marks a failed start (nothing sent, or the provider refused): Error, for the reconciler to retry. */
export async function markAgreementError(
  db: Database,
  input: { tenantId: string; offerId: string; from: DocumentStatus | null; reason: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(offers)
      .set({ agreementStatus: 'Error', updatedAt: input.now })
      .where(and(eq(offers.tenantId, input.tenantId), eq(offers.id, input.offerId)))
      .returning({ id: offers.id });
    if (rows.length === 1 && input.from !== 'Error') {
      await tx.insert(offerEvents).values({
        tenantId: input.tenantId,
        offerId: input.offerId,
        type: 'agreement_status_changed',
        fromValue: input.from,
        toValue: 'Error',
        actorRole: 'system',
        reason: input.reason,
        occurredAt: input.now,
      });
    }
  });
}

/** Records a received event once: false when its id was seen before (a duplicate delivery). */
export async function recordReceivedEvent(
  tx: Database,
  input: { eventId: string; documentId: string; offerId: string | null; status: string; sequence: number },
): Promise<boolean> {
  const rows = await tx
    .insert(eSignatureEvents)
    .values({ ...input, outcome: 'received' })
    .onConflictDoNothing()
    .returning({ eventId: eSignatureEvents.eventId });
  return rows.length === 1;
}

export async function setReceivedEventOutcome(tx: Database, eventId: string, outcome: string): Promise<void> {
  await tx.update(eSignatureEvents).set({ outcome }).where(eq(eSignatureEvents.eventId, eventId));
}

const IN_FLIGHT: DocumentStatus[] = ['New', 'Draft', 'Processing', 'Withdrawing', 'Unknown'];

/** Offers whose document is still moving and whose last change is older than `before` (lost callbacks). */
export async function listAgreementsToPoll(db: Database, before: Date, limit: number): Promise<AgreementState[]> {
  return db
    .select(agreementColumns)
    .from(offers)
    .where(
      and(
        isNotNull(offers.signatureDocumentId),
        inArray(offers.agreementStatus, IN_FLIGHT),
        lt(offers.updatedAt, before),
      ),
    )
    .limit(limit);
}

/** Accepted offers whose agreement never reached the provider (the start failed): to be started again. */
export async function listUnsentAgreements(
  db: Database,
  before: Date,
  limit: number,
): Promise<{ tenantId: string; offerId: string }[]> {
  return db
    .select({ tenantId: offers.tenantId, offerId: offers.id })
    .from(offers)
    .where(
      and(
        eq(offers.status, 'accepted'),
        sql`(${offers.signatureDocumentId} is null or ${offers.agreementStatus} = 'Error')`,
        lt(offers.updatedAt, before),
      ),
    )
    .limit(limit);
}
