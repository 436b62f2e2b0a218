// Fixtures of the KYC tests: a complete, valid natural-person KYC document (the schema tests' one, with an
// industry of the form parameters), the public form's URLs, and the invitation's link token read from the outbox.
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../../server/src/db/open-db';
import { mailOutbox } from '../../../server/src/db/schema';
import { validKyc } from '../../unit/schemas/fixtures';
import { HOSTS } from './auth';

export type KycForm = ReturnType<typeof validKyc>;

/** A valid KYC document (clock 2026: the identity document expires in 2030). */
export function validKycForm(): KycForm {
  const form = validKyc();
  form.occupation.industries = ['INFORMATION_COMMUNICATION'];
  return form;
}

export const SEND_KYC_URL = '/api/advisor/kyc/investor-request/send';
export const KYC_PARAMETERS_URL = '/api/onboarding/kyc/kyc-form-parameters/natural-person';

export const publicKycUrl = {
  open: (token: string) => `/public-api/kyc/investor-request/${token}`,
  preview: (token: string) => `/public-api/kyc/investor-request/preview/${token}`,
  submit: (token: string) => `/public-api/kyc/investor-request/${token}/submit`,
};

export function publicKyc(
  app: FastifyInstance,
  method: 'GET' | 'PUT',
  url: string,
  payload?: unknown,
  host: string = HOSTS.demo,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { host, 'context-id': host === HOSTS.navy ? 'navy' : 'demo', 'context-type': 'investor-panel' },
    ...(payload !== undefined && { payload: payload as object }),
  });
}

/** The newest outbox message to `recipient`. */
export async function latestMailTo(db: Database, recipient: string) {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, recipient)))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(1);
  if (!row) throw new Error(`no mail to ${recipient}`);
  return row;
}

/** The token of the KYC form link in a message's text. */
export function kycLinkToken(text: string): string {
  const match = /\/kyc-form\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no KYC form link in:\n${text}`);
  return match[1]!;
}
