// Every kind of background and scheduled work of the app, on the job queue (server/src/jobs): what each kind is
// and which function does it. Work is never kept in one process's memory: a job is a row, committed with the
// change that asks for it, taken by one instance, retried with back-off, and dead (visible) after its last try.
//   mail-smtp, mail-dev     sending the outbox (mail/outbox.ts; each instance takes its own channel only)
//   token-mail              the e-mail of a token request, after the answer (modules/auth)
//   agreement-signing       an accepted offer's agreement to e-signature (modules/public-campaign-offer)
//   e-signature-reconcile   cron, every minute: lost callbacks, agreements that never reached the provider
//   sandbox-webhook         the offline sandboxes' callbacks to our webhook routes, as a provider would post them
import type { FastifyInstance } from 'fastify';
import { defineJob, type JobContext, type JobKind, type JobQueue } from './jobs';
import { MAIL_JOBS } from './mail/outbox';
import type { MailChannel } from './mail/outbox.repository';
import { runTokenMailJob, TOKEN_MAIL_JOB } from './modules/auth';
import { reconcileAgreements, SIGNATURE_RECONCILE_JOB } from './modules/e-signature';
import {
  AGREEMENT_SIGNING_JOB,
  restartAgreementSigning,
  runAgreementSigningJob,
} from './modules/public-campaign-offer';
import type { Services } from './services';

export interface SandboxWebhook {
  url: string;
  headers: Record<string, string>;
  rawBody: string;
}

export const SANDBOX_WEBHOOK_JOB = defineJob<SandboxWebhook>({
  name: 'sandbox-webhook',
  retryLimit: 3,
  retryDelaySeconds: 5,
  expireInSeconds: 120,
  concurrency: 2,
});

/** Every kind, registered (queues created, cron scheduled) at start by every instance. */
export const JOB_KINDS: JobKind<object>[] = [
  MAIL_JOBS.smtp,
  MAIL_JOBS.dev,
  TOKEN_MAIL_JOB,
  AGREEMENT_SIGNING_JOB,
  SIGNATURE_RECONCILE_JOB,
  SANDBOX_WEBHOOK_JOB,
];

/** Agreements and callbacks untouched this long are asked about / started again by the reconciler. */
const RECONCILE_STALE_AFTER_MS = 5 * 60_000;

/**
 * The app's services as a job sees them: mail it writes goes to the channel of the instance that started the
 * work (a development instance running a job of an SMTP instance writes SMTP mail), and so do its jobs.
 */
export function servicesForJob(services: Services, context: Pick<JobContext, 'origin'>): Services {
  if (context.origin === services.outbox.channel) return services;
  const channel: MailChannel = context.origin === 'dev' ? 'dev' : 'smtp';
  return { ...services, outbox: services.outbox.forChannel(channel), jobs: services.jobs.withOrigin(channel) };
}

/** The handlers of every kind but mail's (mail/outbox.ts registers its own, by channel). */
export function registerJobHandlers(app: FastifyInstance, jobs: JobQueue): void {
  const deps = (context: JobContext) => ({ db: app.db, services: servicesForJob(app.services, context) });
  jobs.work(TOKEN_MAIL_JOB, (job, context) => runTokenMailJob(deps(context), job, context));
  jobs.work(AGREEMENT_SIGNING_JOB, (job, context) => runAgreementSigningJob(deps(context), job));
  jobs.work(SIGNATURE_RECONCILE_JOB, async (_job, context) => {
    const on = deps(context);
    const pass = await reconcileAgreements(on, {
      staleAfterMs: RECONCILE_STALE_AFTER_MS,
      restart: (tenantId, offerId) => restartAgreementSigning(on, tenantId, offerId),
    });
    if (pass.applied > 0 || pass.restarted > 0) context.log.info(pass, 'e-signature reconciled');
  });
  jobs.work(SANDBOX_WEBHOOK_JOB, async (webhook) => {
    const answer = await app.inject({
      method: 'POST',
      url: webhook.url,
      headers: webhook.headers,
      payload: webhook.rawBody,
    });
    if (answer.statusCode >= 300) throw new Error(`${webhook.url} answered ${answer.statusCode}`);
  });
}
