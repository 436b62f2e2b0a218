// The advisor list keeps one statement per query shape: a request binds its values into the
// statement built for the first request of that shape. That is only right if the shape decides the SQL text and
// the template binds exactly the values the direct build would. Both are checked here on generated list queries.
import { PgDialect } from 'drizzle-orm/pg-core';
import { Placeholder, sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildListQuery, buildListQueryTemplate, type ListQueryInput } from '../../server/src/db/list-query';
import { ADVISOR_LIST } from '../../server/src/modules/advisors/advisors.repository';

const dialect = new PgDialect();
const render = (where: SQL | undefined, orderBy: SQL[]) =>
  dialect.sqlToQuery(sql`where ${where ?? sql`true`} order by ${sql.join(orderBy, sql`, `)}`);

const date = fc.constantFrom('2025-12-31', '2026-01-01', '2026-03-02');
const like = fc.record({
  type: fc.constant('string'),
  operator: fc.constant('like'),
  value: fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('%', '_', '\\')),
});
const input: fc.Arbitrary<ListQueryInput> = fc.record(
  {
    sort: fc.record({
      name: fc.constantFrom('firstName', 'surname', 'email', 'status', 'createdAt'),
      order: fc.constantFrom('asc', 'desc'),
    }),
    filters: fc.record(
      {
        firstName: like,
        surname: like,
        email: like,
        status: fc.record({
          type: fc.constant('array'),
          operator: fc.constant('in'),
          values: fc.subarray(['initial', 'active', 'deleted'], { minLength: 1 }),
        }),
        role: fc.record({
          type: fc.constant('array'),
          operator: fc.constant('in'),
          values: fc.subarray(['advisor', 'coordinator'], { minLength: 1 }),
        }),
        brokerNetworkIds: fc.record({ type: fc.constant('array'), operator: fc.constant('contain'), value: fc.uuid() }),
        createdAt: fc.record(
          { type: fc.constant('date'), operator: fc.constant('leq'), value: date, from: date, to: date },
          { requiredKeys: ['type'] },
        ),
      },
      { requiredKeys: [] },
    ),
    limit: fc.integer({ min: 1, max: 100 }),
    offset: fc.integer({ min: 0, max: 50 }),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<ListQueryInput>;

/** The template's query with its placeholders replaced by their values. */
function filled(template: ReturnType<typeof buildListQueryTemplate>) {
  const query = render(template.where, template.orderBy);
  return {
    sql: query.sql,
    params: query.params.map((param) => (param instanceof Placeholder ? template.values[param.name] : param)),
  };
}

describe('the list query template', () => {
  it('binds the same values into the same SQL as the direct build, and one shape is one SQL text', () => {
    const textOfShape = new Map<string, string>();
    let built = 0;
    fc.assert(
      fc.property(input, (value) => {
        let direct;
        try {
          direct = buildListQuery(ADVISOR_LIST, value);
        } catch {
          // A refused input (e.g. from after to) is refused by both.
          expect(() => buildListQueryTemplate(ADVISOR_LIST, value)).toThrow();
          return;
        }
        built += 1;
        const template = buildListQueryTemplate(ADVISOR_LIST, value);
        const expected = render(direct.where, direct.orderBy);
        expect(filled(template)).toEqual({ sql: expected.sql, params: expected.params });
        expect(template.values).toMatchObject({ limit: direct.limit, offset: direct.offset });
        expect(template.offsetValue).toBe(direct.offset);
        const text = render(template.where, template.orderBy).sql;
        const known = textOfShape.get(template.shape);
        if (known === undefined) textOfShape.set(template.shape, text);
        else expect(text, template.shape).toBe(known);
      }),
      { numRuns: 400 },
    );
    // The generator mostly makes valid queries, and many of them share a shape.
    expect(built).toBeGreaterThan(200);
    expect(textOfShape.size).toBeLessThan(built);
  });
});
