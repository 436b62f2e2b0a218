/**
 * The ONE transition policy of an offer (docs/product/offers.md; the pipeline board reads it too), shared
 * by the server (which enforces it with a conditional UPDATE ... WHERE status IN (from)) and the SPA (which offers
 * only the moves it allows). Pure data and functions: no I/O.
 *
 *   invited -> viewed -> interested -> accepted -> active
 *   declined by the investor (or recorded by the advisor), rejected by the fund, archived by the advisor side.
 *   The operator can withdraw the agreement of an accepted offer: it goes back to interested (a new acceptance
 *   makes a new agreement). The advisor side can restore an archived offer: it goes back to the status it had
 *   before it was archived (`to: 'previous'`; the server reads it from the offer's timeline).
 */
export const OFFER_STATUSES = [
  'invited',
  'viewed',
  'interested',
  'accepted',
  'active',
  'rejected',
  'declined',
  'archived',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Who acts: `visitor` = by the offer token without login, `system` = a job or the e-signature provider. */
export type OfferActor = 'visitor' | 'investor' | 'advisor' | 'coordinator' | 'operator' | 'system';

export type OfferAction =
  | 'view'
  | 'express-interest'
  | 'accept'
  | 'decline'
  | 'confirm-payment'
  | 'reject'
  | 'withdraw-agreement'
  | 'archive'
  | 'restore';

export interface OfferTransition {
  action: OfferAction;
  from: readonly OfferStatus[];
  to: OfferStatus;
  actors: readonly OfferActor[];
}

const INVESTOR_SIDE = ['visitor', 'investor'] as const;
const ADVISOR_SIDE = ['advisor', 'coordinator', 'operator'] as const;
const OPEN: readonly OfferStatus[] = ['invited', 'viewed', 'interested'];

export const OFFER_TRANSITIONS: readonly OfferTransition[] = [
  { action: 'view', from: ['invited'], to: 'viewed', actors: INVESTOR_SIDE },
  { action: 'express-interest', from: ['invited', 'viewed'], to: 'interested', actors: INVESTOR_SIDE },
  { action: 'accept', from: OPEN, to: 'accepted', actors: INVESTOR_SIDE },
  { action: 'decline', from: OPEN, to: 'declined', actors: [...INVESTOR_SIDE, ...ADVISOR_SIDE] },
  { action: 'confirm-payment', from: ['accepted'], to: 'active', actors: ['operator'] },
  { action: 'reject', from: [...OPEN, 'accepted'], to: 'rejected', actors: ['operator'] },
  { action: 'withdraw-agreement', from: ['accepted'], to: 'interested', actors: ['operator'] },
  {
    action: 'archive',
    from: ['invited', 'viewed', 'interested', 'rejected', 'declined'],
    to: 'archived',
    actors: ADVISOR_SIDE,
  },
];

/**
 * Restore (the pipeline board): the advisor side takes an archived offer back to the status it had
 * before it was archived. Not in OFFER_TRANSITIONS because its target is not fixed (the server reads it from the
 * offer's timeline): check it with `checkRestore`; `allowedActions` offers it.
 */
export const RESTORE_TRANSITION: {
  action: 'restore';
  from: readonly OfferStatus[];
  actors: readonly OfferActor[];
} = { action: 'restore', from: ['archived'], actors: ADVISOR_SIDE };

export type TransitionOutcome =
  | { ok: true; transition: OfferTransition }
  | { ok: false; code: 'OFFER_TRANSITION_NOT_ALLOWED' | 'OFFER_OUT_OF_DATE' | 'FORBIDDEN' };

/**
 * Whether `actor` may do `action` to an offer in status `from`. The investor side gets OFFER_OUT_OF_DATE for an
 * offer that has moved on ("the application from this invitation was already sent"; see docs/product/errors.md); the
 * back office gets OFFER_TRANSITION_NOT_ALLOWED; an actor who may never do the action gets FORBIDDEN.
 */
export function checkTransition(action: OfferAction, from: OfferStatus, actor: OfferActor): TransitionOutcome {
  const transition = OFFER_TRANSITIONS.find((candidate) => candidate.action === action);
  if (!transition || !transition.actors.includes(actor)) return { ok: false, code: 'FORBIDDEN' };
  if (transition.from.includes(from)) return { ok: true, transition };
  const investorSide = actor === 'visitor' || actor === 'investor';
  return { ok: false, code: investorSide ? 'OFFER_OUT_OF_DATE' : 'OFFER_TRANSITION_NOT_ALLOWED' };
}

/** Whether `actor` may restore an offer in status `from` (as checkTransition answers for the other actions). */
export function checkRestore(
  from: OfferStatus,
  actor: OfferActor,
): { ok: true } | { ok: false; code: 'OFFER_TRANSITION_NOT_ALLOWED' | 'FORBIDDEN' } {
  if (!RESTORE_TRANSITION.actors.includes(actor)) return { ok: false, code: 'FORBIDDEN' };
  return RESTORE_TRANSITION.from.includes(from) ? { ok: true } : { ok: false, code: 'OFFER_TRANSITION_NOT_ALLOWED' };
}

/** The actions `actor` may take on an offer in status `from` (what a menu or a board offers), restore included. */
export function allowedActions(from: OfferStatus, actor: OfferActor): OfferAction[] {
  const actions = OFFER_TRANSITIONS.filter((t) => t.actors.includes(actor) && t.from.includes(from)).map(
    (t) => t.action,
  );
  return checkRestore(from, actor).ok ? [...actions, 'restore'] : actions;
}

/**
 * Whether the offer's public link still opens the offer: while it is open or accepted (the investor still pays
 * and uploads the confirmation); a declined, rejected, archived or active offer answers TOKEN_INACTIVE (an active
 * investment lives in the investor panel). A campaign that ended or was suspended also kills the link of an offer
 * that was not accepted (campaign checks are the caller's: see `isOpenStatus`).
 */
export function isPublicLinkAlive(status: OfferStatus): boolean {
  return OPEN.includes(status) || status === 'accepted';
}

export function isOpenStatus(status: OfferStatus): boolean {
  return OPEN.includes(status);
}
