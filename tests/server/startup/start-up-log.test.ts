// What `npm start` prints. No fastify-openapi-glue "ContentTypeParser … not found" warnings,
// the URL to open (localhost, as the README says), and start-up errors as one line naming the setting.
import { afterAll, describe, expect, it } from 'vitest';
import { removeRunFolders, runServer } from '../helpers/run-server';

afterAll(removeRunFolders);

describe('start-up output', () => {
  it('says the URL to open and no ContentTypeParser warnings', async () => {
    const run = await runServer({}, /"msg":"Open [^"]+"/);
    expect(run.output).toMatch(/"msg":"Open http:\/\/localhost:\d+"/);
    expect(run.output).not.toMatch(/ContentTypeParser/);
  });

  it('a malformed DATABASE_URL: one line naming the setting', async () => {
    const run = await runServer({ DATABASE_URL: 'mysql://db/x' });
    expect(run.code).toBe(1);
    expect(run.output.trim()).toBe(
      'The server could not start: DATABASE_URL must be a postgres://user:password@host:5432/database URL',
    );
  });

  it('no PostgreSQL at DATABASE_URL: one line naming the setting', async () => {
    const run = await runServer({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/fund' });
    expect(run.code).toBe(1);
    expect(run.output.trim()).toBe(
      'The server could not start: DATABASE_URL: no PostgreSQL answers at 127.0.0.1:1/fund (connection refused)',
    );
  });

  it('production without DATABASE_URL: refuses to start, one line', async () => {
    const run = await runServer({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      DATA_ENCRYPTION_KEY: 'a'.repeat(64),
    });
    expect(run.code).toBe(1);
    expect(run.output.trim()).toMatch(/^The server could not start: DATABASE_URL is required in production/);
    expect(run.output.trim().split('\n')).toHaveLength(1);
  });
});
