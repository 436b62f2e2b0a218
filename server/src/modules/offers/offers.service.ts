// The offers core (docs/decisions/0008): who may see an offer (the object rule, written once), every status
// change through the ONE transition policy (schemas/offers/offer-transitions.ts) and the ONE conditional update
// (offers.repository.ts transitionOffer), the contract's InvestorOfferRow and the offer's timeline.
//
// Every status change of the product goes through applyOfferAction. To run it inside a larger transaction (an
// acceptance with its idempotency record and e-mail), pass `{ ...caller, db: tx }`: the change then commits or
// rolls back with the rest.
import type { InvestorOfferRow, OfferEvent } from '#generated/api/model';
import { formatMinorUnits, toMinorUnits } from '#schemas/finance/money';
import {
  checkRestore,
  checkTransition,
  RESTORE_TRANSITION,
  type OfferAction,
  type OfferActor,
  type OfferStatus,
  type TransitionOutcome,
} from '#schemas/offers/offer-transitions';
import type { ListQueryInput } from '../../db/list-query';
import { DEFAULT_PIPELINE_STUCK_DAYS, type OfferRow } from '../../db/schema';
import type { Tenant } from '../branding';
import { HttpError, notFound } from '../../plugins/errors';
import { forbidden, type Caller, type UserCaller } from '../shared';
import * as repo from './offers.repository';
import type {
  AgreementStatus,
  OfferColumns,
  OfferListRecord,
  OfferViewer,
  RowLanguage,
  StuckCutoffs,
} from './offers.repository';

export type { AgreementStatus, OfferColumns, OfferViewer, StuckCutoffs };

// ------------------------------------------------------------------ errors

export const offerNotFound = (): HttpError => notFound('Offer not found');

export const offerTransitionNotAllowed = (label = 'This change is not allowed for the offer in its current state') =>
  new HttpError(409, 'OFFER_TRANSITION_NOT_ALLOWED', label);

export const offerOutOfDate = () =>
  new HttpError(
    409,
    'OFFER_OUT_OF_DATE',
    'Offer out of date: the application from this invitation was already sent or the campaign ended',
  );

export const leadOtherOwner = () => new HttpError(409, 'LEAD_OTHER_OWNER', 'Lead belongs to another advisor');

function refusal(code: 'OFFER_TRANSITION_NOT_ALLOWED' | 'OFFER_OUT_OF_DATE' | 'FORBIDDEN'): HttpError {
  if (code === 'FORBIDDEN') return forbidden();
  return code === 'OFFER_OUT_OF_DATE' ? offerOutOfDate() : offerTransitionNotAllowed();
}

// ------------------------------------------------------------------ who

/** The viewer of a signed-in caller (the object rule's input). */
export function offerViewer(caller: UserCaller): OfferViewer {
  return { userId: caller.user.userId, role: caller.user.role };
}

/** The policy's actor of a caller: its role when signed in, `visitor` for a public offer token. */
export function offerActor(caller: Caller): OfferActor {
  return caller.user ? caller.user.role : 'visitor';
}

/**
 * The offer as the caller may see it (the owner; a coordinator of the offer's network; the tenant's operator;
 * the investor whose account it is linked to), else 404, never 403: ids of others cannot be probed.
 */
export async function findVisibleOffer(caller: UserCaller, offerId: string): Promise<OfferRow> {
  const offer = await repo.findVisibleOffer(caller.db, caller.tenant.id, offerViewer(caller), offerId);
  if (!offer) throw offerNotFound();
  return offer;
}

/** The offer of a public link's token hash within the tenant, or null (the public module decides the answer). */
export const findOfferByTokenHash = (caller: Caller, tokenHash: string): Promise<OfferRow | null> =>
  repo.findOfferByTokenHash(caller.db, caller.tenant.id, tokenHash);

// ------------------------------------------------------------------ the one way to change a status

export interface OfferActionInput {
  /** The offer row the caller already found (and checked visible), or its id (read within the tenant). */
  offer: OfferRow | string;
  action: OfferAction;
  /** Default: the caller's role, `visitor` without a user. `system` for jobs and the e-signature provider. */
  actor?: OfferActor;
  /** Default: the signed-in user (null for a visitor or the system). */
  actorId?: string | null;
  /** Why (rejection reason...), stored on the event. */
  reason?: string | null;
  /** Columns changed together with the status (same UPDATE). */
  set?: OfferColumns;
  /** The same UPDATE also requires the agreement in one of these statuses (else OFFER_TRANSITION_NOT_ALLOWED). */
  agreementStatusIn?: readonly AgreementStatus[];
}

/** How many times a change is tried again when another change slipped in between read and update. */
const MAX_ATTEMPTS = 3;

/**
 * Changes the offer's status by the policy: FORBIDDEN (403) for an actor who may never do the action,
 * OFFER_OUT_OF_DATE (investor side) / OFFER_TRANSITION_NOT_ALLOWED (advisor side and back office) as 409 for a
 * status that does not allow it. The change is one conditional UPDATE on the status that was checked, with its
 * status_changed event; when another change won the race the offer is read again and checked again, so the
 * loser gets the same 409 as if it had come later. Returns the offer after the change.
 */
export async function applyOfferAction(caller: Caller, input: OfferActionInput): Promise<OfferRow> {
  const actor = input.actor ?? offerActor(caller);
  const actorId = input.actorId !== undefined ? input.actorId : (caller.user?.userId ?? null);
  let offer =
    typeof input.offer === 'string' ? await repo.findOffer(caller.db, caller.tenant.id, input.offer) : input.offer;
  for (let attempt = 0; ; attempt++) {
    if (!offer || offer.tenantId !== caller.tenant.id) throw offerNotFound();
    const outcome =
      input.action === 'restore'
        ? await judgeRestore(caller, offer, actor)
        : checkTransition(input.action, offer.status, actor);
    if (!outcome.ok) throw refusal(outcome.code);
    if (input.agreementStatusIn && !input.agreementStatusIn.includes(offer.agreementStatus as AgreementStatus)) {
      throw offerTransitionNotAllowed('The agreement of this offer is not in a state that allows this change');
    }
    const current = offer;
    const transition = (db: typeof caller.db) =>
      repo.transitionOffer(db, {
        tenantId: caller.tenant.id,
        offerId: current.id,
        fromStatus: current.status,
        toStatus: outcome.transition.to,
        set: input.set,
        agreementStatusIn: input.agreementStatusIn,
        event: { actorRole: actor, actorId, reason: input.reason ?? null },
        now: caller.services.now(),
      });
    // Restoring into play takes the lead back (docs/decisions/0008: one owner per e-mail and campaign): refused
    // while another advisor holds it, under the same lock as invitations.
    const updated =
      input.action === 'restore' && inPlay(outcome.transition.to)
        ? await caller.db.transaction(async (tx) => {
            await repo.lockLead(tx, caller.tenant.id, current.campaignId, current.investorEmail);
            const lead = await repo.findLeadOffers(tx, caller.tenant.id, current.campaignId, current.investorEmail);
            if (lead.some((other) => other.id !== current.id && other.ownerId !== current.ownerId)) {
              throw leadOtherOwner();
            }
            return transition(tx);
          })
        : await transition(caller.db);
    if (updated) return updated;
    // The row changed under us (another request, the e-signature callback): judge again on what it is now.
    offer = await repo.findOffer(caller.db, caller.tenant.id, offer.id);
    if (attempt + 1 >= MAX_ATTEMPTS) {
      throw actor === 'visitor' || actor === 'investor' ? offerOutOfDate() : offerTransitionNotAllowed();
    }
  }
}

/** Not declined, rejected or archived: the offer holds its lead (the invitation rule). */
const inPlay = (status: OfferStatus): boolean => !['declined', 'rejected', 'archived'].includes(status);

/**
 * Restore: the policy's restore rule, to the status the offer had before it was archived (its timeline; an
 * archived offer whose timeline does not say cannot be restored: 409).
 */
async function judgeRestore(caller: Caller, offer: OfferRow, actor: OfferActor): Promise<TransitionOutcome> {
  const allowed = checkRestore(offer.status, actor);
  if (!allowed.ok) return allowed;
  const previous = await repo.statusBeforeArchive(caller.db, caller.tenant.id, offer.id);
  if (!previous || previous === 'archived') return { ok: false, code: 'OFFER_TRANSITION_NOT_ALLOWED' };
  return {
    ok: true,
    transition: { action: 'restore', from: RESTORE_TRANSITION.from, to: previous, actors: RESTORE_TRANSITION.actors },
  };
}

/** Records a non-status event on the offer's timeline (invitation_sent, payment_confirmation_uploaded...). */
export async function recordOfferEvent(
  caller: Caller,
  event: {
    offerId: string;
    type: repo.OfferEventType;
    fromValue?: string | null;
    toValue?: string | null;
    actor?: OfferActor;
    actorId?: string | null;
    reason?: string | null;
    relatedDate?: string | null;
    amount?: string | null;
  },
): Promise<void> {
  await repo.insertOfferEvent(caller.db, {
    tenantId: caller.tenant.id,
    offerId: event.offerId,
    type: event.type,
    fromValue: event.fromValue ?? null,
    toValue: event.toValue ?? null,
    actorRole: event.actor ?? offerActor(caller),
    actorId: event.actorId !== undefined ? event.actorId : (caller.user?.userId ?? null),
    reason: event.reason ?? null,
    relatedDate: event.relatedDate ?? null,
    amount: event.amount ?? null,
    occurredAt: caller.services.now(),
  });
}

// ------------------------------------------------------------------ the contract's shapes

/** numeric(18,2) text -> the contract's Money (a JSON number), through the exact decimal string. */
export function moneyToJson(value: string | null): number | null {
  return value === null ? null : Number(formatMinorUnits(toMinorUnits(value)));
}

/** The language of the caller's texts: the account's language (fallback PL in the query). */
export function rowLanguage(caller: Caller): RowLanguage {
  return caller.user ? { userId: caller.user.userId } : 'pl';
}

/** The owner's name is shown in the network views (coordinator, operator) only. */
export function showsOwnerName(caller: Caller): boolean {
  return caller.user?.role === 'coordinator' || caller.user?.role === 'operator';
}

/** The tenant's stuck thresholds (days per waiting status; defaults 7, 7, 7, 3) as instants before `now`. */
export function stuckCutoffs(tenant: Pick<Tenant, 'pipelineStuckDays'>, now: Date): StuckCutoffs<Date> {
  const days = { ...DEFAULT_PIPELINE_STUCK_DAYS, ...tenant.pipelineStuckDays };
  const before = (count: number) => new Date(now.getTime() - count * 24 * 60 * 60 * 1000);
  return {
    invited: before(days.invited),
    viewed: before(days.viewed),
    interested: before(days.interested),
    accepted: before(days.accepted),
  };
}

/** The cutoffs as the SQL of the stuck filter binds them. */
export const cutoffsAsText = (cutoffs: StuckCutoffs<Date>): StuckCutoffs<string> => ({
  invited: cutoffs.invited.toISOString(),
  viewed: cutoffs.viewed.toISOString(),
  interested: cutoffs.interested.toISOString(),
  accepted: cutoffs.accepted.toISOString(),
});

/** The same rule as the SQL of the stuck filter (offers.repository.ts stuckCondition), for a row read. */
export function isStuck(status: OfferStatus, statusDate: Date, cutoffs: StuckCutoffs<Date>): boolean {
  const cutoff = (cutoffs as Partial<Record<OfferStatus, Date>>)[status];
  return cutoff !== undefined && statusDate.getTime() < cutoff.getTime();
}

/** The cutoffs of the caller's tenant now. */
export const callerStuckCutoffs = (caller: Caller): StuckCutoffs<Date> =>
  stuckCutoffs(caller.tenant, caller.services.now());

export function toInvestorOfferRow(
  record: OfferListRecord,
  options: { ownerName: boolean; stuck: StuckCutoffs<Date> },
): InvestorOfferRow {
  const statusDate = new Date(record.statusDate);
  return {
    id: record.id,
    investorName: record.investorName,
    investorEmail: record.investorEmail,
    ownerId: record.ownerId,
    ownerName: options.ownerName ? record.ownerName : null,
    agreementDate: record.agreementDate,
    paymentDate: record.paymentDate,
    endDate: record.endDate,
    networkId: record.networkId,
    investmentValue: moneyToJson(record.investmentValue),
    currency: record.currency,
    status: record.status,
    statusDate: statusDate.toISOString(),
    campaignId: record.campaignId,
    campaignName: record.campaignName,
    productId: record.productId,
    productAutentiStatus: record.productAutentiStatus,
    productCode: record.productCode,
    paymentConfirmations: record.paymentConfirmations.map((file) => ({
      id: file.id,
      fileName: file.fileName,
      contentType: file.contentType,
      size: Number(file.size),
      createdAt: new Date(file.createdAt).toISOString(),
    })),
    stuck: isStuck(record.status, statusDate, options.stuck),
  };
}

/** One offer as the contract's row (the caller must have found it visible, or be the public link). */
export async function offerRow(caller: Caller, offerId: string): Promise<InvestorOfferRow> {
  const record = await repo.findOfferRecord(caller.db, caller.tenant.id, offerId, rowLanguage(caller));
  if (!record) throw offerNotFound();
  return toInvestorOfferRow(record, { ownerName: showsOwnerName(caller), stuck: callerStuckCutoffs(caller) });
}

/** A page of the offers the caller may see (optionally of one campaign), as the contract's rows. */
export async function listOfferRows(
  caller: UserCaller,
  input: { campaignId?: string; list: ListQueryInput },
): Promise<{ items: InvestorOfferRow[]; totalCount: number }> {
  const stuck = callerStuckCutoffs(caller);
  const page = await repo.listOfferRows(caller.db, {
    tenantId: caller.tenant.id,
    viewer: offerViewer(caller),
    language: rowLanguage(caller),
    where: input.campaignId ? repo.ofCampaign(input.campaignId) : undefined,
    list: input.list,
    stuck: cutoffsAsText(stuck),
  });
  const ownerName = showsOwnerName(caller);
  return {
    items: page.items.map((record) => toInvestorOfferRow(record, { ownerName, stuck })),
    totalCount: page.totalCount,
  };
}

// ------------------------------------------------------------------ operations

/** listCampaignOffers: the advisor's own, a coordinator's networks', the operator's tenant's offers of a campaign. */
export async function listCampaignOffers(
  caller: UserCaller,
  campaignId: string,
  list: ListQueryInput,
): Promise<{ items: InvestorOfferRow[]; totalCount: number }> {
  const campaign = await repo.findCampaign(caller.db, caller.tenant.id, campaignId);
  if (!campaign) throw notFound('Campaign not found');
  return listOfferRows(caller, { campaignId: campaign.id, list });
}

/** listInvestorOfferEvents: the offer's timeline, oldest first (the object rule; 404 otherwise). */
export async function listEvents(caller: UserCaller, offerId: string): Promise<OfferEvent[]> {
  const offer = await findVisibleOffer(caller, offerId);
  return offerTimeline(caller, offer);
}

/**
 * The timeline of an offer the caller has already found visible, oldest first, as the contract's OfferEvent.
 * An investor sees the names of no one but themselves (the fund's and the advisors' staff stay roles).
 */
export async function offerTimeline(
  caller: UserCaller,
  offer: Pick<OfferRow, 'id' | 'currency'>,
): Promise<OfferEvent[]> {
  const events = await repo.listOfferEvents(caller.db, caller.tenant.id, offer.id);
  const investor = caller.user.role === 'investor';
  return events.map((event) => ({
    id: event.id,
    type: event.type,
    fromValue: event.fromValue,
    toValue: event.toValue,
    actorRole: event.actorRole,
    actorName: investor && event.actorId !== caller.user.userId ? null : event.actorName,
    reason: event.reason,
    occurredAt: new Date(event.occurredAt).toISOString(),
    relatedDate: event.relatedDate,
    amount: event.amount === null ? null : { value: moneyToJson(event.amount) as number, currency: offer.currency },
  }));
}

export type { OfferAction, OfferActor, OfferStatus };
