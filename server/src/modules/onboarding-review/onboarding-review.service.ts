// Review of onboarding requests: the fund's side. Who sees a request: an advisor the requests of
// their own KYC invitations, a coordinator those of their networks' advisors, the operator all of the tenant;
// any other request is 404, as another tenant's. Each decision locks the request, changes it, writes an event
// (who, role, what, when, reason, comment) and e-mails the investor, in one transaction.
import type {
  DocumentRejection,
  OnboardingEvent,
  OnboardingReview,
  SupportingDocumentType,
} from '#generated/api/model';
import type { ListQueryInput } from '../../db/list-query';
import type { OnboardingRequestRow } from '../../db/schema';
import { HttpError, notFound, validationFailed } from '../../plugins/errors';
import {
  complianceFormPdf,
  enqueueInvestorNotice,
  fileOf,
  requiredDocumentTypes,
  reviewRepo as repo,
  toOnboardingRequest,
  type ReviewViewer,
} from '../investor-onboarding';
import type { UserCaller } from '../shared';

const NO_REQUEST = 'No such onboarding request';
const conflict = (label: string) => new HttpError(409, 'CONFLICT', label);

function viewerOf(caller: UserCaller): ReviewViewer {
  const role = caller.user.role;
  if (role !== 'advisor' && role !== 'coordinator' && role !== 'operator') throw notFound(NO_REQUEST);
  return { userId: caller.user.userId, role };
}

const toRow = (row: OnboardingRequestRow) => ({
  id: row.id,
  email: row.email,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  sourceName: row.sourceName,
  taxNumber: row.taxNumber,
  status: row.status,
});

export async function list(caller: UserCaller, query: ListQueryInput) {
  const page = await repo.listRequests(caller.db, {
    tenantId: caller.tenant.id,
    where: repo.reviewableBy(viewerOf(caller)),
    list: query,
  });
  return { items: page.items.map(toRow), totalCount: page.totalCount };
}

async function reviewOf(caller: UserCaller, row: OnboardingRequestRow): Promise<OnboardingReview> {
  const events = await repo.listEvents(caller.db, row.id);
  const ids = [...new Set([...events.map((event) => event.actorId), row.ownerId].filter((id): id is string => !!id))];
  const names = await repo.userNames(caller.db, ids);
  return {
    request: await toOnboardingRequest(caller, row),
    email: row.email,
    name: row.name,
    taxNumber: row.taxNumber,
    ownerName: row.ownerId ? (names.get(row.ownerId) ?? null) : null,
    kycSentAt: row.kycSentAt ? row.kycSentAt.toISOString() : null,
    events: events.map((event): OnboardingEvent => ({
      id: event.id,
      type: event.type as OnboardingEvent['type'],
      fromValue: event.fromValue,
      toValue: event.toValue,
      actorRole: event.actorRole,
      actorId: event.actorId,
      actorName: event.actorId ? (names.get(event.actorId) ?? null) : null,
      subjectId: event.subjectId,
      reason: event.reason,
      comment: event.comment,
      occurredAt: event.occurredAt.toISOString(),
    })),
  };
}

async function visible(caller: UserCaller, requestId: string): Promise<OnboardingRequestRow> {
  const row = await repo.findReviewable(caller.db, caller.tenant.id, viewerOf(caller), requestId);
  if (!row) throw notFound(NO_REQUEST);
  return row;
}

interface Decision {
  set: Parameters<typeof repo.updateRequest>[2];
  event: {
    type: string;
    fromValue?: string | null;
    toValue?: string | null;
    reason?: string | null;
    comment?: string | null;
    subjectId?: string | null;
  };
  /** The e-mail to the investor (subject and paragraphs per language). */
  mail?: { pl: { subject: string; paragraphs: string[] }; en: { subject: string; paragraphs: string[] } };
}

async function decide(
  caller: UserCaller,
  requestId: string,
  decision: (row: OnboardingRequestRow, now: Date) => Decision | null,
): Promise<OnboardingReview> {
  const viewer = viewerOf(caller);
  const now = caller.services.now();
  const row = await caller.db.transaction(async (tx) => {
    const visibleRow = await repo.findReviewable(tx, caller.tenant.id, viewer, requestId);
    if (!visibleRow) throw notFound(NO_REQUEST);
    const locked = (await repo.lockRequest(tx, caller.tenant.id, requestId))!;
    const outcome = decision(locked, now);
    if (!outcome) return locked;
    const updated = await repo.updateRequest(tx, locked.id, { ...outcome.set, updatedAt: now });
    await repo.insertEvent(tx, {
      tenantId: locked.tenantId,
      requestId: locked.id,
      actorRole: viewer.role,
      actorId: viewer.userId,
      occurredAt: now,
      ...outcome.event,
    });
    if (outcome.mail) await enqueueInvestorNotice({ ...caller, db: tx }, updated, outcome.mail);
    return updated;
  });
  caller.services.outbox.kick();
  return reviewOf(caller, row);
}

const closed = (row: OnboardingRequestRow) => row.status === 'finished' || row.status === 'rejected';

export async function get(caller: UserCaller, requestId: string): Promise<OnboardingReview> {
  await visible(caller, requestId);
  return decide(caller, requestId, (row, now) =>
    row.status === 'sent'
      ? {
          set: { status: 'viewed', statusChangedAt: now },
          event: { type: 'viewed', fromValue: 'sent', toValue: 'viewed' },
        }
      : null,
  );
}

export async function verifyForms(caller: UserCaller, requestId: string) {
  return decide(caller, requestId, (row, now) => {
    if (closed(row)) throw conflict('The request is closed');
    if (!row.complianceFormsSentAt) throw conflict('The compliance forms were not sent');
    if (row.complianceForms.every((form) => form.status === 'verified')) throw conflict('Already verified');
    return {
      set: {
        complianceForms: row.complianceForms.map((form) => ({
          ...form,
          status: 'verified' as const,
          verifiedAt: form.verifiedAt ?? now.toISOString(),
        })),
      },
      event: { type: 'compliance_forms_verified', toValue: 'verified' },
    };
  });
}

function documentOf(row: OnboardingRequestRow, documentId: string) {
  const document = row.documents.find((entry) => entry.id === documentId);
  if (!document) throw notFound('No such supporting document');
  if (closed(row)) throw conflict('The request is closed');
  if (document.status !== 'processing' || !document.sentAt) {
    throw conflict('The document is not waiting for the review');
  }
  return document;
}

export async function verifyDocument(caller: UserCaller, requestId: string, documentId: string) {
  return decide(caller, requestId, (row, now) => {
    const document = documentOf(row, documentId);
    return {
      set: {
        documents: row.documents.map((entry) =>
          entry.id === document.id ? { ...entry, status: 'verified' as const, verifiedAt: now.toISOString() } : entry,
        ),
      },
      event: { type: 'document_verified', subjectId: document.id, fromValue: 'processing', toValue: 'verified' },
    };
  });
}

// The e-mail's words for the reason and the document: the labels the investor's onboarding screen shows
// (locales/*.json onboarding.documents.rejectionCode.*, onboarding.documentType.*), so that both say the same.
const REJECTION_TEXTS: Record<DocumentRejection['code'], { pl: string; en: string }> = {
  'bad-image-quality': { pl: 'Nieczytelny skan', en: 'Illegible scan' },
  'missing-page': { pl: 'Brakuje strony', en: 'A page is missing' },
  'expired-document': { pl: 'Dokument stracił ważność', en: 'Expired document' },
  'name-mismatch': { pl: 'Dane osobowe niezgodne z KYC', en: 'The name does not match the KYC data' },
  'wrong-document-type': { pl: 'Niewłaściwy rodzaj dokumentu', en: 'Wrong type of document' },
  other: { pl: 'Inny powód', en: 'Other reason' },
};

const DOCUMENT_TYPE_TEXTS: Record<SupportingDocumentType, { pl: string; en: string }> = {
  'identity-document': { pl: 'Dokument tożsamości', en: 'Identity document' },
  'proof-of-address': { pl: 'Potwierdzenie adresu', en: 'Proof of address' },
  'source-of-funds': { pl: 'Potwierdzenie źródła środków', en: 'Proof of the source of funds' },
  'company-register-extract': { pl: 'Odpis z rejestru spółki', en: 'Company register extract' },
  'power-of-attorney': { pl: 'Pełnomocnictwo', en: 'Power of attorney' },
  other: { pl: 'Inny dokument', en: 'Other document' },
};

export async function rejectDocument(
  caller: UserCaller,
  requestId: string,
  documentId: string,
  body: DocumentRejection,
) {
  const comment = body.comment?.trim() ?? '';
  if (body.code === 'other' && !comment) {
    throw validationFailed([
      { propertyPath: 'comment', title: 'validation.required', message: 'This field is required.' },
    ]);
  }
  return decide(caller, requestId, (row, now) => {
    const document = documentOf(row, documentId);
    const reason = REJECTION_TEXTS[body.code];
    const type = DOCUMENT_TYPE_TEXTS[document.type as SupportingDocumentType] ?? {
      pl: document.type,
      en: document.type,
    };
    return {
      set: {
        status: 'processing',
        statusChangedAt: now,
        documents: row.documents.map((entry) =>
          entry.id === document.id
            ? { ...entry, status: 'rejected' as const, rejectionCode: body.code, rejectionReason: comment || null }
            : entry,
        ),
      },
      event: {
        type: 'document_rejected',
        subjectId: document.id,
        fromValue: 'processing',
        toValue: 'rejected',
        reason: body.code,
        comment: comment || null,
      },
      mail: {
        pl: {
          subject: 'Dokument do poprawienia',
          paragraphs: [
            `Prosimy o poprawienie dokumentu „${type.pl}”. Powód: ${reason.pl}.`,
            ...(comment ? [comment] : []),
            'Wgraj go ponownie w onboardingu w panelu inwestora.',
          ],
        },
        en: {
          subject: 'A document needs changes',
          paragraphs: [
            `Please correct the document "${type.en}". Reason: ${reason.en}.`,
            ...(comment ? [comment] : []),
            'Please upload it again in the onboarding of the investor panel.',
          ],
        },
      },
    };
  });
}

export async function finish(caller: UserCaller, requestId: string) {
  return decide(caller, requestId, (row, now) => {
    if (closed(row)) throw conflict('The request is already closed');
    const documentsVerified = requiredDocumentTypes(row).every((type) =>
      row.documents.some((entry) => entry.type === type && entry.status === 'verified'),
    );
    const formsVerified =
      row.complianceForms.length > 0 && row.complianceForms.every((form) => form.status === 'verified');
    if (row.kycStatus === 'draft' || !formsVerified || !documentsVerified || row.status === 'processing') {
      throw new HttpError(409, 'ONBOARDING_INCOMPLETE', 'Verify the compliance forms and every document first');
    }
    return {
      set: { status: 'finished', statusChangedAt: now, kycStatus: 'verified' },
      event: { type: 'finished', fromValue: row.status, toValue: 'finished' },
      mail: {
        pl: { subject: 'Wniosek zaakceptowany', paragraphs: ['Twój wniosek onboardingowy został zaakceptowany.'] },
        en: { subject: 'Request accepted', paragraphs: ['Your onboarding request has been accepted.'] },
      },
    };
  });
}

export async function reject(caller: UserCaller, requestId: string, reason: string) {
  const text = reason.trim();
  if (!text) {
    throw validationFailed([
      { propertyPath: 'reason', title: 'validation.required', message: 'This field is required.' },
    ]);
  }
  return decide(caller, requestId, (row, now) => {
    if (closed(row)) throw conflict('The request is already closed');
    return {
      set: { status: 'rejected', statusChangedAt: now },
      event: { type: 'rejected', fromValue: row.status, toValue: 'rejected', comment: text },
      mail: {
        pl: { subject: 'Wniosek odrzucony', paragraphs: ['Twój wniosek onboardingowy został odrzucony.', text] },
        en: { subject: 'Request rejected', paragraphs: ['Your onboarding request has been rejected.', text] },
      },
    };
  });
}

export async function formPdf(caller: UserCaller, requestId: string, formId: string) {
  const row = await visible(caller, requestId);
  const user = await repo.findUser(caller.db, caller.user.userId);
  return complianceFormPdf(caller, row, formId, user?.locale === 'en' ? 'en' : 'pl');
}

export async function file(caller: UserCaller, requestId: string, documentId: string, fileId: string) {
  return fileOf(caller, await visible(caller, requestId), documentId, fileId);
}
