// drizzle-kit configuration of the server. Run from the repository root:
//   npx drizzle-kit generate --config server/drizzle.config.ts
// It writes SQL migrations and their snapshots without a database into server/migrations/ (generated: never edited
// by hand); the server applies them on start (server/src/db/migrate.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/migrations',
  strict: true,
  verbose: true,
});
