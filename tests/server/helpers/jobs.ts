// The job queue in tests: its times are the database's (not the app's test clock), so waiting for a retry's
// back-off is moving the queue's waiting jobs earlier.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/src/db/open-db';
import { JOB_SCHEMA } from '../../../server/src/jobs/job-queue';

/** As if `seconds` had passed for every job waiting to be retried (or scheduled later). */
export async function advanceJobQueue(db: Database, seconds: number): Promise<void> {
  await db.execute(
    sql`update ${sql.raw(JOB_SCHEMA)}.job set start_after = start_after - make_interval(secs => ${seconds}) where state < 'active'`,
  );
}
