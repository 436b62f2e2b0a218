import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  DEFAULT_PAGE_SIZE,
  nextSort,
  parseTableState,
  toListParams,
  writeTableState,
  type ColumnQuerySpec,
  type FilterValue,
  type ListParams,
  type SortState,
  type TableState,
} from './query-state';

export interface UseTableStateOptions {
  /** Rows a page: 20 for tables (the default), WHOLE_LIST_LIMIT for the lists the spec loads whole. */
  pageSize?: number;
  /** Prefix of this table's search params when a page has two tables. */
  prefix?: string;
}

export interface TableStateApi {
  state: TableState;
  /** The generated list hook's params for the current state. */
  params: ListParams;
  pageSize: number;
  /** Header activation: none -> asc -> desc -> none (back to page 1). */
  toggleSort: (name: string) => void;
  setSort: (sort: SortState | null) => void;
  /** Sets (or clears, with undefined) one column's filter; back to page 1. */
  setFilter: (id: string, value: FilterValue | undefined) => void;
  clearFilters: () => void;
  setPage: (page: number) => void;
  setHidden: (hidden: string[]) => void;
  toggleColumn: (id: string, visible: boolean) => void;
}

/**
 * The table state kept in the URL's search params, so a reload or a shared link shows the same page. Reading
 * is derived from the URL on every render (no copy to drift); every change writes the URL. Typing in a filter
 * replaces the history entry; sorting, paging and columns push one (Back undoes them).
 */
export function useTableState(columns: readonly ColumnQuerySpec[], options: UseTableStateOptions = {}): TableStateApi {
  const { pageSize = DEFAULT_PAGE_SIZE, prefix = '' } = options;
  const [searchParams, setSearchParams] = useSearchParams();
  // Columns are usually built per render; their query-relevant shape is what matters for memoising.
  const columnsKey = JSON.stringify(columns.map((c) => [c.id, c.sortable, c.filter, c.hideable]));
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableColumns = useMemo(() => columns, [columnsKey]);

  const state = useMemo(
    () => parseTableState(searchParams, stableColumns, prefix),
    [searchParams, stableColumns, prefix],
  );
  const params = useMemo(() => toListParams(state, stableColumns, pageSize), [state, stableColumns, pageSize]);

  const update = useCallback(
    (change: (current: TableState) => TableState, replace = false) => {
      setSearchParams(
        (current) =>
          writeTableState(current, change(parseTableState(current, stableColumns, prefix)), stableColumns, prefix),
        { replace },
      );
    },
    [setSearchParams, stableColumns, prefix],
  );

  const toggleSort = useCallback(
    (name: string) => update((current) => ({ ...current, sort: nextSort(current.sort, name), page: 1 })),
    [update],
  );
  const setSort = useCallback(
    (sort: SortState | null) => update((current) => ({ ...current, sort, page: 1 })),
    [update],
  );
  const setFilter = useCallback(
    (id: string, value: FilterValue | undefined) =>
      update((current) => {
        const filters = { ...current.filters };
        if (value) filters[id] = value;
        else delete filters[id];
        return { ...current, filters, page: 1 };
      }, true),
    [update],
  );
  const clearFilters = useCallback(() => update((current) => ({ ...current, filters: {}, page: 1 })), [update]);
  const setPage = useCallback(
    (page: number) => update((current) => ({ ...current, page: Math.max(1, Math.floor(page)) })),
    [update],
  );
  const setHidden = useCallback((hidden: string[]) => update((current) => ({ ...current, hidden })), [update]);
  const toggleColumn = useCallback(
    (id: string, visible: boolean) =>
      update((current) => ({
        ...current,
        hidden: visible ? current.hidden.filter((h) => h !== id) : [...new Set([...current.hidden, id])],
      })),
    [update],
  );

  return {
    state,
    params,
    pageSize,
    toggleSort,
    setSort,
    setFilter,
    clearFilters,
    setPage,
    setHidden,
    toggleColumn,
  };
}
