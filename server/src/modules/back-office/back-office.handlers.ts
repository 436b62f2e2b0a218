// Tag `back-office` (operators only, by x-roles): campaigns, products, their image and documents. Thin: the
// validated request (multipart parts read here, streamed) goes to back-office.service.ts.
// The offer decisions of this tag (confirm payment, reject, withdraw agreement, archive) belong to the offers
// module.
import { validationFailed } from '../../plugins/errors';
import { callerOf, fileRequired, withMultipartUpload, type OperationHandlers } from '../shared';
import * as backOffice from './back-office.service';

export const backOfficeHandlers: OperationHandlers = {
  async createCampaign(request) {
    return backOffice.createCampaign(callerOf(request), request.body);
  },
  async updateCampaign(request) {
    return backOffice.updateCampaign(callerOf(request), request.params.id, request.body);
  },
  async suspendCampaign(request) {
    return backOffice.setSuspended(callerOf(request), request.params.id, true);
  },
  async resumeCampaign(request) {
    return backOffice.setSuspended(callerOf(request), request.params.id, false);
  },
  async uploadCampaignImage(request) {
    const caller = callerOf(request);
    return withMultipartUpload(request, {}, async ({ file }) => {
      if (!file) throw validationFailed([fileRequired()]);
      return backOffice.uploadImage(caller, request.params.id, file);
    });
  },
  async removeCampaignImage(request) {
    return backOffice.removeImage(callerOf(request), request.params.id);
  },
  async uploadCampaignDocument(request) {
    const caller = callerOf(request);
    return withMultipartUpload(request, { fields: ['namePl', 'nameEn'] }, ({ file, fields }) =>
      backOffice.uploadDocument(caller, request.params.id, { file, ...fields }),
    );
  },
  async deleteCampaignDocument(request) {
    await backOffice.deleteDocument(callerOf(request), request.params.id, request.params.documentId);
  },
  async createProduct(request) {
    return backOffice.createProduct(callerOf(request), request.params.id, request.body);
  },
  async updateProduct(request) {
    return backOffice.updateProduct(callerOf(request), request.params.id, request.body);
  },
};
