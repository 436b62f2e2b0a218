// The operations of the offers core. They belong to three tags of the contract (campaigns: the offers of a
// campaign and invitations; investor-pipeline: the timeline and the actions on one offer (moves, owner change,
// attachments); back-office: the operator's offer actions) but one module owns the offer's rules, so their
// handlers live here and modules/index.ts merges them. The pipeline's lists, board and export are
// modules/investor-pipeline.
import { callerOf, sendFileBody, sendPage, type OperationHandlers } from '../shared';
import * as backOffice from './back-office-offers.service';
import * as invitations from './invitations.service';
import * as offers from './offers.service';
import * as pipeline from './pipeline-offers.service';

export const offersHandlers: OperationHandlers = {
  async inviteInvestor(request) {
    return invitations.invite(callerOf(request), {
      campaignId: request.params.id,
      productId: request.params.productId,
      body: request.body,
      idempotencyKey: request.headers['idempotency-key'],
    });
  },
  async listCampaignOffers(request, reply) {
    return sendPage(reply, await offers.listCampaignOffers(callerOf(request), request.params.id, request.query));
  },
  async listInvestorOfferEvents(request) {
    return offers.listEvents(callerOf(request), request.params.offerId);
  },
  async changeInvestorOfferStatus(request) {
    return pipeline.changeStatus(callerOf(request), request.params.offerId, request.body);
  },
  async changeInvestorOfferOwner(request) {
    return pipeline.changeOwner(callerOf(request), request.params.offerId, request.params.ownerId);
  },
  async listInvestorOfferOwnerChoices(request) {
    return pipeline.ownerChoices(callerOf(request), request.params.offerId);
  },
  async downloadInvestorOfferAttachment(request, reply) {
    const file = await pipeline.downloadAttachment(
      callerOf(request),
      request.params.offerId,
      request.params.attachmentId,
    );
    reply
      .header('content-type', file.contentType)
      .header('content-disposition', file.disposition)
      .header('cache-control', 'private, no-store');
    return sendFileBody(reply, file.body);
  },
  async confirmOfferPayment(request) {
    return backOffice.confirmPayment(callerOf(request), request.params.id, request.body);
  },
  async rejectOffer(request) {
    return backOffice.reject(callerOf(request), request.params.id, request.body);
  },
  async withdrawOfferAgreement(request) {
    return backOffice.withdrawAgreement(callerOf(request), request.params.id, request.body);
  },
  async archiveOffer(request) {
    return backOffice.archive(callerOf(request), request.params.id);
  },
};
