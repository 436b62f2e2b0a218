/**
 * The ONE component of ours around react-kanban-kit (docs: STACK-NOTES "react-kanban-kit"): everything else of the
 * pipeline speaks in offers and column keys, never in the kit's BoardData. The kit gives drag and drop (pragmatic
 * drag and drop), skeleton cards and "load more on scroll"; this wrapper adds what it lacks:
 *
 *   - drop targets that follow the transition policy: while a card is dragged, the columns it may not go to take no
 *     pointer events (so they are no drop target at all) and say so; a drop elsewhere is ignored;
 *   - column headers with the server's totals and per-currency sums, a "Show more" button per column;
 *   - a keyboard-reachable action menu on every card (the kit has no keyboard dragging).
 */
import { useMemo, useState, type CSSProperties, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { Kanban, type BoardData, type BoardItem } from 'react-kanban-kit';
import type { InvestorOfferRow, KanbanColumnKey, MoneyAmount } from '#generated/api/model';
import { formatDateTime } from '../../../lib/format';
import { RowActionsMenu, type RowAction } from '../../../lib/table';
import { secondaryButton } from '../../../lib/ui/styles';
import { columnMessages, investorMessages } from '../investor-messages';
import { formatMoney, formatSums, StuckBadge, TruncatedWithTooltip } from '../offer-cells';
import { CAMPAIGN_MAX, NAME_MAX } from '../investor-columns';
import { displayName } from '../use-offer-actions';

export interface BoardColumnView {
  key: KanbanColumnKey;
  /** The server's count of every matching offer (adjusted while a move is on its way). */
  totalCount: number;
  /** The server's sums per currency (empty for columns without sums). */
  sum: readonly MoneyAmount[];
  showSums: boolean;
  cards: InvestorOfferRow[];
  loadingMore: boolean;
}

export interface InvestorBoardProps {
  columns: readonly BoardColumnView[];
  /** The columns a card may be dropped on (the transition policy for the signed-in role). */
  dropTargetsOf: (row: InvestorOfferRow) => ReadonlySet<KanbanColumnKey>;
  /** A card was dropped on a column it may go to. */
  onDrop: (row: InvestorOfferRow, target: KanbanColumnKey) => void;
  onLoadMore: (key: KanbanColumnKey) => void;
  menuActions: (row: InvestorOfferRow) => RowAction[];
}

/** Skeleton cards shown below the loaded ones while more exist (scrolling them into view loads the next page). */
const SKELETONS = 3;
const COLUMN_PREFIX = 'column:';
const CARD_PREFIX = 'offer:';

const VARIANT: Record<KanbanColumnKey, string> = {
  invited: 'border-t-gray-400',
  viewed: 'border-t-sky-500',
  interested: 'border-t-amber-500',
  accepted: 'border-t-indigo-500',
  active: 'border-t-emerald-600',
  lost: 'border-t-red-600',
  archived: 'border-t-gray-300',
};

function keyOf(columnId: string): KanbanColumnKey {
  return columnId.slice(COLUMN_PREFIX.length) as KanbanColumnKey;
}

export function InvestorBoard({ columns, dropTargetsOf, onDrop, onLoadMore, menuActions }: InvestorBoardProps) {
  const intl = useIntl();
  const [dragging, setDragging] = useState<InvestorOfferRow | null>(null);

  const byKey = useMemo(() => new Map(columns.map((column) => [column.key, column])), [columns]);
  const rows = useMemo(
    () => new Map(columns.flatMap((column) => column.cards.map((card) => [CARD_PREFIX + card.id, card] as const))),
    [columns],
  );

  const dataSource = useMemo<BoardData>(() => {
    const data: BoardData = {
      root: {
        id: 'root',
        title: 'root',
        parentId: null,
        children: columns.map((column) => COLUMN_PREFIX + column.key),
        totalChildrenCount: columns.length,
      },
    };
    for (const column of columns) {
      const id = COLUMN_PREFIX + column.key;
      const more = Math.max(0, column.totalCount - column.cards.length);
      data[id] = {
        id,
        title: intl.formatMessage(columnMessages[column.key]),
        parentId: 'root',
        children: column.cards.map((card) => CARD_PREFIX + card.id),
        totalChildrenCount: column.cards.length + Math.min(more, SKELETONS),
        isDraggable: false,
      };
      for (const card of column.cards) {
        data[CARD_PREFIX + card.id] = {
          id: CARD_PREFIX + card.id,
          title: displayName(card),
          parentId: id,
          children: [],
          totalChildrenCount: 0,
          type: 'card',
          content: card,
        };
      }
    }
    return data;
  }, [columns, intl]);

  const allowed = dragging ? dropTargetsOf(dragging) : null;
  const blocked = (key: KanbanColumnKey) =>
    allowed !== null && dragging !== null && !allowed.has(key) && columnKeyOfRow(columns, dragging) !== key;

  return (
    <div
      role="group"
      aria-label={intl.formatMessage(investorMessages.boardLabel)}
      className="investor-board h-[70vh] min-h-96 overflow-x-auto pb-2"
    >
      <Kanban
        dataSource={dataSource}
        virtualization={false}
        allowColumnDrag={false}
        cardsGap={8}
        rootClassName="flex gap-3"
        configMap={{
          card: {
            isDraggable: true,
            render: ({ data }: { data: BoardItem }) => (
              <BoardCard
                row={data.content as InvestorOfferRow}
                actions={menuActions(data.content as InvestorOfferRow)}
              />
            ),
          },
        }}
        renderColumnWrapper={(column, props) => {
          const key = keyOf(column.id);
          const { ref, className, style, children } = props as typeof props & { ref?: Ref<HTMLElement> };
          return (
            <ColumnSection columnKey={key} sectionRef={ref} className={className} style={style} blocked={blocked(key)}>
              {children}
            </ColumnSection>
          );
        }}
        renderColumnHeader={(column) => {
          const view = byKey.get(keyOf(column.id));
          return view ? <ColumnHeader view={view} /> : null;
        }}
        // The kit writes "Default Footer" for a footer that renders nothing: only columns that need one get it.
        allowListFooter={(column) => {
          const view = byKey.get(keyOf(column.id));
          return view !== undefined && (view.totalCount === 0 || view.cards.length < view.totalCount);
        }}
        renderListFooter={(column) => {
          const view = byKey.get(keyOf(column.id));
          if (!view) return null;
          if (view.cards.length === 0 && view.totalCount === 0) {
            return (
              <p className="px-2 py-4 text-center text-sm text-gray-700">
                {intl.formatMessage(investorMessages.boardEmptyColumn)}
              </p>
            );
          }
          if (view.cards.length >= view.totalCount) return null;
          return (
            <div className="flex flex-col items-center gap-1 py-2">
              <p className="text-xs text-gray-600">
                {intl.formatMessage(investorMessages.shownOf, { shown: view.cards.length, total: view.totalCount })}
              </p>
              <button
                type="button"
                className={`${secondaryButton} px-3 py-1.5`}
                disabled={view.loadingMore}
                aria-describedby={`board-column-${view.key}`}
                onClick={() => onLoadMore(view.key)}
              >
                {intl.formatMessage(view.loadingMore ? investorMessages.loadingMore : investorMessages.showMore)}
              </button>
            </div>
          );
        }}
        renderSkeletonCard={() => (
          <div aria-hidden="true" className="h-20 animate-pulse rounded-lg bg-gray-100 motion-reduce:animate-none" />
        )}
        loadMore={(columnId) => {
          const view = byKey.get(keyOf(columnId));
          if (view && !view.loadingMore && view.cards.length < view.totalCount) onLoadMore(view.key);
        }}
        onCardDndStateChange={(info) => {
          const card = info.card;
          if (!card || !card.id.startsWith(CARD_PREFIX)) return;
          const type = info.state.type;
          if (type === 'is-dragging' || type === 'preview') {
            const row = rows.get(card.id);
            if (row && dragging?.id !== row.id) setDragging(row);
          } else if (type === 'idle' && dragging && CARD_PREFIX + dragging.id === card.id) {
            setDragging(null);
          }
        }}
        onCardMove={({ cardId, fromColumnId, toColumnId }) => {
          setDragging(null);
          const row = rows.get(cardId);
          if (!row || fromColumnId === toColumnId) return;
          const target = keyOf(toColumnId);
          if (dropTargetsOf(row).has(target)) onDrop(row, target);
        }}
      />
    </div>
  );
}

function columnKeyOfRow(columns: readonly BoardColumnView[], row: InvestorOfferRow): KanbanColumnKey | undefined {
  return columns.find((column) => column.cards.some((card) => card.id === row.id))?.key;
}

function ColumnSection({
  columnKey,
  sectionRef,
  className,
  style,
  blocked,
  children,
}: {
  columnKey: KanbanColumnKey;
  sectionRef?: Ref<HTMLElement>;
  className?: string;
  style?: CSSProperties;
  blocked: boolean;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <section
      ref={sectionRef}
      aria-labelledby={`board-column-${columnKey}`}
      data-column={columnKey}
      data-drop-blocked={blocked || undefined}
      style={{ ...style, ...(blocked ? { pointerEvents: 'none' } : {}) }}
      className={`${className ?? ''} flex shrink-0 flex-col rounded-xl border border-t-4 border-gray-200 bg-gray-50 ${VARIANT[columnKey]} ${blocked ? 'opacity-50' : ''}`}
    >
      {blocked ? <p className="sr-only">{intl.formatMessage(investorMessages.notDropTarget)}</p> : null}
      {children}
    </section>
  );
}

function ColumnHeader({ view }: { view: BoardColumnView }) {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-1 px-3 pt-3 pb-2">
      <h2
        id={`board-column-${view.key}`}
        className="flex flex-wrap items-baseline justify-between gap-x-2 gap-y-1 text-sm font-semibold text-gray-900"
      >
        <span className="min-w-0 break-words">{intl.formatMessage(columnMessages[view.key])}</span>
        <span className="rounded-full bg-white px-2 py-0.5 text-xs font-medium whitespace-nowrap text-gray-700 ring-1 ring-gray-200">
          {intl.formatMessage(investorMessages.columnCount, { count: view.totalCount })}
        </span>
      </h2>
      {view.showSums && view.sum.length > 0 ? (
        <p className="text-xs text-gray-700 tabular-nums" data-testid={`board-sums-${view.key}`}>
          {intl.formatMessage(investorMessages.columnSums, { sums: formatSums(view.sum) })}
        </p>
      ) : null}
    </div>
  );
}

function BoardCard({ row, actions }: { row: InvestorOfferRow; actions: RowAction[] }) {
  const intl = useIntl();
  const name = displayName(row);
  const amount = formatMoney(row.investmentValue, row.currency);
  return (
    <article
      aria-label={intl.formatMessage(investorMessages.cardLabel, { name, campaign: row.campaignName })}
      data-offer-id={row.id}
      className="rounded-lg border border-gray-200 bg-white p-3 text-sm shadow-xs"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-gray-900">
            {row.investorName ? (
              <TruncatedWithTooltip text={row.investorName} max={NAME_MAX} />
            ) : (
              <span className="text-gray-600 italic">{intl.formatMessage(investorMessages.noName)}</span>
            )}
          </p>
          <p className="truncate text-xs text-gray-600" title={row.investorEmail}>
            {row.investorEmail}
          </p>
        </div>
        <RowActionsMenu label={intl.formatMessage(investorMessages.rowActions, { name })} actions={actions} />
      </div>
      <p className="mt-2 text-gray-800">
        <TruncatedWithTooltip text={row.campaignName} max={CAMPAIGN_MAX} />
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-xs text-gray-700">
        {amount ? <span className="font-medium tabular-nums">{amount}</span> : null}
        <span>{intl.formatMessage(investorMessages.statusSince, { date: formatDateTime(row.statusDate) })}</span>
      </div>
      {row.stuck ? (
        <div className="mt-2">
          <StuckBadge />
        </div>
      ) : null}
    </article>
  );
}
