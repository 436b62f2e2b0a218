export { ConfirmDialog } from './confirm-dialog';
export {
  DataTable,
  EmptyCell,
  TruncatedText,
  type DataTableColumn,
  type DataTableProps,
  type DataTableQuery,
} from './data-table';
export { FILTER_DEBOUNCE_MS } from './filter-controls';
export { tableMessages } from './messages';
export {
  DEFAULT_PAGE_SIZE,
  EMPTY_TABLE_STATE,
  WHOLE_LIST_LIMIT,
  isEmptyCell,
  isEmptyFilter,
  nextSort,
  pageCount,
  parseTableState,
  toListFilter,
  toListParams,
  truncateText,
  writeTableState,
  type ColumnQuerySpec,
  type FilterOption,
  type FilterSpec,
  type FilterValue,
  type ListParams,
  type SortState,
  type TableState,
} from './query-state';
export { RowActionsMenu, type RowAction } from './row-actions-menu';
export { useTableState, type TableStateApi, type UseTableStateOptions } from './use-table-state';
