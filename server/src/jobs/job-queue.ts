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

// Failed jobs stay visible for a week before the archive.
const ARCHIVE_FAILED_AFTER_SECONDS = 7 * 24 * 3600;

/** The client: enqueue, fetch, complete, fail. No timers of its own. */
function createClient(executor: SqlExecutor, log: FastifyBaseLogger): PgBoss {
  const boss = new PgBoss({
    db: executor,
    schema: JOB_SCHEMA,
    migrate: false,
    supervise: false,
    schedule: false,
    archiveFailedAfterSeconds: ARCHIVE_FAILED_AFTER_SECONDS,
  });
  boss.on('error', (error: unknown) => log.error({ err: error }, 'job queue error'));
  return boss;
}

/** Started with start(): expiry of jobs whose instance died, archiving, and the cron ticks. */
async function startKeeper(
  executor: SqlExecutor,
  log: FastifyBaseLogger,
  maintenanceIntervalSeconds: number,
): Promise<PgBoss> {
  const keeper = new PgBoss({
    db: executor,
    schema: JOB_SCHEMA,
    migrate: false,
    supervise: true,
    schedule: true,
    maintenanceIntervalSeconds,
    cronMonitorIntervalSeconds: 30,
    archiveFailedAfterSeconds: ARCHIVE_FAILED_AFTER_SECONDS,
  });
  keeper.on('error', (error: unknown) => log.error({ err: error }, 'job queue maintenance error'));
  await keeper.start();
  return keeper;
}

function queueOptions(kind: JobKind<object>) {
  return {
    policy: kind.policy,
    retryLimit: kind.retryLimit,
    retryDelay: kind.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: kind.expireInSeconds,
    deadLetter: deadQueueOf(kind.name),
  };
}

/**
 * Creates (or updates) the live and dead queues of these kinds. Creating a queue attaches a partition to
 * pg-boss's job table: two instances starting at once would deadlock on it. One transaction under an advisory
 * lock: the second instance waits, then finds them made.
 */
async function createQueues(db: Database, list: JobKind<object>[]): Promise<void> {
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
}

/** Counts per kind of the jobs not completed yet; a kind's dead queue counts as its `dead`. */
async function readStats(executor: SqlExecutor, kindNames: Iterable<string>): Promise<Record<string, KindStats>> {
  const { rows } = await executor.executeSql(
    `select name, state::text as state, count(*)::int as size from ${JOB_SCHEMA}.job where state < 'completed' group by name, state`,
  );
  const result: Record<string, KindStats> = {};
  for (const name of kindNames) result[name] = { queued: 0, retrying: 0, active: 0, dead: 0 };
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
}

/** The names of the queues with a job due now (one look, so that drain fetches those queues only). */
async function dueQueues(executor: SqlExecutor): Promise<Set<string>> {
  const { rows } = await executor.executeSql(
    `select distinct name from ${JOB_SCHEMA}.job where state < 'active' and start_after < now()`,
  );
  return new Set((rows as { name: string }[]).map((row) => row.name));
}

/** Resolves true when every promise settled within `timeoutMs`, false otherwise. */
async function settledWithin(promises: Promise<void>[], timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const finished = await Promise.race([
    Promise.all(promises).then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    }),
  ]);
  clearTimeout(timer);
  return finished;
}

/** The same queue, stamping `origin` on what it enqueues. */
function queueWithOrigin(api: JobQueue, origin: string): JobQueue {
  return new Proxy(api, {
    get(target, property, receiver) {
      if (property === 'enqueue')
        return (...args: Parameters<JobQueue['enqueue']>) =>
          target.enqueue(args[0], args[1], args[2], { origin, ...args[3] });
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

/** What one instance's queue knows: the kinds, who works them, and the jobs it runs now. */
interface Worker {
  readonly options: JobQueueOptions;
  readonly boss: PgBoss;
  readonly kinds: Map<string, JobKind<object>>;
  readonly handlers: Map<string, JobHandler<never>>;
  readonly concurrencies: Map<string, number>;
  readonly deadHandlers: Map<string, (payload: never) => Promise<void>>;
  readonly inFlight: Map<string, Set<Promise<void>>>;
  /** Per queue: ends the loop's current wait (a local enqueue, a finished job, stop). */
  readonly wakers: Map<string, () => void>;
  readonly loops: Promise<void>[];
  stopping: boolean;
  running: number;
}

async function fetchJobs(worker: Worker, queue: string, limit: number): Promise<FetchedJob[]> {
  return (await worker.boss.fetch(queue, { batchSize: limit, includeMetadata: true })) as unknown as FetchedJob[];
}

/** The handler's context: `completeWith` completes the job in the handler's own transaction. */
function jobContext(
  worker: Worker,
  queue: string,
  job: FetchedJob,
  log: FastifyBaseLogger,
  onCompleted: () => void,
): JobContext {
  return {
    jobId: job.id,
    origin: job.data?.origin ?? worker.options.origin,
    retryCount: job.retryCount,
    retryLimit: job.retryLimit,
    log,
    async completeWith(work) {
      return worker.options.db.transaction(async (tx) => {
        const value = await work(tx);
        const result = (await worker.boss.complete(queue, job.id, {}, { db: transactionExecutor(tx) })) as unknown as {
          affected: number;
        };
        if (result.affected !== 1) throw new JobLostError(queue, job.id);
        onCompleted();
        return value;
      });
    },
  };
}

/** A failed run: logged, and recorded as failed (retried later, or dead) unless the job is no longer ours. */
async function recordFailure(worker: Worker, queue: string, job: FetchedJob, log: FastifyBaseLogger, error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  const last = job.retryCount >= job.retryLimit;
  // Payloads may hold personal data: only the kind, the id and the error are logged.
  log[last ? 'error' : 'warn'](
    { attempt: job.retryCount + 1, error: message },
    last ? 'job failed its last attempt' : 'job failed, retried later',
  );
  if (!(error instanceof JobLostError))
    await worker.boss.fail(queue, job.id, { message: message.slice(0, 1000) }).catch((failure: unknown) => {
      log.error({ err: failure }, 'job failure not recorded (it expires and runs again)');
    });
}

/** Runs one job to its end: completed, or failed (retried later or dead). Never throws. */
async function execute(worker: Worker, name: string, job: FetchedJob, dead: boolean): Promise<void> {
  const handler = dead ? worker.deadHandlers.get(name) : worker.handlers.get(name);
  const queue = dead ? deadQueueOf(name) : name;
  const jobLog = worker.options.log.child({ job: queue, jobId: job.id });
  let completed = false;
  const context = jobContext(worker, queue, job, jobLog, () => {
    completed = true;
  });
  worker.running += 1;
  try {
    if (!handler) throw new Error(`no handler for ${queue}`);
    await (handler as (payload: unknown, context: JobContext) => Promise<void>)(job.data?.payload ?? {}, context);
    if (!completed) await worker.boss.complete(queue, job.id);
  } catch (error) {
    await recordFailure(worker, queue, job, jobLog, error);
  } finally {
    worker.running -= 1;
  }
}

function track(worker: Worker, queue: string, promise: Promise<void>): void {
  let set = worker.inFlight.get(queue);
  if (!set) worker.inFlight.set(queue, (set = new Set()));
  const tracked = promise.finally(() => {
    set.delete(tracked);
    worker.wakers.get(queue)?.();
  });
  set.add(tracked);
}

/** Waits `ms`, or less when the queue's waker is called. */
function sleepUntilWoken(worker: Worker, queue: string, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    timer.unref();
    function done() {
      clearTimeout(timer);
      if (worker.wakers.get(queue) === done) worker.wakers.delete(queue);
      resolve();
    }
    worker.wakers.set(queue, done);
  });
}

/** One kind's loop: fetch up to the free slots, run them concurrently, fetch again when a slot frees up. */
async function loop(worker: Worker, name: string, dead: boolean): Promise<void> {
  const kind = worker.kinds.get(name)!;
  const key = dead ? deadQueueOf(name) : name;
  const concurrency = dead ? 1 : (worker.concurrencies.get(name) ?? kind.concurrency);
  while (!worker.stopping) {
    const running = worker.inFlight.get(key)?.size ?? 0;
    let fetched = 0;
    if (running < concurrency) {
      try {
        const jobs = await fetchJobs(worker, key, concurrency - running);
        fetched = jobs.length;
        for (const job of jobs) track(worker, key, execute(worker, name, job, dead));
      } catch (error) {
        worker.options.log.error({ err: error, job: key }, 'could not fetch jobs');
      }
    }
    if (worker.stopping) break;
    // More may be waiting when this fetch filled every free slot: ask again when a slot frees up; otherwise
    // wait for the poll interval (or a wake-up: a local enqueue, a finished job).
    const full = running + fetched >= concurrency;
    if (fetched > 0 && !full) continue;
    await sleepUntilWoken(worker, key, full ? 60_000 : worker.options.pollIntervalMs);
  }
}

/** One round of drain: every due job of the worked kinds (live, then dead), one after the other. */
async function drainRound(worker: Worker, executor: SqlExecutor): Promise<number> {
  const due = await dueQueues(executor);
  let round = 0;
  for (const name of worker.handlers.keys()) {
    if (!due.has(name)) continue;
    for (const job of await fetchJobs(worker, name, 100)) {
      await execute(worker, name, job, false);
      round += 1;
    }
  }
  for (const name of worker.deadHandlers.keys()) {
    if (!due.has(deadQueueOf(name))) continue;
    for (const job of await fetchJobs(worker, deadQueueOf(name), 100)) {
      await execute(worker, name, job, true);
      round += 1;
    }
  }
  return round;
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, log } = options;
  const executor: SqlExecutor = rawExecutor(db);
  const worker: Worker = {
    options,
    boss: createClient(executor, log),
    kinds: new Map(),
    handlers: new Map(),
    concurrencies: new Map(),
    deadHandlers: new Map(),
    inFlight: new Map(),
    wakers: new Map(),
    loops: [],
    stopping: false,
    running: 0,
  };
  let keeper: PgBoss | null = null;
  let started = false;

  const api: JobQueue = {
    get running() {
      return worker.running;
    },

    async register(list) {
      for (const kind of list) worker.kinds.set(kind.name, kind);
      await createQueues(db, list);
      for (const kind of list)
        if (kind.cron) await worker.boss.schedule(kind.name, kind.cron, {}, { tz: 'UTC', singletonKey: kind.name });
    },

    work(kind, handler, workOptions) {
      if (!worker.kinds.has(kind.name)) throw new Error(`job kind ${kind.name} is not registered`);
      worker.handlers.set(kind.name, handler as JobHandler<never>);
      worker.concurrencies.set(kind.name, workOptions?.concurrency ?? kind.concurrency);
    },

    onDead(kind, handler) {
      worker.deadHandlers.set(kind.name, handler as (payload: never) => Promise<void>);
    },

    async enqueue(target, kind, payload, enqueueOptions = {}) {
      const envelope: Envelope = { origin: enqueueOptions.origin ?? options.origin, payload };
      await worker.boss.send(kind.name, envelope, {
        ...(enqueueOptions.singletonKey ? { singletonKey: enqueueOptions.singletonKey } : {}),
        ...(enqueueOptions.startAfter ? { startAfter: enqueueOptions.startAfter } : {}),
        db: transactionExecutor(target),
      });
    },

    wake(kind) {
      if (kind) worker.wakers.get(kind.name)?.();
      else for (const waker of [...worker.wakers.values()]) waker();
    },

    async start() {
      if (started) return;
      started = true;
      worker.stopping = false;
      keeper = await startKeeper(executor, log, options.maintenanceIntervalSeconds ?? 60);
      for (const name of worker.handlers.keys()) worker.loops.push(loop(worker, name, false));
      for (const name of worker.deadHandlers.keys()) worker.loops.push(loop(worker, name, true));
    },

    async stop(timeoutMs) {
      worker.stopping = true;
      for (const waker of [...worker.wakers.values()]) waker();
      await Promise.all(worker.loops.splice(0));
      const finished = await settledWithin(
        [...worker.inFlight.values()].flatMap((set) => [...set]),
        timeoutMs,
      );
      if (keeper) await keeper.stop({ graceful: false, close: false }).catch(() => undefined);
      keeper = null;
      started = false;
      return finished;
    },

    async drain() {
      let ran = 0;
      for (;;) {
        const round = await drainRound(worker, executor);
        ran += round;
        if (round === 0) return ran;
      }
    },

    stats: () => readStats(executor, worker.kinds.keys()),

    withOrigin(origin) {
      return origin === options.origin ? api : queueWithOrigin(api, origin);
    },
  };
  return api;
}
