// The investor's e-mails about their onboarding request (the reviewer's decisions), branded, in the investor's
// language, through the outbox in the caller's transaction; the button opens that request by its link token.
import type { OnboardingRequestRow } from '../../db/schema';
import { renderNotice } from '../../mail/notice';
import type { Caller } from '../shared';
import { issueLinkPath } from './onboarding-links';
import * as repo from './onboarding-requests.repository';
import { onboardingReference } from './onboarding-requests.service';

export interface InvestorNotice {
  pl: { subject: string; paragraphs: string[] };
  en: { subject: string; paragraphs: string[] };
}

export async function enqueueInvestorNotice(
  caller: Caller,
  row: OnboardingRequestRow,
  notice: InvestorNotice,
): Promise<void> {
  const investor = await repo.findUser(caller.db, row.investorId);
  const locale = investor?.locale === 'en' ? 'en' : 'pl';
  const texts = notice[locale];
  const mail = renderNotice({
    locale,
    tenant: caller.tenant,
    baseUrl: caller.baseUrl,
    subject: `${texts.subject} (${onboardingReference(row)})`,
    name: investor?.firstName || null,
    paragraphs: texts.paragraphs,
    action: {
      label: locale === 'pl' ? 'Przejdź do wniosku' : 'Open the request',
      path: await issueLinkPath(caller.db, row.id),
    },
  });
  await caller.services.outbox.enqueue(caller.db, { tenantId: row.tenantId, recipient: row.email, locale, ...mail });
}
