// The investor pipeline's reads (see docs/product/investor-pipeline.md): the advisor's own table, the network
// table (a coordinator's networks with the owner's name; an operator's tenant), the kanban board and the export.
// Who sees what is the scope of the query (investor-pipeline.repository.ts), the same as the offers core's object
// rule (modules/offers visibleTo) for these views: the owner; a coordinator's networks; the operator's tenant.
// The actions on one offer (moves, owner change, attachments) are the offers core's (modules/offers).
import { PassThrough } from 'node:stream';
import type { InvestorOfferBoard, InvestorOfferList, KanbanColumn, ListFilters, ListSort } from '#generated/api/model';
import { formatMinorUnits, toMinorUnits } from '#schemas/finance/money';
import type { ListQueryInput } from '../../db/list-query';
import type { PendingSession } from '../../plugins/auth';
import { warsawDateTime } from '../../providers/warsaw-time';
import { findUserById, isSessionKey } from '../auth';
import {
  callerStuckCutoffs,
  cutoffsAsText,
  rowLanguage,
  stuckCutoffs,
  toInvestorOfferRow,
  type OfferListRecord,
  type StuckCutoffs,
} from '../offers';
import { forbidden, type Caller, type UserCaller } from '../shared';
import {
  csvWriter,
  EXPORT_CONTENT_TYPES,
  exportColumns,
  exportFileName,
  xlsxWriter,
  type ExportFormat,
  type ExportLanguage,
} from './export-file';
import * as repo from './investor-pipeline.repository';
import type { BoardColumnKey, PipelineScope } from './investor-pipeline.repository';

/** The own table (listInvestorOffers, scope=own) or the network table (listNetworkInvestorOffers, scope=network). */
export type PipelineView = 'own' | 'network';

/** The scope of a view for the caller: own = their offers; network = a coordinator's networks, the operator's tenant. */
export function scopeOf(caller: UserCaller, view: PipelineView): PipelineScope {
  if (view === 'own') return { kind: 'owner', userId: caller.user.userId };
  if (caller.user.role === 'operator') return { kind: 'tenant' };
  if (caller.user.role === 'coordinator') return { kind: 'networks', coordinatorId: caller.user.userId };
  throw forbidden('The network view is for coordinators and operators');
}

function toList(page: repo.PipelinePage, view: PipelineView, stuck: StuckCutoffs<Date>): InvestorOfferList {
  const ownerName = view === 'network';
  return {
    items: page.items.map((record) => toInvestorOfferRow(record, { ownerName, stuck })),
    totalCount: page.totalCount,
  };
}

// ------------------------------------------------------------------ the tables

/** One page of the view's table with its total (the list query language; 400 for unknown columns/operators). */
export async function list(caller: UserCaller, view: PipelineView, input: ListQueryInput): Promise<InvestorOfferList> {
  const scope = scopeOf(caller, view);
  if (view === 'network') rememberScope(caller.user.userId, scope.kind);
  const stuck = callerStuckCutoffs(caller);
  const page = await repo.listPipelinePage(caller.db, {
    tenantId: caller.tenant.id,
    scope,
    userId: caller.user.userId,
    list: input,
    stuck: cutoffsAsText(stuck),
  });
  return toList(page, view, stuck);
}

/**
 * The scope's kind each user's last network list had (an operator's tenant, a coordinator's networks): the list
 * of a request whose session is still to be checked reads the session and the page in one statement, and the
 * scope follows the role, which only that session row tells. So the statement assumes the remembered kind and
 * the answer is checked against the row: a user not seen yet, or whose role changed, costs a second query. The
 * own view's scope does not depend on the role.
 */
const rememberedScopes = new Map<string, PipelineScope['kind']>();
const MAX_REMEMBERED_SCOPES = 10_000;

function rememberScope(userId: string, kind: PipelineScope['kind']): void {
  if (rememberedScopes.get(userId) === kind) return;
  if (rememberedScopes.size >= MAX_REMEMBERED_SCOPES) rememberedScopes.clear();
  rememberedScopes.set(userId, kind);
}

/**
 * The table for a request whose token passed and whose session is not checked yet (plugins/auth.ts
 * PendingSession): one statement reads the session and the page; the session is checked (401/403 as before any
 * other answer) before anything of the page is used.
 */
export async function listCheckingSession(
  caller: Caller,
  session: PendingSession,
  view: PipelineView,
  input: ListQueryInput,
): Promise<InvestorOfferList> {
  const { userId } = session.key;
  const kind = view === 'own' ? 'owner' : rememberedScopes.get(userId);
  if (!kind || !isSessionKey(session.key)) return list({ ...caller, user: await session.confirm() }, view, input);
  const assumed: PipelineScope =
    kind === 'owner' ? { kind, userId } : kind === 'networks' ? { kind, coordinatorId: userId } : { kind };
  const stuck = stuckCutoffs(caller.tenant, caller.services.now());
  const page = await repo.listPipelinePage(
    caller.db,
    { tenantId: caller.tenant.id, scope: assumed, userId, list: input, stuck: cutoffsAsText(stuck) },
    session.key,
  );
  const checked: UserCaller = { ...caller, user: session.settle(page.session ?? null) };
  const scope = scopeOf(checked, view);
  if (scope.kind !== assumed.kind) return list(checked, view, input);
  return toList(page, view, stuck);
}

// ------------------------------------------------------------------ the board

const COLUMN_LABELS: Record<BoardColumnKey, { pl: string; en: string }> = {
  invited: { pl: 'Wysłane', en: 'Invited' },
  viewed: { pl: 'Wyświetlone', en: 'Viewed' },
  interested: { pl: 'Rozważane', en: 'Interested' },
  accepted: { pl: 'Zaakceptowane', en: 'Accepted' },
  active: { pl: 'Aktywne', en: 'Active' },
  lost: { pl: 'Utracone', en: 'Lost' },
  archived: { pl: 'Zarchiwizowane', en: 'Archived' },
};

const COLUMN_VARIANTS: Record<BoardColumnKey, KanbanColumn['variant']> = {
  invited: 'neutral',
  viewed: 'info',
  interested: 'warning',
  accepted: 'success',
  active: 'success',
  lost: 'danger',
  archived: 'muted',
};

/** The columns that show sums of the investment value per currency. */
const SUM_COLUMNS: ReadonlySet<BoardColumnKey> = new Set(['interested', 'accepted', 'active']);

const CURRENCY_ORDER = ['PLN', 'EUR', 'USD'] as const;

export interface BoardParams {
  scope?: PipelineView;
  sort?: ListSort;
  filters?: ListFilters;
  limit?: number;
}

/**
 * getInvestorOffersBoard: every column in pipeline order with its total count and (interested, accepted, active)
 * the sums per currency over EVERY matching offer (one aggregate), and its first `limit` cards in the sort.
 */
export async function board(caller: UserCaller, params: BoardParams): Promise<InvestorOfferBoard> {
  const view = params.scope ?? 'own';
  const scope = scopeOf(caller, view);
  const stuck = callerStuckCutoffs(caller);
  const input: repo.BoardInput = {
    tenantId: caller.tenant.id,
    scope,
    list: { sort: params.sort, filters: params.filters },
    limit: params.limit ?? 50,
    stuck: cutoffsAsText(stuck),
    language: rowLanguage(caller),
  };
  const [aggregates, cards] = await Promise.all([
    repo.boardAggregates(caller.db, input),
    repo.boardCards(caller.db, input),
  ]);
  const ownerName = view === 'network';
  const itemsOf = new Map<BoardColumnKey, OfferListRecord[]>();
  for (const card of cards) itemsOf.set(card.columnKey, [...(itemsOf.get(card.columnKey) ?? []), card]);
  return {
    columns: repo.BOARD_COLUMNS.map(({ key, statuses }) => {
      const inColumn = (group: { status: string }) => (statuses as readonly string[]).includes(group.status);
      const items = (itemsOf.get(key) ?? []).map((record) => toInvestorOfferRow(record, { ownerName, stuck }));
      return {
        key,
        label: COLUMN_LABELS[key],
        variant: COLUMN_VARIANTS[key],
        totalCount: aggregates.counts.filter(inColumn).reduce((total, group) => total + group.count, 0),
        displayedCount: items.length,
        items,
        sum: SUM_COLUMNS.has(key) ? sumsPerCurrency(aggregates.sums.filter(inColumn)) : [],
      };
    }),
  };
}

/** Exact per-currency sums (integer grosz), currencies without any amount left out. */
function sumsPerCurrency(groups: repo.BoardAggregates['sums']): KanbanColumn['sum'] {
  const totals = new Map<string, bigint>();
  for (const group of groups) {
    totals.set(group.currency, (totals.get(group.currency) ?? 0n) + toMinorUnits(group.sum));
  }
  return CURRENCY_ORDER.filter((currency) => totals.has(currency)).map((currency) => ({
    currency,
    value: Number(formatMinorUnits(totals.get(currency)!)),
  }));
}

// ------------------------------------------------------------------ the export

export interface ExportParams {
  format: ExportFormat;
  sort?: ListSort;
  filters?: ListFilters;
}

/** The language of the request (the first of pl/en in Accept-Language, by weight), else null. */
export function requestLanguage(acceptLanguage: string | undefined): ExportLanguage | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0], weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.weight > 0 && (entry.language === 'pl' || entry.language === 'en'))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return (ranked[0]?.language as ExportLanguage | undefined) ?? null;
}

export interface ExportFile {
  stream: PassThrough;
  contentType: string;
  fileName: string;
}

/**
 * exportInvestorOffers / exportNetworkInvestorOffers: every row the filters select, in the sort, streamed (a
 * cursor read in batches; each batch written before the next is read, at the pace of the client). The filters
 * are checked (400) before the answer starts; an error after that ends the stream early.
 */
export async function exportFile(
  caller: UserCaller,
  view: PipelineView,
  params: ExportParams,
  acceptLanguage: string | undefined,
): Promise<ExportFile> {
  const scope = scopeOf(caller, view);
  const stuck = cutoffsAsText(callerStuckCutoffs(caller));
  const language =
    requestLanguage(acceptLanguage) ??
    ((await findUserById(caller.db, caller.tenant.id, caller.user.userId))?.locale === 'en' ? 'en' : 'pl');
  const input: repo.ExportInput = {
    tenantId: caller.tenant.id,
    scope,
    list: { sort: params.sort, filters: params.filters },
    stuck,
    language,
    owner: view === 'network',
  };
  repo.checkExportQuery(input);
  const columns = exportColumns(language, view === 'network');
  const stream = new PassThrough();
  const writer =
    params.format === 'xlsx' ? xlsxWriter(stream, columns, language) : csvWriter(stream, columns, language);
  void repo
    .streamExportRows(caller.db, input, (rows) => writer.write(rows))
    .then(() => writer.end())
    .catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))));
  const { year, month, day } = warsawDateTime(caller.services.now());
  return {
    stream,
    contentType: EXPORT_CONTENT_TYPES[params.format],
    fileName: exportFileName(language, params.format, `${year}-${month}-${day}`),
  };
}
