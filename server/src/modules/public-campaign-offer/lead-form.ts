// The investor's last lead form (getLastLeadForm, tag investor-onboarding): the contact data of the investment form
// (schemas/investment.schema.json) they submitted when they last accepted an offer, so the onboarding can prefill
// its forms. It lives here because this module owns the investment form and the offers it is stored on.
import type { LeadForm } from '#generated/api/model';
import type { UserCaller } from '../shared';
import * as repo from './public-campaign-offer.repository';

/** The parts of an accepted investment form the contact data comes from (the schema's person / company branches). */
interface InvestmentFormContact {
  investorType?: string;
  person?: { firstName?: string; surname?: string; email?: string; phone?: string };
  company?: { representative?: { firstName?: string; surname?: string }; email?: string; phone?: string };
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The contact of one accepted form: a person's own data; for a company its representative's names (the person
 * who filled the form in) with the company's e-mail and phone, the only contact data that form has.
 */
export function leadFormOf(form: repo.AcceptedForm): LeadForm {
  const data = form.investmentData as InvestmentFormContact;
  const company = data.investorType === 'company' ? data.company : undefined;
  const names = company ? company.representative : data.person;
  const contact = company ?? data.person;
  return {
    id: form.offerId,
    submittedAt: form.acceptedAt.toISOString(),
    firstName: text(names?.firstName),
    lastName: text(names?.surname),
    // The schema requires both; the account's address stands in should an accepted form ever lack its e-mail.
    email: text(contact?.email) || form.investorEmail,
    phone: text(contact?.phone) || null,
    campaignId: form.campaignId,
  };
}

/**
 * The signed-in investor's last lead form in the caller's tenant; null when they never accepted an offer (an
 * ordinary answer, not a 404 that the browser would log as an error on every onboarding).
 */
export async function lastLeadForm(caller: UserCaller): Promise<LeadForm | null> {
  const form = await repo.findLastAcceptedForm(caller.db, caller.tenant.id, caller.user.userId);
  return form ? leadFormOf(form) : null;
}
