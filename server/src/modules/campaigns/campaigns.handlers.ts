// Tag `campaigns` (what advisors, coordinators and operators read), and the campaign image and document
// downloads of tag `public-campaign-offer` (public, by the Host's tenant). Thin: request in, service, answer out.
// Who may ask is the operation's x-roles (checked by the auth plugin); object rules are in the service.
// inviteInvestor and listCampaignOffers belong to the offers module.
import { contentDisposition } from '../../providers/storage/file-types';
import { callerOf, publicCallerOf, sendFileBody, sendPage, type OperationHandlers } from '../shared';
import * as campaigns from './campaigns.service';

export const campaignsHandlers: OperationHandlers = {
  async listCampaigns(request, reply) {
    return sendPage(reply, await campaigns.list(callerOf(request), request.query));
  },
  async getCampaign(request) {
    return campaigns.get(callerOf(request), request.params.id);
  },
  async getProduct(request) {
    return campaigns.getProduct(callerOf(request), request.params.id);
  },
  async listCampaignChoices(request) {
    return campaigns.choices(callerOf(request));
  },
};

export const campaignDownloadHandlers: OperationHandlers = {
  async getCampaignImage(request, reply) {
    const file = await campaigns.image(publicCallerOf(request), request.params.id);
    reply
      .header('content-type', file.contentType)
      .header('cache-control', 'public, max-age=300')
      .header('x-content-type-options', 'nosniff');
    return sendFileBody(reply, file.body);
  },
  async downloadCampaignDocument(request, reply) {
    const file = await campaigns.document(publicCallerOf(request), request.params.id, request.params.documentId);
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(file.fileName).replace(/^attachment/, 'inline'))
      .header('cache-control', 'public, max-age=300');
    return sendFileBody(reply, file.body);
  },
};
