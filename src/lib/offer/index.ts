/**
 * The offer screens' shared pieces (public /campaign and /invest, the investor panel's offers). The investment
 * form is NOT here: it carries RJSF and the validators (~125 KB gzip), so the pages that show it import
 * `lib/offer/investment-form` themselves and /campaign stays light (docs/bench.md).
 */
export { publicOfferActions, type OfferActions } from './offer-actions';
export {
  AcceptedSummary,
  AdvisorPanel,
  CampaignOverview,
  OfferStatusBadge,
  OfferTermsPanel,
  PaymentInstructionsPanel,
  RisksPanel,
} from './offer-view';
export { offerMessages } from './offer-messages';
export {
  AGREEMENT_MESSAGES,
  canAccept,
  canShowInterest,
  campaignTexts,
  formatMoney,
  isAccepted,
  STATUS_MESSAGES,
} from './offer-format';
export { InterestButton } from './interest-button';
export { AcceptedView, InvestLink, OfferDetailsView, OfferErrorState, OfferLoading } from './offer-screen';
