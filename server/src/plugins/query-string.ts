// The query string parser of every request: qs with bounds (nesting depth, array length, parameter count), so a
// crafted query cannot make the server build huge arrays or objects (qs >= 6.14.1 also bounds the bracket
// notation `a[]=1&a[]=2…`, GHSA-6rw7-vpxm-498p).
import qs from 'qs';

export const QUERY_ARRAY_LIMIT = 100;

export function parseQueryString(query: string): Record<string, unknown> {
  return qs.parse(query, { depth: 3, arrayLimit: QUERY_ARRAY_LIMIT, parameterLimit: 1000, allowPrototypes: false });
}
