import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  listInvestorOffers,
  listNetworkInvestorOffers,
  useGetInvestorOffersBoard,
} from '#generated/api/investor-pipeline/investor-pipeline';
import type { InvestorOfferRow, KanbanColumn, KanbanColumnKey, ListFilters, ListSort } from '#generated/api/model';
import { usePermissions } from '../../../lib/auth';
import { getErrorMessage } from '../../../lib/errors';
import { useNotifications } from '../../../lib/notifications';
import { DEFAULT_PAGE_SIZE } from '../../../lib/table';
import { secondaryButton } from '../../../lib/ui/styles';
import { investorMessages } from '../investor-messages';
import { BOARD_COLUMNS, COLUMN_STATUSES, columnOf, dropTargets, SUM_COLUMNS } from '../pipeline-moves';
import { useOfferActions } from '../use-offer-actions';
import { InvestorBoard, type BoardColumnView } from './investor-board';

export interface BoardViewProps {
  scope: 'own' | 'network';
  sort?: ListSort;
  filters?: ListFilters;
}

/** Cards per column in the board's first answer and in each "show more". */
export const BOARD_PAGE = DEFAULT_PAGE_SIZE;

interface Pending {
  target: KanbanColumnKey | null;
  from: KanbanColumnKey;
}

interface Moved {
  row: InvestorOfferRow;
  from: KanbanColumnKey;
  /** The board answer it was moved against: its counts are adjusted until a newer answer arrives. */
  at: number;
}

/**
 * The kanban view: getInvestorOffersBoard with the table's filters and sort (each column's
 * true totals and sums, its first cards); "show more" pages one column through the same list the table uses,
 * filtered to the column's statuses; moves run through the card menu or a drop, shown at once and settled by the
 * server (a refusal puts the card back).
 */
export function BoardView({ scope, sort, filters }: BoardViewProps) {
  const intl = useIntl();
  const { role } = usePermissions();
  const { notify } = useNotifications();
  const params = useMemo(
    () => ({ scope, limit: BOARD_PAGE, ...(sort ? { sort } : {}), ...(filters ? { filters } : {}) }),
    [scope, sort, filters],
  );
  const board = useGetInvestorOffersBoard(params);
  const paramsKey = JSON.stringify(params);

  // Pages loaded by "show more", per column, for these params only.
  const [extra, setExtra] = useState<{ key: string; rows: Partial<Record<KanbanColumnKey, InvestorOfferRow[]>> }>({
    key: paramsKey,
    rows: {},
  });
  const [loading, setLoading] = useState<ReadonlySet<KanbanColumnKey>>(new Set());
  // Moves on their way (id -> target column) and moves the server made (id -> the offer after it).
  const [pending, setPending] = useState<
    ReadonlyMap<string, { target: KanbanColumnKey | null; from: KanbanColumnKey }>
  >(new Map());
  const [moved, setMoved] = useState<ReadonlyMap<string, Moved>>(new Map());

  const actions = useOfferActions({
    onMoveStart: (row, target) =>
      setPending((current) => new Map(current).set(row.id, { target, from: columnOf(row.status) })),
    onMoveEnd: (row, result) => {
      setPending((current) => {
        const next = new Map(current);
        next.delete(row.id);
        return next;
      });
      if (result) {
        setMoved((current) =>
          new Map(current).set(row.id, { row: result, from: columnOf(row.status), at: board.dataUpdatedAt }),
        );
      }
    },
  });

  const columns = useMemo(
    () =>
      buildColumns({
        served: board.data?.columns ?? [],
        servedAt: board.dataUpdatedAt,
        extraRows: extra.key === paramsKey ? extra.rows : {},
        moved,
        pending,
        loading,
      }),
    [board.data, board.dataUpdatedAt, extra, paramsKey, moved, pending, loading],
  );

  const loadMore = useCallback(
    async (key: KanbanColumnKey) => {
      const column = columns.find((candidate) => candidate.key === key);
      if (!column || loading.has(key)) return;
      setLoading((current) => new Set(current).add(key));
      // The column's offers in the board's sort, after the ones loaded (statuses AND the user's status filter).
      const wanted = COLUMN_STATUSES[key];
      const chosen = filters?.status?.values;
      const statuses = chosen ? wanted.filter((status) => chosen.includes(status)) : wanted;
      const listParams = {
        limit: BOARD_PAGE,
        offset: column.cards.length,
        ...(sort ? { sort } : {}),
        filters: { ...filters, status: { type: 'array' as const, operator: 'in' as const, values: statuses } },
      };
      try {
        const page =
          scope === 'network' ? await listNetworkInvestorOffers(listParams) : await listInvestorOffers(listParams);
        setExtra((current) => {
          const rows = current.key === paramsKey ? current.rows : {};
          return { key: paramsKey, rows: { ...rows, [key]: [...(rows[key] ?? []), ...page.items] } };
        });
      } catch (error) {
        notify({
          kind: 'error',
          title: intl.formatMessage(investorMessages.actionFailed),
          message: getErrorMessage(error, intl),
        });
      } finally {
        setLoading((current) => {
          const next = new Set(current);
          next.delete(key);
          return next;
        });
      }
    },
    [columns, loading, filters, sort, scope, paramsKey, notify, intl],
  );

  const dropTargetsOf = useCallback((row: InvestorOfferRow) => new Set(dropTargets(row.status, role).keys()), [role]);

  if (board.error && !board.isFetching) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-gray-200 bg-white px-4 py-10 text-center text-sm text-red-800"
      >
        <p>{getErrorMessage(board.error, intl)}</p>
        <button type="button" className={secondaryButton} onClick={() => void board.refetch()}>
          {intl.formatMessage({ id: 'table.retry', defaultMessage: 'Try again' })}
        </button>
      </div>
    );
  }
  if (board.isPending) {
    return (
      <p role="status" className="py-10 text-center text-sm text-gray-600">
        {intl.formatMessage(investorMessages.boardLoading)}
      </p>
    );
  }

  return (
    <>
      <InvestorBoard
        columns={columns}
        dropTargetsOf={dropTargetsOf}
        onDrop={(row, target) => {
          const move = dropTargets(row.status, role).get(target);
          if (move) actions.requestMove(row, move);
        }}
        onLoadMore={(key) => void loadMore(key)}
        menuActions={actions.menuActions}
      />
      {actions.elements}
    </>
  );
}

/** The columns as shown: the server's board, the pages loaded later, and the moves on their way or just made. */
function buildColumns({
  served,
  servedAt,
  extraRows,
  moved,
  pending,
  loading,
}: {
  served: readonly KanbanColumn[];
  servedAt: number;
  extraRows: Partial<Record<KanbanColumnKey, InvestorOfferRow[]>>;
  moved: ReadonlyMap<string, Moved>;
  pending: ReadonlyMap<string, Pending>;
  loading: ReadonlySet<KanbanColumnKey>;
}): BoardColumnView[] {
  const servedByKey = new Map(served.map((column) => [column.key, column]));
  // Every known offer once, in the order the server gave (first pages, then the pages loaded later).
  const seen = new Set<string>();
  const ordered: InvestorOfferRow[] = [];
  const add = (row: InvestorOfferRow) => {
    if (seen.has(row.id)) return;
    seen.add(row.id);
    ordered.push(moved.get(row.id)?.row ?? row);
  };
  for (const key of BOARD_COLUMNS) {
    servedByKey.get(key)?.items.forEach(add);
    extraRows[key]?.forEach(add);
  }
  const delta = new Map<KanbanColumnKey, number>();
  const shift = (from: KanbanColumnKey, to: KanbanColumnKey) => {
    if (from === to) return;
    delta.set(from, (delta.get(from) ?? 0) - 1);
    delta.set(to, (delta.get(to) ?? 0) + 1);
  };
  for (const { target, from } of pending.values()) if (target) shift(from, target);
  for (const entry of moved.values()) {
    if (entry.at === servedAt) shift(entry.from, columnOf(entry.row.status));
  }
  const placed = new Map<KanbanColumnKey, InvestorOfferRow[]>(BOARD_COLUMNS.map((key) => [key, []]));
  const movedIn = new Map<KanbanColumnKey, InvestorOfferRow[]>(BOARD_COLUMNS.map((key) => [key, []]));
  for (const row of ordered) {
    const move = pending.get(row.id);
    const key = move?.target ?? columnOf(row.status);
    const origin = move?.from ?? moved.get(row.id)?.from;
    // A card that has just arrived goes on top of its new column.
    (origin !== undefined && origin !== key ? movedIn : placed).get(key)?.push(row);
  }
  return BOARD_COLUMNS.filter((key) => servedByKey.has(key)).map((key) => {
    const column = servedByKey.get(key)!;
    return {
      key,
      totalCount: Math.max(0, column.totalCount + (delta.get(key) ?? 0)),
      sum: column.sum,
      showSums: SUM_COLUMNS.has(key),
      cards: [...(movedIn.get(key) ?? []), ...(placed.get(key) ?? [])],
      loadingMore: loading.has(key),
    };
  });
}
