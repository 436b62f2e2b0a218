// The link of the investor's e-mails about an onboarding request (docs/decisions/0012): the SPA's
// `/app/onboarding/request/{token}`, which opens that request (getOnboardingRequestByToken). The token is 256 random
// bits; the database keeps only its SHA-256, so each e-mail gets a fresh token and replaces the previous one.
import { ROUTE_PATHS } from '../../../../src/app/route-paths';
import type { OnboardingRequestRow } from '../../db/schema';
import type { Database } from '../../db/open-db';
import { notFound } from '../../plugins/errors';
import { hashToken, newOpaqueToken } from '../../security/tokens';
import type { UserCaller } from '../shared';
import * as repo from './onboarding-requests.repository';

/** A new link token for the request (in the e-mail's transaction); answers the link's path. */
export async function issueLinkPath(db: Database, requestId: string): Promise<string> {
  const token = newOpaqueToken();
  await repo.setLinkTokenHash(db, requestId, hashToken(token));
  return ROUTE_PATHS.onboardingLink.replace(':token', token);
}

/**
 * The signed-in investor's request behind a link token, in the caller's tenant. Anything else — an unknown or
 * replaced token, another tenant's, another investor's request — is the same 404 NOT_FOUND: a link never tells
 * whether it exists or whose request it opens.
 */
export async function requestByLinkToken(caller: UserCaller, token: string): Promise<OnboardingRequestRow> {
  const row = await repo.findByLinkTokenHash(caller.db, caller.tenant.id, hashToken(token));
  if (!row || row.investorId !== caller.user.userId) throw notFound('No such onboarding request');
  return row;
}
