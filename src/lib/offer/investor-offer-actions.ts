// The offer's actions in the investor panel (`/investor-api/offer/...`), by the offer id. Its own module: the
// public pages import offer-actions.ts only (docs/bench.md, the public offer page's JS).
import {
  acceptOffer,
  expressInterestInOffer,
  getGetInvestorPanelOfferQueryKey,
  renderOfferPdf,
  uploadOfferPaymentConfirmation,
} from '#generated/api/investor/investor';
import { idempotency, pdfBody, type OfferActions } from './offer-actions';

export function investorOfferActions(id: string): OfferActions {
  return {
    queryKey: getGetInvestorPanelOfferQueryKey(id),
    interest: () => expressInterestInOffer(id),
    accept: (data, key) => acceptOffer(id, data, idempotency(key)),
    pdf: (value, form) => renderOfferPdf(id, pdfBody(value, form)),
    upload: (file) => uploadOfferPaymentConfirmation(id, { file }),
  };
}
