// The investor side of an offer (docs/product/offers.md; docs/decisions/0008 and 0009): what the public link
// (`visitor`) and the signed-in investor (`investor`) may do with ONE offer, the same code for both:
// open it (invited -> viewed on the first open), show interest, accept it with the investment form, upload a
// payment confirmation, render the agreement PDF. Status changes go through modules/offers (applyOfferAction:
// the policy, one conditional UPDATE and its event).
import { randomUUID } from 'node:crypto';
import type {
  AcceptOfferRequest,
  Attachment,
  OfferDetails,
  OfferDetailsList,
  OfferPdfRequest,
} from '#generated/api/model';
import { isPublicLinkAlive, isOpenStatus, type OfferStatus } from '#schemas/offers/offer-transitions';
import { formatMinorUnits, toMinorUnits } from '#schemas/finance/money';
import type { ListQueryInput } from '../../db/list-query';
import type { OfferRow } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { verifiedFileTypeOfFile } from '../../providers/storage/file-content';
import { contentDisposition, safeFileName } from '../../providers/storage/file-types';
import { renderPaymentInstructionsMail } from '../../mail/payment-instructions';
import { hashToken } from '../../security/tokens';
import { loadCampaign, toCampaign, todayOf, type CampaignAggregate } from '../campaigns';
import {
  applyOfferAction,
  campaignStatusOn,
  findVisibleOffer,
  offerNotFound,
  offerOutOfDate,
  requireActiveCampaign,
} from '../offers';
import { runIdempotent, type Caller, type FileBody, type UploadedFile, type UserCaller } from '../shared';
import { AGREEMENT_SIGNING_JOB, buildAgreementPdf } from './agreement';
import { requireAmount, type AmountLimits } from './investment-amount';
import { validateInvestmentForm } from './investment-form';
import { offerReference, paymentDueDate, paymentInstructions } from './payment-instructions';
import * as repo from './public-campaign-offer.repository';

/** How the offer is reached: the public link's token, or the signed-in investor's offer id. */
export type OfferAccess = { kind: 'token'; token: string } | { kind: 'investor'; offerId: string };

const actorOf = (access: OfferAccess) => (access.kind === 'token' ? 'visitor' : 'investor') as 'visitor' | 'investor';

export const tokenInactive = (): HttpError => new HttpError(404, 'TOKEN_INACTIVE', 'Token is no longer active');

/**
 * The offer reached by `access`, in the caller's tenant:
 * - token: 404 NOT_FOUND for an unknown token (or another tenant's); 404 TOKEN_INACTIVE when the policy says the
 *   link is dead (active, declined, rejected, archived) or, for an offer not yet accepted, when the campaign has
 *   ended or is suspended (docs/decisions/0008);
 * - investor: the offers linked to the investor's account (the object rule of modules/offers), else 404.
 */
async function reach(caller: Caller, access: OfferAccess): Promise<{ offer: OfferRow; aggregate: CampaignAggregate }> {
  let offer: OfferRow;
  if (access.kind === 'token') {
    const found = await repo.findOfferByTokenHash(caller.db, caller.tenant.id, hashToken(access.token));
    if (!found) throw offerNotFound();
    offer = found;
  } else {
    offer = await findVisibleOffer(caller as UserCaller, access.offerId);
  }
  const aggregate = await loadCampaign(caller, offer.campaignId);
  if (access.kind === 'token') {
    if (!isPublicLinkAlive(offer.status)) throw tokenInactive();
    const status = campaignStatusOn(aggregate.campaign, caller.services.now());
    if (isOpenStatus(offer.status) && (status === 'completed' || status === 'inactive')) throw tokenInactive();
  }
  return { offer, aggregate };
}

function productOf(offer: OfferRow, aggregate: CampaignAggregate) {
  const product = aggregate.products.find((candidate) => candidate.id === offer.productId);
  if (!product) throw offerNotFound(); // a product is never deleted under its offers; defensive
  return product;
}

const toAttachment = (row: repo.AttachmentRecord): Attachment => ({
  id: row.id,
  fileName: row.fileName,
  contentType: row.contentType,
  size: row.size,
  createdAt: row.createdAt.toISOString(),
});

const money = (text: string): number => Number(formatMinorUnits(toMinorUnits(text)));

/** The contract's OfferDetails of one offer (the campaign as the investor sees it: no operator fields). */
async function toDetails(
  caller: Caller,
  offer: OfferRow,
  aggregate: CampaignAggregate,
  attachments?: repo.AttachmentRecord[],
  /** The owner's contact when the caller read it already (a list reads all owners in one query). */
  knownOwner?: repo.OwnerContact | null,
): Promise<OfferDetails> {
  const product = productOf(offer, aggregate);
  const campaign = toCampaign(aggregate, { tenant: caller.tenant, today: todayOf(caller), operator: false });
  const owner =
    knownOwner !== undefined ? knownOwner : await repo.findOwnerContact(caller.db, caller.tenant.id, offer.ownerId);
  const confirmations =
    attachments ?? (await repo.listAttachments(caller.db, caller.tenant.id, [offer.id])).get(offer.id) ?? [];
  const accepted = offer.status === 'accepted' || offer.status === 'active';
  return {
    id: offer.id,
    status: offer.status,
    statusDate: offer.statusChangedAt.toISOString(),
    campaign,
    product: campaign.products.find((candidate) => candidate.id === product.id)!,
    currency: offer.currency,
    investmentValue: offer.investmentValue === null ? null : money(offer.investmentValue),
    investmentValueMin: money(product.investmentValueMin),
    investmentValueMax: money(product.investmentValueMax),
    investmentValueStep: money(product.investmentValueStep),
    message: offer.message,
    advisor: {
      firstName: owner?.firstName ?? '',
      surname: owner?.surname ?? '',
      email: owner?.email ?? '',
      phone: null, // advisors have no phone number on record
    },
    invitedEmail: offer.investorEmail,
    invitedAt: offer.createdAt.toISOString(),
    agreementDate: offer.agreementDate,
    paymentDate: offer.paymentDate,
    endDate: offer.endDate,
    agreementStatus: offer.agreementStatus,
    paymentInstructions:
      accepted && offer.investmentValue !== null && offer.paymentDueDate !== null
        ? paymentInstructions({
            offerId: offer.id,
            productCode: product.code,
            investorName: offer.investorName,
            investmentValue: offer.investmentValue,
            currency: offer.currency,
            bankAccount: aggregate.campaign.paymentBankAccount,
            recipient: aggregate.campaign.paymentRecipient,
            dueDate: offer.paymentDueDate,
          })
        : null,
    paymentConfirmations: confirmations.map(toAttachment),
  };
}

// ------------------------------------------------------------------ open, interest

/** The offer; the first open by the investor side marks it viewed (invited -> viewed). */
export async function open(caller: Caller, access: OfferAccess): Promise<OfferDetails> {
  let { offer, aggregate } = await reach(caller, access);
  if (offer.status === 'invited') {
    try {
      offer = await applyOfferAction(caller, { offer, action: 'view', actor: actorOf(access) });
    } catch (error) {
      // Another request moved it first (a parallel open, interest): show the offer as it is now.
      if (!(error instanceof HttpError && error.code === 'OFFER_OUT_OF_DATE')) throw error;
      ({ offer, aggregate } = await reach(caller, access));
    }
  }
  return toDetails(caller, offer, aggregate);
}

/** Show interest (invited/viewed -> interested); already interested: the offer as it is (nothing recorded). */
export async function expressInterest(caller: Caller, access: OfferAccess): Promise<OfferDetails> {
  const { offer, aggregate } = await reach(caller, access);
  if (offer.status === 'interested') return toDetails(caller, offer, aggregate);
  if (!isOpenStatus(offer.status)) throw offerOutOfDate();
  requireActiveCampaign(aggregate.campaign, caller.services.now());
  const changed = await applyOfferAction(caller, { offer, action: 'express-interest', actor: actorOf(access) });
  return toDetails(caller, changed, aggregate);
}

// ------------------------------------------------------------------ accept

/** The investor's name as the agreement names them (the person, or the company). */
export function investorNameOf(form: AcceptOfferRequest): string {
  const data = form as unknown as {
    investorType?: string;
    person?: { firstName?: string; surname?: string };
    company?: { name?: string };
  };
  if (data.investorType === 'company' && data.company?.name) return data.company.name.trim();
  return `${data.person?.firstName ?? ''} ${data.person?.surname ?? ''}`.trim();
}

/**
 * Accepts the offer: the form checked with the offer's schema (400 with violations), the
 * amount checked exactly (422 with the bounds), the campaign active (422), then ONE transaction: the campaign
 * row locked (its remaining capacity), the status change with the investment and the agreement's data, the
 * payment-instructions e-mail in the outbox, and the Idempotency-Key record. After the commit the agreement goes
 * to e-signature; a failure there leaves the acceptance in place with agreement_status Error (retried later).
 */
export async function accept(
  caller: Caller,
  access: OfferAccess,
  body: AcceptOfferRequest,
  idempotencyKey: string | undefined,
): Promise<OfferDetails> {
  const { offer, aggregate } = await reach(caller, access);
  const operation = access.kind === 'token' ? 'acceptPublicCampaignOffer' : 'acceptOffer';
  const result = await runIdempotent(
    caller.db,
    { tenantId: caller.tenant.id, operation, subject: offer.id, key: idempotencyKey, request: body },
    async (tx) => {
      const txCaller: Caller = { ...caller, db: tx };
      // Nothing below changes anything unless all of it holds: the checks run inside the transaction so the
      // Idempotency-Key record and the acceptance commit together.
      const current = (await repo.findOfferById(tx, caller.tenant.id, offer.id)) ?? offer;
      if (!isOpenStatus(current.status)) throw offerOutOfDate();
      const product = productOf(current, aggregate);
      validateInvestmentForm(body, product, caller.tenant.whiteLabel.enableLegalPerson);
      requireActiveCampaign(aggregate.campaign, caller.services.now());
      const capacity = await repo.lockCampaignCapacity(tx, caller.tenant.id, current.campaignId);
      if (!capacity) throw offerNotFound();
      const remaining = formatMinorUnits(toMinorUnits(capacity.targetAmount) - toMinorUnits(capacity.raised));
      const limits: AmountLimits = {
        min: product.investmentValueMin,
        max: product.investmentValueMax,
        step: product.investmentValueStep,
        remaining,
        currency: product.currency,
      };
      const amount = requireAmount(body.investmentValue, limits);
      const now = caller.services.now();
      const investorName = investorNameOf(body) || null;
      const accepted = await applyOfferAction(txCaller, {
        offer: current,
        action: 'accept',
        actor: actorOf(access),
        set: {
          investmentValue: amount.text,
          investmentData: body as unknown as Record<string, unknown>,
          investorName,
          acceptedAt: now,
          paymentDueDate: paymentDueDate(now, aggregate.campaign.paymentDays),
          agreementStatus: 'New',
          updatedAt: now,
        },
      });
      const person = (body as { investorType?: string; person?: { firstName?: string; surname?: string } }).person;
      if (body.investorType === 'person' && person?.firstName?.trim() && person.surname?.trim()) {
        await repo.fillInvestorNameIfEmpty(tx, caller.tenant.id, accepted.investorId, {
          firstName: person.firstName.trim(),
          surname: person.surname.trim(),
        });
      }
      const details = await toDetails(txCaller, accepted, aggregate, []);
      await enqueuePaymentMail(txCaller, access, accepted, aggregate, details);
      // The agreement goes to e-signature by a job committed with the acceptance: a crash or a deploy right
      // after the answer does not lose it.
      await caller.services.jobs.enqueue(
        tx,
        AGREEMENT_SIGNING_JOB,
        { tenantId: caller.tenant.id, offerId: accepted.id },
        { singletonKey: accepted.id },
      );
      return details;
    },
    { now: caller.services.now() },
  );
  // Off the request's path: the answer (agreementStatus New) does not wait for the PDF and the provider; a
  // failure is marked Error and retried (the job's back-off, then the reconciler).
  if (!result.replayed) caller.services.jobs.wake(AGREEMENT_SIGNING_JOB);
  caller.services.outbox.kick();
  return result.value;
}

async function enqueuePaymentMail(
  caller: Caller,
  access: OfferAccess,
  offer: OfferRow,
  aggregate: CampaignAggregate,
  details: OfferDetails,
): Promise<void> {
  if (!details.paymentInstructions) return;
  const locale = await repo.findUserLocale(caller.db, caller.tenant.id, offer.investorId);
  const product = productOf(offer, aggregate);
  const translations = aggregate.campaign.data.translations;
  const mail = renderPaymentInstructionsMail({
    locale,
    tenant: caller.tenant,
    baseUrl: caller.baseUrl,
    linkPath:
      access.kind === 'token' ? `/campaign?token=${encodeURIComponent(access.token)}` : `/app/offers/${offer.id}`,
    name: offer.investorName,
    reference: offerReference(offer.id),
    campaignName: (locale === 'en' ? translations.en?.name : undefined) ?? translations.pl.name,
    productName: `${(locale === 'en' ? product.name.en : undefined) ?? product.name.pl} (${product.code})`,
    instructions: details.paymentInstructions,
  });
  await caller.services.outbox.enqueue(caller.db, {
    tenantId: caller.tenant.id,
    recipient: offer.investorEmail,
    locale,
    ...mail,
  });
}

// ------------------------------------------------------------------ payment confirmation

/**
 * A payment confirmation (PDF/PNG/JPEG by content, at most 10 MiB: the handler spools it) for an accepted or
 * active offer: the file is stored first, then the row and its event in one transaction; if that fails (or
 * the offer moved on meanwhile) the file is removed. 409 CONFLICT for other statuses.
 */
export async function uploadPaymentConfirmation(
  caller: Caller,
  access: OfferAccess,
  file: UploadedFile,
): Promise<Attachment> {
  const { offer } = await reach(caller, access);
  const notPayable = () =>
    new HttpError(409, 'CONFLICT', 'A payment confirmation can be added only to an accepted or active offer');
  if (offer.status !== 'accepted' && offer.status !== 'active') throw notPayable();
  const type = await verifiedFileTypeOfFile(file.path);
  if (!type) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Only PDF, PNG and JPEG files are accepted');
  const id = randomUUID();
  const storageKey = `offers/${caller.tenant.id}/${offer.id}/${id}`;
  const now = caller.services.now();
  const fileName = safeFileName(file.fileName, type);
  await caller.services.storage.putStream(storageKey, file.open());
  let stored = false;
  try {
    stored = await repo.insertPaymentConfirmation(caller.db, {
      id,
      tenantId: caller.tenant.id,
      offerId: offer.id,
      fileName,
      contentType: type.contentType,
      size: file.size,
      storageKey,
      uploadedByRole: actorOf(access),
      actorId: access.kind === 'investor' ? (caller.user?.userId ?? null) : null,
      now,
    });
  } finally {
    if (!stored) await caller.services.storage.delete(storageKey).catch(() => undefined);
  }
  if (!stored) throw notPayable();
  return { id, fileName, contentType: type.contentType, size: file.size, createdAt: now.toISOString() };
}

// ------------------------------------------------------------------ agreement PDF

/**
 * The agreement as a PDF: before acceptance a PREVIEW with the given amount (checked like an acceptance, without
 * the campaign-capacity cap) or the saved one or the product's minimum; after it the final document (the signed
 * one once the e-signature provider returned it).
 */
export async function agreementPdf(
  caller: Caller,
  access: OfferAccess,
  body: OfferPdfRequest | undefined,
): Promise<{ body: FileBody; disposition: string }> {
  const { offer, aggregate } = await reach(caller, access);
  const product = productOf(offer, aggregate);
  const reference = offerReference(offer.id);
  if (offer.status === 'accepted' || offer.status === 'active') {
    if (offer.signedPdfKey) {
      const signed = await caller.services.storage.openRead(offer.signedPdfKey);
      if (signed) return { body: signed, disposition: inline(`umowa-${reference}-podpisana.pdf`) };
    }
    const bytes = await buildAgreementPdf(caller, offer, aggregate, { kind: 'final' });
    return { body: bytes, disposition: inline(`umowa-${reference}.pdf`) };
  }
  if (!isOpenStatus(offer.status)) throw offerOutOfDate();
  let amount: string;
  if (body?.investmentValue !== undefined) {
    amount = requireAmount(body.investmentValue, {
      min: product.investmentValueMin,
      max: product.investmentValueMax,
      step: product.investmentValueStep,
      currency: product.currency,
    }).text;
  } else {
    amount = offer.investmentValue ?? product.investmentValueMin;
  }
  const bytes = await buildAgreementPdf(caller, offer, aggregate, { kind: 'preview', amount, form: body?.form });
  return { body: bytes, disposition: inline(`umowa-${reference}-podglad.pdf`) };
}

const inline = (fileName: string) => contentDisposition(fileName).replace(/^attachment/, 'inline');

// ------------------------------------------------------------------ investor panel list

/** The offers linked to the investor's account in this tenant (the contract's OfferDetails, one page). */
export async function listInvestorOffers(caller: UserCaller, input: ListQueryInput): Promise<OfferDetailsList> {
  const page = await repo.listInvestorOffers(caller.db, caller.tenant.id, caller.user.userId, input);
  const attachments = await repo.listAttachments(
    caller.db,
    caller.tenant.id,
    page.items.map((offer) => offer.id),
  );
  const owners = await repo.findOwnerContacts(
    caller.db,
    caller.tenant.id,
    page.items.map((offer) => offer.ownerId),
  );
  const campaigns = new Map<string, CampaignAggregate>();
  const items: OfferDetails[] = [];
  for (const offer of page.items) {
    let aggregate = campaigns.get(offer.campaignId);
    if (!aggregate) {
      aggregate = await loadCampaign(caller, offer.campaignId);
      campaigns.set(offer.campaignId, aggregate);
    }
    items.push(
      await toDetails(caller, offer, aggregate, attachments.get(offer.id) ?? [], owners.get(offer.ownerId) ?? null),
    );
  }
  return { items, totalCount: page.totalCount };
}

export type { OfferStatus };
