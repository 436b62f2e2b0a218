// Public surface of the investor side of offers (tag `public-campaign-offer`; the investor panel's offer
// operations in modules/investor use the same service).
export { publicCampaignOfferHandlers } from './public-campaign-offer.handlers';
export { investorDictionary } from './dictionary';
export { lastLeadForm } from './lead-form';
export { withUploadedFile } from './upload';
export {
  accept,
  agreementPdf,
  expressInterest,
  listInvestorOffers,
  open,
  uploadPaymentConfirmation,
  type OfferAccess,
} from './offer-actions';
export {
  AGREEMENT_SIGNING_JOB,
  buildAgreementPdf,
  restartAgreementSigning,
  runAgreementSigningJob,
  startSigningAfterAcceptance,
  type AgreementSigningJob,
} from './agreement';
export { checkAmount, effectiveBounds, numberToMinor, type AmountLimits } from './investment-amount';
export { offerReference, paymentDueDate, paymentInstructions, transferTitle } from './payment-instructions';
