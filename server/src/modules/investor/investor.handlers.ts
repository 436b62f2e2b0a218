// Tag `investor` (the offer operations): the signed-in
// investor's offers. The same service as the public offer page (modules/public-campaign-offer) with the actor
// `investor`; the object rule (only the offers linked to the investor's account) is modules/offers'.
import { callerOf, sendFileBody, sendPage, type OperationHandlers } from '../shared';
import {
  accept,
  agreementPdf,
  expressInterest,
  investorDictionary,
  listInvestorOffers,
  open,
  withUploadedFile,
  uploadPaymentConfirmation,
  type OfferAccess,
} from '../public-campaign-offer';

const byId = (offerId: string): OfferAccess => ({ kind: 'investor', offerId });

export const investorHandlers: OperationHandlers = {
  async getInvestorDictionary() {
    return investorDictionary();
  },
  async listInvestorPanelOffers(request, reply) {
    return sendPage(reply, await listInvestorOffers(callerOf(request), request.query));
  },
  async getInvestorPanelOffer(request) {
    return open(callerOf(request), byId(request.params.id));
  },
  async expressInterestInOffer(request) {
    return expressInterest(callerOf(request), byId(request.params.id));
  },
  async acceptOffer(request) {
    return accept(callerOf(request), byId(request.params.id), request.body, request.headers['idempotency-key']);
  },
  async uploadOfferPaymentConfirmation(request) {
    const caller = callerOf(request);
    return withUploadedFile(request, (file) => uploadPaymentConfirmation(caller, byId(request.params.id), file));
  },
  async renderOfferPdf(request, reply) {
    const pdf = await agreementPdf(callerOf(request), byId(request.params.id), request.body);
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', pdf.disposition)
      .header('cache-control', 'private, no-store');
    return sendFileBody(reply, pdf.body);
  },
};
