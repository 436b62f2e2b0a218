// Text sorts in lists follow the Polish alphabet, on PGlite (default) and on PostgreSQL
// (DATABASE_URL): C < Ć, L < Ł, S < Ś, Z < Ź < Ż as whole letters, in both directions.
import { sql } from 'drizzle-orm';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTenantIdByConfigurationId } from '../../server/src/modules/branding/branding.repository';
import { users } from '../../server/src/db/schema';
import { addMembership, ensureNetwork } from '../../server/src/modules/advisors/advisors.repository';
import { createAccount, loginAccount } from './helpers/accounts';
import { HOSTS, headersFor } from './helpers/auth';
import { createClock, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const clock = createClock('2026-03-02T10:00:00.000Z');
let operator: string;

/** Surnames in Polish alphabetical order (the order a Polish dictionary or phone book uses). */
const POLISH_ORDER = [
  'Cybulski',
  'Ćwik',
  'Lis',
  'Lubicz',
  'Łukasik',
  'Ostrowski',
  'Sowa',
  'Szymański',
  'Ślusarczyk',
  'Zając',
  'Źródło',
  'Żak',
];
/** First names in Polish order: lower case before upper case only when the letters are equal. */
const FIRST_NAMES = ['Adam', 'Łucja', 'Marek', 'Ścibor', 'Żaneta'];

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  await createAccount(t.db, { tenant: 'demo', email: 'test.operator@demo.test', role: 'operator' });
  operator = await loginAccount(t.app, clock, 'test.operator@demo.test');
  const tenantId = (await findTenantIdByConfigurationId(t.db, 'demo'))!;
  // Inserted in a scrambled order, so the list's order comes from the sort, not from insertion.
  const scrambled = [...POLISH_ORDER].reverse().sort((a, b) => a.length - b.length);
  const inserted = await t.db
    .insert(users)
    .values(
      scrambled.map((surname, i) => ({
        tenantId,
        email: `p${i}@polish.test`,
        firstName: FIRST_NAMES[i % FIRST_NAMES.length]!,
        surname,
        role: 'advisor' as const,
        status: 'active' as const,
        documentType: 'ID_CARD' as const,
        documentNumber: 'ABC123456',
        documentExpiryDate: '2031-01-01',
        documentCountry: 'PL',
        powerOfAttorneyStartDate: '2025-01-01',
      })),
    )
    .returning({ id: users.id });
  const network = await ensureNetwork(t.db, tenantId, 'Sieć Północ');
  for (const { id } of inserted) await addMembership(t.db, network, id);
});
afterAll(async () => {
  await t?.close();
});

async function sortedBy(name: string, order: 'asc' | 'desc', field: 'surname' | 'firstName') {
  const query = qs.stringify({
    sort: { name, order },
    filters: { email: { type: 'string', operator: 'like', value: '@polish.test' } },
    limit: 100,
  });
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/advisor/advisor?${query}`,
    headers: { ...headersFor(HOSTS.demo), authorization: `Bearer ${operator}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().items as Array<Record<typeof field, string>>).map((item) => item[field]);
}

describe('Polish alphabetical order', () => {
  it('the database collation "polish" orders the Polish letters as letters of their own', async () => {
    const values = sql.join(
      [...POLISH_ORDER].reverse().map((name) => sql`(${name})`),
      sql`, `,
    );
    const result = await t.db.execute(
      sql`select name from (values ${values}) as v(name) order by name collate "polish"`,
    );
    // Both drivers answer { rows }; the generic Database type does not know which.
    expect((result as unknown as { rows: Array<{ name: string }> }).rows.map((row) => row.name)).toEqual(POLISH_ORDER);
  });

  it('the advisor list sorts surnames in Polish order, ascending and descending', async () => {
    expect(await sortedBy('surname', 'asc', 'surname')).toEqual(POLISH_ORDER);
    expect(await sortedBy('surname', 'desc', 'surname')).toEqual([...POLISH_ORDER].reverse());
  });

  it('and first names too (the id breaks ties between equal names)', async () => {
    const ascending = await sortedBy('firstName', 'asc', 'firstName');
    expect([...new Set(ascending)]).toEqual(FIRST_NAMES);
    const descending = await sortedBy('firstName', 'desc', 'firstName');
    expect([...new Set(descending)]).toEqual([...FIRST_NAMES].reverse());
  });
});
