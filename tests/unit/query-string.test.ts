// The bracket notation cannot build an array past the limit (GHSA-6rw7-vpxm-498p, qs < 6.14.1).
import { describe, expect, it } from 'vitest';
import { parseQueryString, QUERY_ARRAY_LIMIT } from '../../server/src/plugins/query-string';

describe('the query string parser', () => {
  it('keeps a short bracket array an array', () => {
    expect(parseQueryString('ids[]=a&ids[]=b')).toEqual({ ids: ['a', 'b'] });
  });

  it('never builds an array longer than the limit from the bracket notation', () => {
    const query = Array.from({ length: QUERY_ARRAY_LIMIT + 50 }, (_, i) => `ids[]=${i}`).join('&');
    const ids = parseQueryString(query).ids;
    expect(Array.isArray(ids) && ids.length > QUERY_ARRAY_LIMIT).toBe(false);
  });
});
