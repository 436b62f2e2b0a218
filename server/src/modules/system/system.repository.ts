import { sql } from 'drizzle-orm';
import type { Database } from '../../db/open-db';

/** `select 1`: resolves when the database answers. */
export async function checkDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
