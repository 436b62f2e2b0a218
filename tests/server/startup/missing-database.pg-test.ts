// A start-up failure on PostgreSQL: DATABASE_URL naming a database that does not exist prints one line naming the
// setting and the database, not a stack and a pg error dump. Without DATABASE_URL this file FAILS.
import { afterAll, describe, expect, it } from 'vitest';
import { usingPostgres } from '../helpers/test-app';
import { removeRunFolders, runServer } from '../helpers/run-server';

afterAll(removeRunFolders);

if (!usingPostgres) throw new Error('These tests need PostgreSQL: set DATABASE_URL (they must not be skipped).');

describe('start-up on PostgreSQL', () => {
  it('a missing database: one line naming DATABASE_URL', async () => {
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = '/no_such_database_for_this_test';
    const run = await runServer({ DATABASE_URL: url.toString() });
    expect(run.code).toBe(1);
    expect(run.output.trim()).toBe(
      `The server could not start: DATABASE_URL: database "no_such_database_for_this_test" does not exist (${url.hostname}:${url.port || 5432}/no_such_database_for_this_test); create it or fix DATABASE_URL`,
    );
  });
});
