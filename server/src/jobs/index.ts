// The job queue (job-queue.ts): job kinds, enqueueing inside a transaction, workers, cron, the dead queue.
export {
  createJobQueue,
  deadQueueOf,
  defineJob,
  installJobSchema,
  type EnqueueOptions,
  type JobContext,
  type JobHandler,
  type JobKind,
  type JobQueue,
  type KindStats,
} from './job-queue';
