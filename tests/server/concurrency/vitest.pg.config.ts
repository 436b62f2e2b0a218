// The PostgreSQL-only server tests (races). Run:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run --config tests/server/concurrency/vitest.pg.config.ts
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server-pg',
    root: new URL('../../..', import.meta.url).pathname,
    environment: 'node',
    include: ['tests/server/**/*.pg-test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
