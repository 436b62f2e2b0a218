import type { MessageDescriptor } from 'react-intl';
import type {
  AgreementStatus,
  CampaignTranslation,
  InvestorOfferStatus,
  OfferDetails,
  PaymentFrequency,
} from '#generated/api/model';
import { offerMessages as m } from './offer-messages';

export { formatMoney } from '../format';

/** The campaign's texts in the language with the spec's fallback (selected -> pl -> en). */
export function campaignTexts(offer: Pick<OfferDetails, 'campaign'>, locale: string): CampaignTranslation {
  const translations = offer.campaign.data.translations as Record<string, CampaignTranslation | undefined>;
  return translations[locale] ?? offer.campaign.data.translations.pl;
}

export const STATUS_MESSAGES: Record<InvestorOfferStatus, MessageDescriptor> = {
  invited: m.status_invited,
  viewed: m.status_viewed,
  interested: m.status_interested,
  accepted: m.status_accepted,
  active: m.status_active,
  rejected: m.status_rejected,
  declined: m.status_declined,
  archived: m.status_archived,
};

export const AGREEMENT_MESSAGES: Record<AgreementStatus, MessageDescriptor> = {
  New: m.agreement_New,
  Unknown: m.agreement_Unknown,
  Draft: m.agreement_Draft,
  Processing: m.agreement_Processing,
  Completed: m.agreement_Completed,
  Rejected: m.agreement_Rejected,
  Withdrawn: m.agreement_Withdrawn,
  Withdrawing: m.agreement_Withdrawing,
  Error: m.agreement_Error,
};

export const FREQUENCY_MESSAGES: Record<PaymentFrequency, MessageDescriptor> = {
  Monthly: m.frequencyMonthly,
  Quarterly: m.frequencyQuarterly,
  'Semi-annually': m.frequencySemiAnnually,
  Annually: m.frequencyAnnually,
  'At Maturity': m.frequencyAtMaturity,
};

/** Statuses from which the investor can still show interest. */
export function canShowInterest(status: InvestorOfferStatus): boolean {
  return status === 'invited' || status === 'viewed';
}

/** Statuses from which the investor can still invest (accept). */
export function canAccept(status: InvestorOfferStatus): boolean {
  return status === 'invited' || status === 'viewed' || status === 'interested';
}

/** Accepted or later: the payment instructions and the confirmation upload apply. */
export function isAccepted(status: InvestorOfferStatus): boolean {
  return status === 'accepted' || status === 'active';
}
