/**
 * What the pipeline screens may do to an offer: the transition policy shared with the server
 * (schemas/offers/offer-transitions.ts) read for the signed-in role, mapped to the board's columns and to the
 * one operation that performs the advisor side's moves (changeInvestorOfferStatus).
 */
import type { InvestorOfferStatus, InvestorOfferStatusChangeAction, KanbanColumnKey } from '#generated/api/model';
import { allowedActions, type OfferActor } from '#schemas/offers/offer-transitions';
import type { Role } from '../../lib/auth';

/** The kanban order; rejected and declined are grouped as lost (see docs/product/investor-pipeline.md). */
export const BOARD_COLUMNS: readonly KanbanColumnKey[] = [
  'invited',
  'viewed',
  'interested',
  'accepted',
  'active',
  'lost',
  'archived',
];

/** The statuses of each column (the "show more" list filters by them). */
export const COLUMN_STATUSES: Record<KanbanColumnKey, InvestorOfferStatus[]> = {
  invited: ['invited'],
  viewed: ['viewed'],
  interested: ['interested'],
  accepted: ['accepted'],
  active: ['active'],
  lost: ['rejected', 'declined'],
  archived: ['archived'],
};

/** The columns that show sums of the investment value per currency. */
export const SUM_COLUMNS: ReadonlySet<KanbanColumnKey> = new Set(['interested', 'accepted', 'active']);

export function columnOf(status: InvestorOfferStatus): KanbanColumnKey {
  return status === 'rejected' || status === 'declined' ? 'lost' : status;
}

export type PipelineMove = InvestorOfferStatusChangeAction;

/** The board column a move lands in; null for restore (the server decides: the status before archiving). */
export const MOVE_TARGET: Record<PipelineMove, KanbanColumnKey | null> = {
  decline: 'lost',
  archive: 'archived',
  restore: null,
};

const MOVES: readonly PipelineMove[] = ['decline', 'archive', 'restore'];

function actorOf(role: Role | null): OfferActor | null {
  return role === 'advisor' || role === 'coordinator' || role === 'operator' ? role : null;
}

/** The moves `role` may make on an offer in `status`, in menu order (what the policy allows and the board performs). */
export function allowedMoves(status: InvestorOfferStatus, role: Role | null): PipelineMove[] {
  const actor = actorOf(role);
  if (!actor) return [];
  const allowed = new Set<string>(allowedActions(status, actor));
  return MOVES.filter((move) => allowed.has(move));
}

/** The columns a card may be dropped on: the targets of its allowed moves (never its own column). */
export function dropTargets(status: InvestorOfferStatus, role: Role | null): Map<KanbanColumnKey, PipelineMove> {
  const targets = new Map<KanbanColumnKey, PipelineMove>();
  for (const move of allowedMoves(status, role)) {
    const target = MOVE_TARGET[move];
    if (target && target !== columnOf(status)) targets.set(target, move);
  }
  return targets;
}
