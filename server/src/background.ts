// Work that runs after the answer has been sent (in this process; the durable part, the e-mail, still goes
// through the outbox). A failing job is logged, never lost silently; app.close() waits for running jobs.
import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundJobs {
  /** Starts `job` on the next turn of the event loop; the caller does not wait for it. */
  run(name: string, job: () => Promise<void>): void;
  /** Resolves when every started job has finished (tests, shutdown, the development mailbox). */
  idle(): Promise<void>;
}

export function createBackgroundJobs(log: FastifyBaseLogger): BackgroundJobs {
  const running = new Set<Promise<void>>();
  return {
    run(name, job) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(job)
        .catch((error: unknown) => log.error({ err: error, job: name }, 'background job failed'))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
