// Background and scheduled work on a PostgreSQL job queue (pg-boss; docs/decisions/0025-job-queue.md).
//
// A job kind is declared once (`defineJob`): its name, how often and how late it is retried, how long one run may
// take before the queue gives it to another instance, how many run at once in one instance. Callers enqueue a
// job with the database or transaction of their business change, so both commit together. Every instance that
// calls `work(kind, handler)` and `start()` takes jobs: each job is taken by one instance at a time
// (`FOR UPDATE SKIP LOCKED`), a failure is retried with exponential back-off, and a job that fails its last
// attempt (or whose instance died on its last attempt) moves to the kind's dead queue, where it stays visible
// (`stats()`, and `onDead` for kinds that record it elsewhere, e.g. mail marked failed).
//
// A job whose instance died (kill -9, a deploy) stays `active` until its expiry, then pg-boss's maintenance
// retries it. A handler's effect on our tables and the job's completion can share one transaction
// (`context.completeWith`): if the job was meanwhile given to another instance, the effect rolls back.
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/open-db';
import { rawExecutor, transactionExecutor, type SqlExecutor } from './sql-executor';

/** pg-boss's tables live in their own schema (its migrations are its own: see installJobSchema). */
export const JOB_SCHEMA = 'pgboss';

export interface JobKind<Payload> {
  readonly name: string;
  /** Retries after the first attempt; then the job is dead. */
  readonly retryLimit: number;
  /** The first retry waits 1-2x this; every next one doubles (pg-boss's back-off with jitter). */
  readonly retryDelaySeconds: number;
  /**
   * How long one run may take before the queue considers its instance dead and runs it again elsewhere. Longer
   * than anything the handler waits for (an SMTP conversation, a provider call), so a slow run is never doubled.
   */
  readonly expireInSeconds: number;
  /** Jobs of this kind one instance runs at once. */
  readonly concurrency: number;
  /**
   * `short`: at most one waiting job per singleton key (enqueueing again while one waits does nothing);
   * `singleton`: at most one running per key; `stately`: at most one waiting and one running per key (a job
   * of a key that is running waits for it, and holds up its queue meanwhile); `standard` otherwise.
   */
  readonly policy: 'standard' | 'short' | 'singleton' | 'stately';
  /** Cron (UTC, minute precision): the queue enqueues one job per tick, once across all instances. */
  readonly cron?: string;
  /** Type only: the payload. */
  readonly payload?: Payload;
}

export function defineJob<Payload extends object>(
  kind: Omit<JobKind<Payload>, 'payload' | 'policy' | 'concurrency'> &
    Partial<Pick<JobKind<Payload>, 'policy' | 'concurrency'>>,
): JobKind<Payload> {
  return { policy: 'standard', concurrency: 1, ...kind };
}

export interface JobContext {
  readonly jobId: string;
  /**
   * The mail channel of the instance that enqueued the job (or, for a cron tick, of the instance running it):
   * mail that the job writes goes where the request that started it would have sent it.
   */
  readonly origin: string;
  /** 0 on the first attempt. */
  readonly retryCount: number;
  readonly retryLimit: number;
  readonly log: FastifyBaseLogger;
  /**
   * Runs `work` in a transaction that also completes this job: the effect and the completion commit together,
   * and if the job is no longer ours (it expired and was given to another instance) nothing is kept.
   */
  completeWith<T>(work: (tx: Database) => Promise<T>): Promise<T>;
}

export type JobHandler<Payload> = (payload: Payload, context: JobContext) => Promise<void>;

export interface EnqueueOptions {
  /** Default: this instance's origin (JobQueueOptions.origin); a job passes its own on (JobContext.origin). */
  origin?: string;
  /** With policy `short` or `singleton`: the key of "the same job". */
  singletonKey?: string;
  /** Not before this instant. */
  startAfter?: Date;
}

export interface KindStats {
  queued: number;
  retrying: number;
  active: number;
  /** Jobs that failed their last attempt and wait in the kind's dead queue. */
  dead: number;
}

export interface JobQueue {
  /** Creates (or updates) the queues of these kinds and their cron schedules. Before any enqueue or work. */
  register(kinds: JobKind<object>[]): Promise<void>;
  /** This instance runs jobs of `kind` with `handler` (after start(), or in drain()). */
  work<Payload>(kind: JobKind<Payload>, handler: JobHandler<Payload>, options?: { concurrency?: number }): void;
  /** What to do with a job that failed its last attempt (it is kept in the dead queue otherwise). */
  onDead<Payload>(kind: JobKind<Payload>, handler: (payload: Payload) => Promise<void>): void;
  /** Adds a job inside `db` (the caller's transaction): it exists only if that transaction commits. */
  enqueue<Payload>(db: Database, kind: JobKind<Payload>, payload: Payload, options?: EnqueueOptions): Promise<void>;
  /** The same queue, stamping `origin` on what it enqueues (work a job does on behalf of another instance). */
  withOrigin(origin: string): JobQueue;
  /** Look now rather than at the next poll (something was just enqueued and committed here). */
  wake(kind?: JobKind<object>): void;
  /** Takes jobs in the background: polling, cron, expiry of dead instances' jobs. */
  start(): Promise<void>;
  /**
   * Stops taking jobs and waits up to `timeoutMs` for the running ones. Resolves true when they all finished; a
   * job still running then is left to expire and run again elsewhere.
   */
  stop(timeoutMs: number): Promise<boolean>;
  /**
   * Tests, the development mailbox: runs every due job of the worked kinds in this process, including the jobs
   * those jobs enqueue, until none is due. Returns how many ran.
   */
  drain(): Promise<number>;
  /** Counts per kind (metrics, the operator). */
  stats(): Promise<Record<string, KindStats>>;
  /** The running jobs of this instance. */
  readonly running: number;
}

export const deadQueueOf = (name: string) => `${name}-dead`;

// Any constant: the advisory lock of queue creation (see register).
const QUEUE_LOCK_KEY = 7_202_613;

/** What a job's data holds: where it comes from, and the kind's payload. */
interface Envelope {
  origin?: string;
  payload?: unknown;
}

interface FetchedJob {
  id: string;
  name: string;
  data: Envelope | null;
  retryCount: number;
  retryLimit: number;
}

class JobLostError extends Error {
  constructor(kind: string, id: string) {
    super(`job ${kind} ${id} is no longer ours (expired and given to another instance): its work is rolled back`);
  }
}

export interface JobQueueOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** How often an idle kind asks the database for jobs (a local enqueue wakes it at once). */
  pollIntervalMs: number;
  /** Stamped on every job enqueued here (see JobContext.origin). */
  origin: string;
  /** How often expired jobs of dead instances are retried and old jobs archived. */
  maintenanceIntervalSeconds?: number;
}

/** Creates or upgrades pg-boss's tables (its own migrations, under an advisory lock of its own). */
export async function installJobSchema(db: Database): Promise<void> {
  const boss = new PgBoss({
    db: rawExecutor(db),
    schema: JOB_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  boss.on('error', () => undefined);
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, log } = options;
  const executor: SqlExecutor = rawExecutor(db);
  // The client: enqueue, fetch, complete, fail. No timers of its own.
  const boss = new PgBoss({
    db: executor,
    schema: JOB_SCHEMA,
    migrate: false,
    supervise: false,
    schedule: false,
    // Failed jobs stay visible for a week before the archive.
    archiveFailedAfterSeconds: 7 * 24 * 3600,
  });
  boss.on('error', (error: unknown) => log.error({ err: error }, 'job queue error'));
  // Started with start(): expiry of jobs whose instance died, archiving, and the cron ticks.
  let keeper: PgBoss | null = null;

  const kinds = new Map<string, JobKind<object>>();
  const handlers = new Map<string, JobHandler<never>>();
  const concurrencies = new Map<string, number>();
  const deadHandlers = new Map<string, (payload: never) => Promise<void>>();
  const inFlight = new Map<string, Set<Promise<void>>>();
  const wakers = new Map<string, () => void>();
  let started = false;
  let stopping = false;
  const loops: Promise<void>[] = [];
  let runningCount = 0;

  const queueOptions = (kind: JobKind<object>) => ({
    policy: kind.policy,
    retryLimit: kind.retryLimit,
    retryDelay: kind.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: kind.expireInSeconds,
    deadLetter: deadQueueOf(kind.name),
  });

  async function fetch(queue: string, limit: number): Promise<FetchedJob[]> {
    return (await boss.fetch(queue, { batchSize: limit, includeMetadata: true })) as unknown as FetchedJob[];
  }

  /** Runs one job to its end: completed, or failed (retried later or dead). Never throws. */
  async function execute(name: string, job: FetchedJob, dead: boolean): Promise<void> {
    const handler = dead ? deadHandlers.get(name) : handlers.get(name);
    const queue = dead ? deadQueueOf(name) : name;
    const jobLog = log.child({ job: queue, jobId: job.id });
    let completed = false;
    const context: JobContext = {
      jobId: job.id,
      origin: job.data?.origin ?? options.origin,
      retryCount: job.retryCount,
      retryLimit: job.retryLimit,
      log: jobLog,
      async completeWith(work) {
        return db.transaction(async (tx) => {
          const value = await work(tx);
          const result = (await boss.complete(queue, job.id, {}, { db: transactionExecutor(tx) })) as unknown as {
            affected: number;
          };
          if (result.affected !== 1) throw new JobLostError(queue, job.id);
          completed = true;
          return value;
        });
      },
    };
    runningCount += 1;
    try {
      if (!handler) throw new Error(`no handler for ${queue}`);
      await (handler as (payload: unknown, context: JobContext) => Promise<void>)(job.data?.payload ?? {}, context);
      if (!completed) await boss.complete(queue, job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = job.retryCount >= job.retryLimit;
      // Payloads may hold personal data: only the kind, the id and the error are logged.
      jobLog[last ? 'error' : 'warn'](
        { attempt: job.retryCount + 1, error: message },
        last ? 'job failed its last attempt' : 'job failed, retried later',
      );
      if (!(error instanceof JobLostError))
        await boss.fail(queue, job.id, { message: message.slice(0, 1000) }).catch((failure: unknown) => {
          jobLog.error({ err: failure }, 'job failure not recorded (it expires and runs again)');
        });
    } finally {
      runningCount -= 1;
    }
  }

  function track(name: string, promise: Promise<void>): void {
    let set = inFlight.get(name);
    if (!set) inFlight.set(name, (set = new Set()));
    const tracked = promise.finally(() => {
      set.delete(tracked);
      wakers.get(name)?.();
    });
    set.add(tracked);
  }

  /** One kind's loop: fetch up to the free slots, run them concurrently, fetch again when a slot frees up. */
  async function loop(name: string, dead: boolean): Promise<void> {
    const kind = kinds.get(name)!;
    const key = dead ? deadQueueOf(name) : name;
    const concurrency = dead ? 1 : (concurrencies.get(name) ?? kind.concurrency);
    while (!stopping) {
      const running = inFlight.get(key)?.size ?? 0;
      let fetched = 0;
      if (running < concurrency) {
        try {
          const jobs = await fetch(key, concurrency - running);
          fetched = jobs.length;
          for (const job of jobs) track(key, execute(name, job, dead));
        } catch (error) {
          log.error({ err: error, job: key }, 'could not fetch jobs');
        }
      }
      if (stopping) break;
      // More may be waiting when this fetch filled every free slot: ask again when a slot frees up; otherwise
      // wait for the poll interval (or a wake-up: a local enqueue, a finished job).
      const full = running + fetched >= concurrency;
      if (fetched > 0 && !full) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, full ? 60_000 : options.pollIntervalMs);
        timer.unref();
        function done() {
          clearTimeout(timer);
          if (wakers.get(key) === done) wakers.delete(key);
          resolve();
        }
        wakers.set(key, done);
      });
    }
  }

  const api: JobQueue = {
    get running() {
      return runningCount;
    },

    async register(list) {
      for (const kind of list) kinds.set(kind.name, kind);
      // Creating a queue attaches a partition to pg-boss's job table: two instances starting at once would
      // deadlock on it. One transaction under an advisory lock: the second instance waits, then finds them made.
      await db.transaction(async (tx) => {
        const run = transactionExecutor(tx);
        await run.executeSql('select pg_advisory_xact_lock($1)', [QUEUE_LOCK_KEY]);
        for (const kind of list) {
          // The dead queue first: the live queue refers to it.
          const dead = { policy: 'standard', retryLimit: 5, retryDelay: 0, retryBackoff: false };
          await run.executeSql(`select ${JOB_SCHEMA}.create_queue($1, $2::json)`, [deadQueueOf(kind.name), dead]);
          const live = queueOptions(kind);
          await run.executeSql(`select ${JOB_SCHEMA}.create_queue($1, $2::json)`, [kind.name, live]);
          // The kind's settings as the code says them now (create_queue leaves an existing queue alone).
          await run.executeSql(
            `update ${JOB_SCHEMA}.queue set policy = $2, retry_limit = $3, retry_delay = $4, retry_backoff = $5,
               expire_seconds = $6, dead_letter = $7, updated_on = now() where name = $1`,
            [
              kind.name,
              live.policy,
              live.retryLimit,
              live.retryDelay,
              live.retryBackoff,
              live.expireInSeconds,
              live.deadLetter,
            ],
          );
        }
      });
      for (const kind of list)
        if (kind.cron) await boss.schedule(kind.name, kind.cron, {}, { tz: 'UTC', singletonKey: kind.name });
    },

    work(kind, handler, workOptions) {
      if (!kinds.has(kind.name)) throw new Error(`job kind ${kind.name} is not registered`);
      handlers.set(kind.name, handler as JobHandler<never>);
      concurrencies.set(kind.name, workOptions?.concurrency ?? kind.concurrency);
    },

    onDead(kind, handler) {
      deadHandlers.set(kind.name, handler as (payload: never) => Promise<void>);
    },

    async enqueue(target, kind, payload, enqueueOptions = {}) {
      const envelope: Envelope = { origin: enqueueOptions.origin ?? options.origin, payload };
      await boss.send(kind.name, envelope, {
        ...(enqueueOptions.singletonKey ? { singletonKey: enqueueOptions.singletonKey } : {}),
        ...(enqueueOptions.startAfter ? { startAfter: enqueueOptions.startAfter } : {}),
        db: transactionExecutor(target),
      });
    },

    wake(kind) {
      if (kind) wakers.get(kind.name)?.();
      else for (const waker of [...wakers.values()]) waker();
    },

    async start() {
      if (started) return;
      started = true;
      stopping = false;
      keeper = new PgBoss({
        db: executor,
        schema: JOB_SCHEMA,
        migrate: false,
        supervise: true,
        schedule: true,
        maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
        cronMonitorIntervalSeconds: 30,
        archiveFailedAfterSeconds: 7 * 24 * 3600,
      });
      keeper.on('error', (error: unknown) => log.error({ err: error }, 'job queue maintenance error'));
      await keeper.start();
      for (const name of handlers.keys()) loops.push(loop(name, false));
      for (const name of deadHandlers.keys()) loops.push(loop(name, true));
    },

    async stop(timeoutMs) {
      stopping = true;
      for (const waker of [...wakers.values()]) waker();
      await Promise.all(loops.splice(0));
      const running = [...inFlight.values()].flatMap((set) => [...set]);
      let timer: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        Promise.all(running).then(() => true),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(false), timeoutMs);
        }),
      ]);
      clearTimeout(timer);
      if (keeper) await keeper.stop({ graceful: false, close: false }).catch(() => undefined);
      keeper = null;
      started = false;
      return finished;
    },

    async drain() {
      let ran = 0;
      for (;;) {
        // One look at what is due, then a fetch of those queues only (a test drains often).
        const { rows } = await executor.executeSql(
          `select distinct name from ${JOB_SCHEMA}.job where state < 'active' and start_after < now()`,
        );
        const due = new Set((rows as { name: string }[]).map((row) => row.name));
        let round = 0;
        for (const name of handlers.keys()) {
          if (!due.has(name)) continue;
          for (const job of await fetch(name, 100)) {
            await execute(name, job, false);
            round += 1;
          }
        }
        for (const name of deadHandlers.keys()) {
          if (!due.has(deadQueueOf(name))) continue;
          for (const job of await fetch(deadQueueOf(name), 100)) {
            await execute(name, job, true);
            round += 1;
          }
        }
        ran += round;
        if (round === 0) return ran;
      }
    },

    async stats() {
      const { rows } = await executor.executeSql(
        `select name, state::text as state, count(*)::int as size from ${JOB_SCHEMA}.job where state < 'completed' group by name, state`,
      );
      const result: Record<string, KindStats> = {};
      for (const name of kinds.keys()) result[name] = { queued: 0, retrying: 0, active: 0, dead: 0 };
      for (const row of rows as { name: string; state: string; size: number }[]) {
        const isDeadQueue = row.name.endsWith('-dead');
        const kind = isDeadQueue ? row.name.slice(0, -'-dead'.length) : row.name;
        const entry = result[kind];
        if (!entry) continue;
        if (isDeadQueue) entry.dead += Number(row.size);
        else if (row.state === 'created') entry.queued += Number(row.size);
        else if (row.state === 'retry') entry.retrying += Number(row.size);
        else if (row.state === 'active') entry.active += Number(row.size);
      }
      return result;
    },

    withOrigin(origin) {
      if (origin === options.origin) return api;
      return new Proxy(api, {
        get(target, property, receiver) {
          if (property === 'enqueue')
            return (...args: Parameters<JobQueue['enqueue']>) =>
              target.enqueue(args[0], args[1], args[2], { origin, ...args[3] });
          return Reflect.get(target, property, receiver) as unknown;
        },
      });
    },
  };
  return api;
}
