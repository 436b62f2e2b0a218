// Tag `public-campaign-offer`: the public offer page (/campaign, /invest) by the offer token, without login.
// Thin: the tenant from the Host (another tenant's token is simply not found), the token as the access, the
// shared investor-side service (offer-actions.ts) with the actor `visitor`.
import { publicCallerOf, sendFileBody, type OperationHandlers } from '../shared';
import { investorDictionary } from './dictionary';
import * as actions from './offer-actions';
import { withUploadedFile } from './upload';

const byToken = (token: string): actions.OfferAccess => ({ kind: 'token', token });

export const publicCampaignOfferHandlers: OperationHandlers = {
  async getPublicCampaignOfferDictionary(request) {
    publicCallerOf(request); // an unknown host is 404 like every public call
    return investorDictionary();
  },
  async getPublicCampaignOffer(request) {
    return actions.open(publicCallerOf(request), byToken(request.params.token));
  },
  async expressInterestInPublicCampaignOffer(request) {
    return actions.expressInterest(publicCallerOf(request), byToken(request.params.token));
  },
  async acceptPublicCampaignOffer(request) {
    return actions.accept(
      publicCallerOf(request),
      byToken(request.params.token),
      request.body,
      request.headers['idempotency-key'],
    );
  },
  async uploadPublicCampaignOfferFile(request) {
    const caller = publicCallerOf(request);
    return withUploadedFile(request, (file) =>
      actions.uploadPaymentConfirmation(caller, byToken(request.params.token), file),
    );
  },
  async renderPublicCampaignOfferPdf(request, reply) {
    const pdf = await actions.agreementPdf(publicCallerOf(request), byToken(request.params.token), request.body);
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', pdf.disposition)
      .header('cache-control', 'private, no-store');
    return sendFileBody(reply, pdf.body);
  },
};
