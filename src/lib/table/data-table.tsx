import { useEffect, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type VisibilityState,
} from '@tanstack/react-table';
import { getErrorMessage } from '../errors';
import { focusRing, secondaryButton } from '../ui/styles';
import { FilterControl } from './filter-controls';
import { tableMessages } from './messages';
import { Popover } from './popover';
import { isEmptyCell, pageCount, truncateText, type ColumnQuerySpec } from './query-state';
import type { TableStateApi } from './use-table-state';

export interface DataTableColumn<Row> extends ColumnQuerySpec {
  /** Translated column name. */
  header: string;
  /** The cell's value for the default rendering (default: `row[id]`). */
  value?: (row: Row) => unknown;
  /** Custom cell content; the placeholder is still shown when `value` is empty. */
  cell?: (row: Row) => ReactNode;
  /** Cut text longer than this many characters with "..." (the full text in a tooltip). */
  truncate?: number;
  /** Hidden unless the URL shows it (not used yet by any list; the URL's `hide` wins). */
  className?: string;
}

/** The part of a react-query result the table reads. */
export interface DataTableQuery<Row> {
  data: { items: Row[]; totalCount: number } | undefined;
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface DataTableProps<Row> {
  /** Accessible name of the table (e.g. the page title). */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  table: TableStateApi;
  query: DataTableQuery<Row>;
  getRowId: (row: Row) => string;
  /** Row actions slot: rendered in the last column ("Actions"), which cannot be hidden. */
  rowActions?: (row: Row) => ReactNode;
  /** Extra toolbar content (e.g. an "Add" button), shown on the left of the "Columns" menu. */
  toolbar?: ReactNode;
  /** What an empty list without filters says (translated); default: the kit's "no results". */
  emptyMessage?: string;
}

const ACTIONS_ID = '__actions';
/**
 * The actions column stays in view at the right edge while a wide table scrolls sideways (the investor table has a
 * dozen columns): a person never has to scroll to the far end of a row to reach its menu.
 */
const stickyActions = (id: string, background: string) =>
  id === ACTIONS_ID ? ` sticky right-0 z-10 ${background} shadow-[inset_1px_0_0_var(--color-gray-200)]` : '';
const SKELETON_ROWS = 5;

/** Text with "..." after `max` characters and the full text in its title; the placeholder when empty. */
export function TruncatedText({ text, max }: { text: string | null | undefined; max?: number }) {
  if (isEmptyCell(text)) return <EmptyCell />;
  const full = String(text);
  const shown = max ? truncateText(full, max) : full;
  return shown === full ? <>{full}</> : <span title={full}>{shown}</span>;
}

/** The placeholder of an empty cell ("—"), with a name for screen readers. */
export function EmptyCell() {
  const intl = useIntl();
  return (
    <span className="text-gray-400" title={intl.formatMessage(tableMessages.noValue)}>
      <span aria-hidden="true">{intl.formatMessage(tableMessages.placeholder)}</span>
      <span className="sr-only">{intl.formatMessage(tableMessages.noValue)}</span>
    </span>
  );
}

function renderCell<Row>(column: DataTableColumn<Row>, row: Row): ReactNode {
  const value = column.value ? column.value(row) : (row as Record<string, unknown>)[column.id];
  if (isEmptyCell(value)) return <EmptyCell />;
  if (column.cell) return column.cell(row);
  const text = Array.isArray(value) ? value.join(', ') : String(value);
  return <TruncatedText text={text} max={column.truncate} />;
}

/**
 * A list on @tanstack/react-table v8 in manual mode: the server sorts, filters and pages (the contract's list
 * query language); the state lives in the URL (useTableState). Sortable headers are buttons with aria-sort,
 * each filter is labelled, the pagination buttons are named, loading shows skeleton rows (aria-busy), errors
 * the API's message with a retry, an empty page "no results" with "Clear filters".
 */
export function DataTable<Row>({
  label,
  columns,
  table,
  query,
  getRowId,
  rowActions,
  toolbar,
  emptyMessage,
}: DataTableProps<Row>) {
  const intl = useIntl();
  const { state, pageSize } = table;
  const total = query.data?.totalCount ?? 0;
  const pages = pageCount(total, pageSize);
  const hasFilters = Object.keys(state.filters).length > 0;

  const columnDefs = useMemo<ColumnDef<Row>[]>(() => {
    const defs: ColumnDef<Row>[] = columns.map((column) => ({
      id: column.id,
      header: column.header,
      enableHiding: column.hideable !== false,
      enableSorting: Boolean(column.sortable),
      cell: ({ row }) => renderCell(column, row.original),
    }));
    if (rowActions) {
      defs.push({
        id: ACTIONS_ID,
        header: intl.formatMessage(tableMessages.actions),
        enableHiding: false,
        enableSorting: false,
        cell: ({ row }) => rowActions(row.original),
      });
    }
    return defs;
  }, [columns, rowActions, intl]);

  const columnVisibility = useMemo<VisibilityState>(
    () => Object.fromEntries(state.hidden.map((id) => [id, false])),
    [state.hidden],
  );

  // Manual mode with the state passed in on every render: nothing of the table instance is memoised downstream.
  // eslint-disable-next-line react-hooks/incompatible-library
  const reactTable = useReactTable<Row>({
    data: query.data?.items ?? [],
    columns: columnDefs,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualFiltering: true,
    manualPagination: true,
    rowCount: total,
    state: {
      columnVisibility,
      sorting: state.sort ? [{ id: state.sort.name, desc: state.sort.order === 'desc' }] : [],
      pagination: { pageIndex: state.page - 1, pageSize },
    },
    onColumnVisibilityChange: (updater) => {
      const next = typeof updater === 'function' ? updater(columnVisibility) : updater;
      table.setHidden(
        Object.entries(next)
          .filter(([, visible]) => !visible)
          .map(([id]) => id),
      );
    },
  });

  // A page past the end (rows deleted, a stale link): go to the last page.
  const { setPage } = table;
  useEffect(() => {
    if (query.data && total > 0 && state.page > pages) setPage(pages);
  }, [query.data, total, state.page, pages, setPage]);

  const byId = new Map(columns.map((column) => [column.id, column]));
  const visibleColumns = reactTable.getVisibleLeafColumns();
  const anyFilter = visibleColumns.some((column) => byId.get(column.id)?.filter);
  const rows = reactTable.getRowModel().rows;
  const showSkeleton = query.isPending && !query.error;
  const busy = query.isFetching || query.isPending;

  let body: ReactNode;
  if (query.error && !query.isFetching) {
    body = (
      <tr>
        <td colSpan={visibleColumns.length} className="px-4 py-10">
          <div role="alert" className="flex flex-col items-center gap-3 text-center text-sm text-red-800">
            <p>{getErrorMessage(query.error, intl)}</p>
            <button type="button" className={secondaryButton} onClick={() => void query.refetch()}>
              {intl.formatMessage(tableMessages.retry)}
            </button>
          </div>
        </td>
      </tr>
    );
  } else if (showSkeleton) {
    body = Array.from({ length: Math.min(SKELETON_ROWS, pageSize) }, (_, index) => (
      <tr key={`skeleton-${index}`} aria-hidden="true" data-testid="skeleton-row">
        {visibleColumns.map((column) => (
          <td key={column.id} className="px-4 py-3">
            <span className="block h-4 w-3/4 animate-pulse rounded bg-gray-200 motion-reduce:animate-none" />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={visibleColumns.length} className="px-4 py-10 text-center text-sm text-gray-600">
          <p>
            {hasFilters
              ? intl.formatMessage(tableMessages.emptyFiltered)
              : (emptyMessage ?? intl.formatMessage(tableMessages.empty))}
          </p>
          {hasFilters ? (
            <button type="button" className={`${secondaryButton} mt-3`} onClick={table.clearFilters}>
              {intl.formatMessage(tableMessages.clearFilters)}
            </button>
          ) : null}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row) => (
      <tr key={row.id} className="group border-t border-gray-100 hover:bg-gray-50">
        {row.getVisibleCells().map((cell) => (
          <td
            key={cell.id}
            className={`px-4 py-3 align-top text-sm text-gray-900${stickyActions(cell.column.id, 'bg-white group-hover:bg-gray-50')}`}
          >
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        ))}
      </tr>
    ));
  }

  const hideable = reactTable.getAllLeafColumns().filter((column) => column.getCanHide());

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">{toolbar}</div>
        <div className="flex items-center gap-3">
          {hasFilters ? (
            <button
              type="button"
              onClick={table.clearFilters}
              className={`rounded-md px-2 py-1 text-sm font-medium text-gray-700 underline underline-offset-4 hover:text-gray-900 ${focusRing}`}
            >
              {intl.formatMessage(tableMessages.clearFilters)}
            </button>
          ) : null}
          <Popover label={intl.formatMessage(tableMessages.columns)} align="right">
            <fieldset>
              <legend className="mb-2 text-xs font-semibold text-gray-600 uppercase">
                {intl.formatMessage(tableMessages.showColumns)}
              </legend>
              <div className="flex flex-col gap-2">
                {hideable.map((column) => (
                  <label key={column.id} className="flex items-center gap-2 text-sm text-gray-900">
                    <input
                      type="checkbox"
                      checked={column.getIsVisible()}
                      onChange={(event) => column.toggleVisibility(event.target.checked)}
                      className={`size-4 rounded border-gray-300 accent-(--color-base) ${focusRing}`}
                    />
                    {byId.get(column.id)?.header ?? column.id}
                  </label>
                ))}
              </div>
            </fieldset>
          </Popover>
        </div>
      </div>

      {/* relative: the containing block of the cells' visually hidden texts, which would otherwise widen the page */}
      <div className="relative overflow-x-auto rounded-xl border border-gray-200 bg-white">
        <table aria-label={label} aria-busy={busy} className="min-w-full text-left">
          <thead className="bg-gray-50">
            {reactTable.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const column = byId.get(header.column.id);
                  const name = String(header.column.columnDef.header ?? '');
                  const sorted = header.column.getIsSorted();
                  const ariaSort = !column?.sortable
                    ? undefined
                    : sorted === 'asc'
                      ? 'ascending'
                      : sorted === 'desc'
                        ? 'descending'
                        : 'none';
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={ariaSort}
                      className={`px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-gray-600 uppercase${stickyActions(header.column.id, 'bg-gray-50')}`}
                    >
                      {column?.sortable ? (
                        <button
                          type="button"
                          onClick={() => table.toggleSort(header.column.id)}
                          className={`-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-gray-900 ${focusRing}`}
                        >
                          {name}
                          <SortIcon direction={sorted} />
                        </button>
                      ) : (
                        name
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
            {anyFilter ? (
              <tr className="border-t border-gray-200">
                {visibleColumns.map((visible) => {
                  const column = byId.get(visible.id);
                  return (
                    <td key={visible.id} className={`px-4 pb-3 align-top${stickyActions(visible.id, 'bg-gray-50')}`}>
                      {column?.filter ? (
                        <FilterControl
                          column={column.header}
                          spec={column.filter}
                          value={state.filters[column.id]}
                          onChange={(value) => table.setFilter(column.id, value)}
                        />
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ) : null}
          </thead>
          <tbody>{body}</tbody>
        </table>
        {showSkeleton ? (
          <p role="status" className="sr-only">
            {intl.formatMessage(tableMessages.loading)}
          </p>
        ) : null}
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-gray-700">
        <p aria-live="polite">{query.data ? intl.formatMessage(tableMessages.total, { total }) : null}</p>
        {pages > 1 ? (
          <nav aria-label={intl.formatMessage(tableMessages.pagination)} className="flex items-center gap-2">
            <button
              type="button"
              className={`${secondaryButton} px-3 py-2 disabled:cursor-not-allowed disabled:opacity-50`}
              disabled={state.page <= 1}
              onClick={() => table.setPage(state.page - 1)}
              aria-label={intl.formatMessage(tableMessages.previousPage)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <span>{intl.formatMessage(tableMessages.pageOf, { page: state.page, pages })}</span>
            <button
              type="button"
              className={`${secondaryButton} px-3 py-2 disabled:cursor-not-allowed disabled:opacity-50`}
              disabled={state.page >= pages}
              onClick={() => table.setPage(state.page + 1)}
              aria-label={intl.formatMessage(tableMessages.nextPage)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </nav>
        ) : null}
      </div>
    </div>
  );
}

function SortIcon({ direction }: { direction: false | 'asc' | 'desc' }) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-3.5">
      {direction === 'asc' ? (
        <path d="M10 5l4 6H6l4-6Z" />
      ) : direction === 'desc' ? (
        <path d="M10 15l-4-6h8l-4 6Z" />
      ) : (
        <path d="M10 3l3.5 5h-7L10 3Zm0 14l-3.5-5h7L10 17Z" opacity="0.5" />
      )}
    </svg>
  );
}
