/**
 * The table state of every list (docs/product/investor-pipeline.md: sorting, filters, limit 20, offset, page and
 * a per-column show flag) and its two translations, both pure:
 *
 *   URL search params  <->  TableState  ->  the generated hooks' list params (the contract's query language:
 *   `sort {name, order}`, `filters {field: {type, operator, value | values | from | to}}`, `limit`, `offset`).
 *
 * URL format (readable, stable, shareable; `p` is an optional prefix when two tables share one page):
 *
 *   ?sort=-surname                  sort by surname, descending (`sort=surname` = ascending)
 *   &f.email=ann                    string filter (operator like)
 *   &f.status=active&f.status=initial  array filter (operator in): one param per value; contain: one value
 *   &f.createdAt.from=2026-01-01&f.createdAt.to=2026-02-01   date / number range (inclusive)
 *   &f.amount=1000                  number filter with operator leq
 *   &page=3                         1-based page (offset = (page - 1) * page size)
 *   &hide=email,status              hidden columns
 *
 * Only the columns a table declares are read back (an unknown sort column or filter in a hand-edited link is
 * ignored, never sent to the server).
 */
import type { ListFilter, ListFilters, ListSort } from '#generated/api/model';
import { isDecimalText } from '#schemas/formats/decimal';
import { isIsoDate } from '#schemas/formats/date';
import { DEFAULT_PAGE_SIZE } from '#schemas/constants';

// The page sizes are shared with the server (schemas/constants.ts); the table kit re-exports them.
export { DEFAULT_PAGE_SIZE, WHOLE_LIST_LIMIT } from '#schemas/constants';

export interface FilterOption {
  value: string;
  /** Already translated. */
  label: string;
}

/** How a column is filtered, in the contract's terms (see docs/product/investor-pipeline.md). */
export type FilterSpec =
  | { type: 'string' }
  | {
      type: 'array';
      operator?: 'in' | 'contain';
      options: readonly FilterOption[];
      /**
       * The contract's filter name when it is not the column's (a campaign name column filtered by the ids of
       * the campaign choices: `campaignId`). The URL keeps the column's id.
       */
      field?: string;
    }
  | { type: 'date' }
  | { type: 'number'; operator?: 'range' | 'leq' };

/** What the table kit needs to know about a column to read and write its state. */
export interface ColumnQuerySpec {
  /** The list row's field name: the sort name and the filter key of the contract. */
  id: string;
  sortable?: boolean;
  filter?: FilterSpec;
  /** false: the column cannot be hidden (e.g. actions). */
  hideable?: boolean;
}

/** A filter's current input; which fields are used depends on the column's FilterSpec. */
export interface FilterValue {
  value?: string;
  values?: string[];
  from?: string;
  to?: string;
}

export interface SortState {
  name: string;
  order: 'asc' | 'desc';
}

export interface TableState {
  sort: SortState | null;
  filters: Record<string, FilterValue>;
  /** 1-based. */
  page: number;
  hidden: string[];
}

export const EMPTY_TABLE_STATE: TableState = { sort: null, filters: {}, page: 1, hidden: [] };

export interface ListParams {
  sort?: ListSort;
  filters?: ListFilters;
  limit: number;
  offset: number;
}

const MAX_FILTER_LENGTH = 200;
const MAX_VALUES = 100;

function key(prefix: string, name: string): string {
  return `${prefix}${name}`;
}

function clean(text: string | null | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? trimmed.slice(0, MAX_FILTER_LENGTH) : undefined;
}

/** True when the filter has nothing to send. */
export function isEmptyFilter(value: FilterValue | undefined): boolean {
  if (!value) return true;
  return !clean(value.value) && !(value.values && value.values.length > 0) && !clean(value.from) && !clean(value.to);
}

/** Drops empty filters and the fields a column's filter type does not use. */
function normalizeFilter(spec: FilterSpec, value: FilterValue | undefined): FilterValue | null {
  if (!value) return null;
  let result: FilterValue;
  switch (spec.type) {
    case 'string':
      result = { value: clean(value.value) };
      break;
    case 'array': {
      const allowed = new Set(spec.options.map((option) => option.value));
      const values = [...new Set(value.values ?? [])]
        .filter((v) => v !== '' && (allowed.size === 0 || allowed.has(v)))
        // contain takes ONE value in the contract (ListFilter.value): the last one picked replaces the others.
        .slice(spec.operator === 'contain' ? -1 : 0, MAX_VALUES);
      result = { values: values.length > 0 ? values : undefined };
      break;
    }
    case 'date':
      result = {
        from: isDateText(value.from) ? value.from : undefined,
        to: isDateText(value.to) ? value.to : undefined,
      };
      break;
    case 'number':
      result =
        spec.operator === 'leq'
          ? { value: isNumeric(value.value) ? clean(value.value) : undefined }
          : {
              from: isNumeric(value.from) ? clean(value.from) : undefined,
              to: isNumeric(value.to) ? clean(value.to) : undefined,
            };
      break;
  }
  const compact = Object.fromEntries(Object.entries(result).filter(([, v]) => v !== undefined)) as FilterValue;
  return isEmptyFilter(compact) ? null : compact;
}

// The server's checks (schemas/formats), so a link never carries a value the list endpoint answers with 400
// (`2026-02-30`, a 16-digit number). People may type a decimal comma: it becomes a dot in toListFilter.
function isDateText(value: string | undefined): value is string {
  return typeof value === 'string' && isIsoDate(value);
}

function isNumeric(value: string | undefined): value is string {
  return typeof value === 'string' && isDecimalText(value.trim().replace(',', '.'));
}

/** Reads the table state of `columns` from the URL's search params. */
export function parseTableState(params: URLSearchParams, columns: readonly ColumnQuerySpec[], prefix = ''): TableState {
  const byId = new Map(columns.map((column) => [column.id, column]));

  let sort: SortState | null = null;
  const rawSort = params.get(key(prefix, 'sort'));
  if (rawSort) {
    const descending = rawSort.startsWith('-');
    const name = descending ? rawSort.slice(1) : rawSort;
    if (byId.get(name)?.sortable) sort = { name, order: descending ? 'desc' : 'asc' };
  }

  const filters: Record<string, FilterValue> = {};
  for (const column of columns) {
    if (!column.filter) continue;
    const base = key(prefix, `f.${column.id}`);
    const raw: FilterValue = {
      value: params.get(base) ?? undefined,
      values: params.getAll(base),
      from: params.get(`${base}.from`) ?? undefined,
      to: params.get(`${base}.to`) ?? undefined,
    };
    const normalized = normalizeFilter(column.filter, raw);
    if (normalized) filters[column.id] = normalized;
  }

  const pageText = params.get(key(prefix, 'page'));
  const pageNumber = pageText && /^\d{1,6}$/.test(pageText) ? Number(pageText) : 1;
  const page = pageNumber >= 1 ? pageNumber : 1;

  const hidden = (params.get(key(prefix, 'hide')) ?? '')
    .split(',')
    .filter((id) => byId.has(id) && byId.get(id)?.hideable !== false);

  return { sort, filters, page, hidden: [...new Set(hidden)] };
}

/**
 * Writes `state` into a copy of `params`: the keys of this table (with its prefix) are replaced, any other
 * search param (another table, a tab) is kept. Defaults (no sort, page 1, nothing hidden) are left out.
 */
export function writeTableState(
  params: URLSearchParams,
  state: TableState,
  columns: readonly ColumnQuerySpec[],
  prefix = '',
): URLSearchParams {
  const next = new URLSearchParams();
  const own = (name: string) =>
    name === key(prefix, 'sort') ||
    name === key(prefix, 'page') ||
    name === key(prefix, 'hide') ||
    name.startsWith(key(prefix, 'f.'));
  params.forEach((value, name) => {
    if (!own(name)) next.append(name, value);
  });

  if (state.sort) {
    next.set(key(prefix, 'sort'), state.sort.order === 'desc' ? `-${state.sort.name}` : state.sort.name);
  }
  for (const column of columns) {
    if (!column.filter) continue;
    const normalized = normalizeFilter(column.filter, state.filters[column.id]);
    if (!normalized) continue;
    const base = key(prefix, `f.${column.id}`);
    if (normalized.value !== undefined) next.set(base, normalized.value);
    for (const value of normalized.values ?? []) next.append(base, value);
    if (normalized.from !== undefined) next.set(`${base}.from`, normalized.from);
    if (normalized.to !== undefined) next.set(`${base}.to`, normalized.to);
  }
  if (state.page > 1) next.set(key(prefix, 'page'), String(state.page));
  if (state.hidden.length > 0) next.set(key(prefix, 'hide'), state.hidden.join(','));
  return next;
}

/** The contract's ListFilter for one column's filter value. */
export function toListFilter(spec: FilterSpec, value: FilterValue): ListFilter {
  switch (spec.type) {
    case 'string':
      return { type: 'string', operator: 'like', value: value.value };
    case 'array':
      // The contract: `in` takes `values`, `contain` takes one `value`.
      if (spec.operator === 'contain') return { type: 'array', operator: 'contain', value: value.values?.[0] };
      return { type: 'array', operator: 'in', values: value.values };
    case 'date':
      return { type: 'date', ...(value.from ? { from: value.from } : {}), ...(value.to ? { to: value.to } : {}) };
    case 'number': {
      const toNumber = (text: string | undefined) => (text === undefined ? undefined : text.replace(',', '.'));
      if (spec.operator === 'leq') return { type: 'number', operator: 'leq', value: toNumber(value.value) };
      const from = toNumber(value.from);
      const to = toNumber(value.to);
      return { type: 'number', ...(from ? { from } : {}), ...(to ? { to } : {}) };
    }
  }
}

/** The generated list hook's params (`sort`, `filters`, `limit`, `offset`) for `state`. */
export function toListParams(
  state: TableState,
  columns: readonly ColumnQuerySpec[],
  pageSize: number = DEFAULT_PAGE_SIZE,
): ListParams {
  const params: ListParams = { limit: pageSize, offset: (state.page - 1) * pageSize };
  if (state.sort) params.sort = { name: state.sort.name, order: state.sort.order };
  const filters: ListFilters = {};
  for (const column of columns) {
    if (!column.filter) continue;
    const normalized = normalizeFilter(column.filter, state.filters[column.id]);
    const field = column.filter.type === 'array' ? (column.filter.field ?? column.id) : column.id;
    if (normalized) filters[field] = toListFilter(column.filter, normalized);
  }
  if (Object.keys(filters).length > 0) params.filters = filters;
  return params;
}

/** Next sort when a header is activated: none -> ascending -> descending -> none. */
export function nextSort(current: SortState | null, name: string): SortState | null {
  if (!current || current.name !== name) return { name, order: 'asc' };
  if (current.order === 'asc') return { name, order: 'desc' };
  return null;
}

/** Number of pages for `total` rows (at least 1). */
export function pageCount(total: number, pageSize: number = DEFAULT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "Truncation appends '...'" — the first `max` characters, then "..." (see docs/product/formats.md). */
export function truncateText(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}...` : text;
}

/** True for a cell that shows the placeholder: null, undefined, blank text, an empty array. */
export function isEmptyCell(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}
