// The list (table) query language of the contract (openapi/components/parameters.yaml: ListSort, ListFilters,
// Limit, Offset) translated into drizzle SQL, for every list of the server.
//
// Each list declares a WHITELIST of columns: what may be sorted, what may be filtered with which filter type and
// which operators. Anything else is a 400 VALIDATION_FAILED with a violation at the offending parameter
// (`query.sort.name`, `query.filters.<field>`, `query.filters.<field>.type|operator|value|values.<i>|from|to`,
// `query.limit`, `query.offset`, the prefix as for every query parameter). Values only ever reach SQL as bound
// parameters (drizzle's sql``), never as text of the statement; column expressions come from the whitelist.
//
// Semantics (all filters AND-ed):
//   like     case-insensitive substring of `value`; `%`, `_` and `\` in the value match themselves (escaped)
//            (`lower(column) like lower('%value%')`, the same as ILIKE in a UTF-8 database)
//   leq      column <= value (number or date column; for a timestamp column a date means "until the end of it")
//   contain  the row's array-like column contains `value` (each list supplies how, e.g. an EXISTS on a join table)
//   in       column = one of `values`
//   from/to  inclusive range (date or number); a date bound covers the whole day in UTC (`to=2026-03-01` takes
//            everything before 2026-03-02T00:00:00Z). UTC, as the contract says, so a link means the same
//            everywhere; the SPA shows dates in local time, which can put a row near midnight on the other day.
// Sorting: one column, asc or desc, then the list's id as a tie-breaker (stable pages); no sort = the list's
// default order. Text columns (filter type string) sort in Polish alphabetical order, the "polish" collation of
// migration 0003 (the same order on PostgreSQL and PGlite; an index meant to serve a text sort is on
// `column collate "polish"`). Paging: limit 1..99999 (the contract's maximum: "load everything" lists use 99999), offset >= 0.
import { and, asc, desc, inArray, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { isIsoDate, addDays } from '#schemas/formats/date';
import { isDecimalText } from '#schemas/formats/decimal';
import { DEFAULT_PAGE_SIZE, WHOLE_LIST_LIMIT } from '#schemas/constants';
import type { ListFilter, ListSort, Violation } from '#generated/api/model';
import { validationFailed } from '../plugins/errors';

export type FilterType = 'string' | 'array' | 'date' | 'number';
export type FilterOperator = 'like' | 'leq' | 'contain' | 'in';

type Expression = SQL | AnyColumn;

export interface ListColumn {
  /** The SQL expression of the column (a drizzle column or an sql`` expression of whitelisted parts). */
  expression: Expression;
  sortable?: boolean;
  /** The filter type a client must send for this column; absent = not filterable. `string` = a text column
   *  (sorted with the Polish collation). */
  filterType?: FilterType;
  /** The allowed operators (none = only from/to for date and number columns). */
  operators?: readonly FilterOperator[];
  /** date and number columns: from/to ranges allowed (default true for them). */
  range?: boolean;
  /** date columns: `timestamp` (timestamptz: a date is a whole UTC day) or `date` (a calendar date). */
  dateKind?: 'timestamp' | 'date';
  /** Checks one value of like/leq/contain/in (e.g. a uuid, an enum); a failing value answers 400. */
  acceptsValue?: (value: string) => boolean;
  /** Builds `contain` (required when operators include it); `value` is the value or its placeholder. */
  contain?: (value: string | Placeholder) => SQL;
  /**
   * Builds `in` for a column that is not a plain expression (e.g. a derived flag with the values "true"/"false");
   * default `expression IN (values)`. It gets the values as they go into SQL (bound or placeholders) and as sent:
   * its SQL text may depend on the sent values, which are therefore part of the query's shape.
   */
  in?: (bound: (string | Placeholder)[], values: readonly string[]) => SQL;
  /**
   * Builds `like` when the default `lower(expression) like lower(pattern)` would lead the planner astray (e.g. a
   * small scope that a database-wide trigram index should not serve); it gets the escaped `%value%` pattern.
   */
  like?: (pattern: string | Placeholder) => SQL;
}

export interface ListDefinition {
  columns: Record<string, ListColumn>;
  /** The order without a sort parameter (before the id tie-breaker). */
  defaultSort: { name: string; order: 'asc' | 'desc' };
  /** The unique tie-breaker appended to every order. */
  id: Expression;
}

export interface ListQueryInput {
  sort?: ListSort | undefined;
  filters?: Record<string, ListFilter> | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

export interface ListQuery {
  /** The conditions of the filters (undefined = none); use the SAME for the rows and for the total count. */
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
  /** The sort column's expression (with the Polish collation for text) and direction, before the id tie-breaker. */
  sort: ListSortKey;
}

export interface ListSortKey {
  name: string;
  expression: SQL | AnyColumn;
  order: 'asc' | 'desc';
}

/**
 * The same query with every value of the request as a placeholder (`sql.placeholder`), limit and offset included:
 * requests of one `shape` give the same SQL text, so a list can build its statement once per shape and run it
 * with `values` (building the SQL was a fifth of a list request's CPU).
 */
export interface ListQueryTemplate {
  where: SQL | undefined;
  orderBy: SQL[];
  sort: ListSortKey;
  limit: Placeholder;
  offset: Placeholder;
  /** What decides the SQL text: each condition's column and kind (and the number of `in` values), the order. */
  shape: string;
  /** The placeholders' values, limit and offset included. */
  values: Record<string, unknown>;
  /** The offset's value (an empty page after the last row needs a separate count). */
  offsetValue: number;
}

export const MAX_LIMIT = WHOLE_LIST_LIMIT;
export const DEFAULT_LIMIT = DEFAULT_PAGE_SIZE;

// Paths as the contract's request validation writes them for query parameters (contract/violations.ts):
// `query.filters.email.operator`, `query.sort.name`, `query.limit`.
const violation = (propertyPath: string, title: string, message: string): Violation => ({
  propertyPath: `query.${propertyPath}`,
  title,
  message,
});

/** `like` pattern: the value as a literal substring (`\` first, then the wildcards). */
export function likePattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function parseBound(type: 'date' | 'number', raw: string): string | null {
  if (type === 'date') return isIsoDate(raw) ? raw : null;
  return isDecimalText(raw) && Number.isFinite(Number(raw)) ? raw : null;
}

function compareBounds(type: 'date' | 'number', from: string, to: string): number {
  if (type === 'date') return from < to ? -1 : from > to ? 1 : 0;
  return Number(from) - Number(to);
}

/** Lower bound of a date/number column. */
function lowerBound(column: ListColumn, type: 'date' | 'number', value: string, bind: Bind): SQL {
  if (type === 'number') return sql`${column.expression} >= ${bind(value)}::numeric`;
  if (column.dateKind === 'date') return sql`${column.expression} >= ${bind(value)}::date`;
  return sql`${column.expression} >= ${bind(`${value}T00:00:00.000Z`)}::timestamptz`;
}

/** Upper bound (inclusive; a date on a timestamp column covers its whole UTC day). */
function upperBound(column: ListColumn, type: 'date' | 'number', value: string, bind: Bind): SQL {
  if (type === 'number') return sql`${column.expression} <= ${bind(value)}::numeric`;
  if (column.dateKind === 'date') return sql`${column.expression} <= ${bind(value)}::date`;
  return sql`${column.expression} < ${bind(`${addDays(value, 1)}T00:00:00.000Z`)}::timestamptz`;
}

/** A value of the request as it goes into the SQL: itself (a bound parameter) or a placeholder standing for it. */
type Bind = (value: string) => string | Placeholder;

/**
 * Validates the list parameters against the list's whitelist and builds the SQL parts. Throws 400 with every
 * violation found (not only the first).
 */
export function buildListQuery(definition: ListDefinition, input: ListQueryInput): ListQuery {
  const { where, orderBy, limit, offset, sort } = compile(definition, input, (value) => value);
  return { where, orderBy, limit, offset, sort };
}

/** As buildListQuery, with placeholders for the values (see ListQueryTemplate). */
export function buildListQueryTemplate(definition: ListDefinition, input: ListQueryInput): ListQueryTemplate {
  const values: Record<string, unknown> = {};
  let count = 0;
  const query = compile(definition, input, (value) => {
    const name = `p${count++}`;
    values[name] = value;
    return sql.placeholder(name);
  });
  values.limit = query.limit;
  values.offset = query.offset;
  return {
    where: query.where,
    orderBy: query.orderBy,
    sort: query.sort,
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
    shape: query.shape.join(' '),
    values,
    offsetValue: query.offset,
  };
}

function compile(definition: ListDefinition, input: ListQueryInput, bind: Bind): ListQuery & { shape: string[] } {
  const violations: Violation[] = [];
  const conditions: SQL[] = [];
  // The parts that decide the SQL text, in the order they are added (values are bound, never part of it).
  const shape: string[] = [];

  const limit = input.limit ?? DEFAULT_LIMIT;
  const offset = input.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    violations.push(violation('limit', 'validation.maximum', `limit must be between 1 and ${MAX_LIMIT}`));
  }
  if (!Number.isInteger(offset) || offset < 0) {
    violations.push(violation('offset', 'validation.minimum', 'offset must be 0 or more'));
  }

  for (const [name, filter] of Object.entries(input.filters ?? {})) {
    const path = `filters.${name}`;
    const column = Object.hasOwn(definition.columns, name) ? definition.columns[name] : undefined;
    if (!column?.filterType) {
      violations.push(violation(path, 'validation.unknownFilter', `${name} cannot be filtered`));
      continue;
    }
    const type = column.filterType;
    if (filter.type !== type) {
      violations.push(violation(`${path}.type`, 'validation.enum', `${name} is filtered with type ${type}`));
      continue;
    }
    const allowed = column.operators ?? [];
    const rangeAllowed = (type === 'date' || type === 'number') && (column.range ?? true);
    const hasRange = filter.from !== undefined || filter.to !== undefined;
    if (filter.operator === undefined && !hasRange) {
      violations.push(violation(`${path}.operator`, 'validation.required', `${name}: an operator or from/to`));
      continue;
    }
    if (filter.operator !== undefined) {
      const operator = filter.operator;
      if (!allowed.includes(operator)) {
        const list = allowed.length > 0 ? allowed.join(', ') : 'none (use from/to)';
        violations.push(violation(`${path}.operator`, 'validation.enum', `${name} allows the operators: ${list}`));
      } else if (operator === 'in') {
        const values = filter.values;
        if (!values || values.length === 0) {
          violations.push(violation(`${path}.values`, 'validation.required', `${name}: operator in needs values`));
        } else {
          const bad = values.findIndex((value) => column.acceptsValue && !column.acceptsValue(value));
          if (bad >= 0) violations.push(violation(`${path}.values.${bad}`, 'validation.enum', `not a ${name} value`));
          else {
            const bound = values.map(bind);
            conditions.push(column.in ? column.in(bound, values) : inArray(column.expression as SQL, bound));
            shape.push(column.in ? `${name}:in[${values.join(',')}]` : `${name}:in${values.length}`);
          }
        }
      } else {
        const value = filter.value;
        if (value === undefined) {
          violations.push(
            violation(`${path}.value`, 'validation.required', `${name}: operator ${operator} needs a value`),
          );
        } else if (column.acceptsValue && !column.acceptsValue(value)) {
          violations.push(violation(`${path}.value`, 'validation.invalid', `not a ${name} value`));
        } else if (operator === 'like') {
          // `lower(column) like lower(pattern)`: what ILIKE does in a UTF-8 database, spelled so that an index can
          // hold the lowered column (the trigram indexes and the advisor list's covering index, migration 0005).
          const pattern = bind(likePattern(value));
          conditions.push(
            column.like ? column.like(pattern) : sql`lower(${column.expression}) like lower(${pattern}) escape '\\'`,
          );
          shape.push(`${name}:like`);
        } else if (operator === 'contain') {
          if (!column.contain) throw new Error(`list column ${name} allows contain without a builder`);
          conditions.push(column.contain(bind(value)));
          shape.push(`${name}:contain`);
        } else {
          // leq
          shape.push(`${name}:leq`);
          if (type !== 'date' && type !== 'number') {
            conditions.push(sql`${column.expression} <= ${bind(value)}`);
          } else {
            const bound = parseBound(type, value);
            if (bound === null)
              violations.push(
                violation(`${path}.value`, `validation.${type === 'date' ? 'date' : 'type'}`, `not a ${type}`),
              );
            else conditions.push(upperBound(column, type, bound, bind));
          }
        }
      }
    }
    if (hasRange) {
      if (!rangeAllowed || (type !== 'date' && type !== 'number')) {
        violations.push(violation(path, 'validation.invalid', `${name} takes no from/to`));
        continue;
      }
      const from = filter.from === undefined ? undefined : parseBound(type, filter.from);
      const to = filter.to === undefined ? undefined : parseBound(type, filter.to);
      const title = type === 'date' ? 'validation.date' : 'validation.type';
      if (from === null) violations.push(violation(`${path}.from`, title, `from is not a valid ${type}`));
      if (to === null) violations.push(violation(`${path}.to`, title, `to is not a valid ${type}`));
      if (from && to && compareBounds(type, from, to) > 0) {
        violations.push(violation(`${path}.to`, 'validation.dateNotBefore', 'to may not be before from'));
      }
      if (from) conditions.push(lowerBound(column, type, from, bind));
      if (to) conditions.push(upperBound(column, type, to, bind));
      shape.push(`${name}:${from ? 'from' : ''}${to ? 'to' : ''}`);
    }
  }

  let order = definition.defaultSort;
  if (input.sort) {
    const name = input.sort.name;
    const column = Object.hasOwn(definition.columns, name) ? definition.columns[name] : undefined;
    if (!column?.sortable) violations.push(violation('sort.name', 'validation.enum', `${name} cannot be sorted`));
    else order = { name, order: input.sort.order ?? 'asc' };
  }

  if (violations.length > 0) throw validationFailed(violations);
  const sorted = definition.columns[order.name]!;
  const sortColumn = sorted.filterType === 'string' ? sql`${sorted.expression} collate "polish"` : sorted.expression;
  const direction = order.order === 'desc' ? desc : asc;
  shape.push(`order:${order.name}:${order.order}`);
  return {
    where: conditions.length > 0 ? and(...conditions) : undefined,
    orderBy: [direction(sortColumn), direction(definition.id)],
    limit,
    offset,
    sort: { name: order.name, expression: sortColumn, order: order.order },
    shape,
  };
}
