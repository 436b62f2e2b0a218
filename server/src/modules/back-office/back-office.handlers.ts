// Tag `back-office` (operators only, by x-roles): campaigns, products, their image and documents. Thin: the
// validated request (multipart parts read here, streamed) goes to back-office.service.ts.
// The offer decisions of this tag (confirm payment, reject, withdraw agreement, archive) belong to the offers
// module.
import { MAX_DOCUMENT_BYTES } from '#schemas/constants';
import { HttpError, validationFailed } from '../../plugins/errors';
import { callerOf, type OperationHandlers } from '../shared';
import * as backOffice from './back-office.service';

const requireMultipart = (request: { isMultipart(): boolean }) => {
  if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send multipart/form-data');
};

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
    requireMultipart(request);
    const part = await request.file({ limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1 } });
    if (!part || part.fieldname !== 'file') {
      throw validationFailed([{ propertyPath: 'file', title: 'validation.required', message: 'A file is required' }]);
    }
    const bytes = await part.toBuffer(); // over the limit: 413
    return backOffice.uploadImage(caller, request.params.id, bytes);
  },
  async removeCampaignImage(request) {
    return backOffice.removeImage(callerOf(request), request.params.id);
  },
  async uploadCampaignDocument(request) {
    const caller = callerOf(request);
    requireMultipart(request);
    const upload: backOffice.DocumentUpload = { file: null, namePl: undefined, nameEn: undefined };
    for await (const part of request.parts({ limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 10 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer(); // read (or drained) before the next part; over the limit: 413
        if (part.fieldname === 'file') upload.file = { fileName: part.filename, bytes };
      } else if (part.fieldname === 'namePl' || part.fieldname === 'nameEn') {
        upload[part.fieldname] = String(part.value);
      }
    }
    return backOffice.uploadDocument(caller, request.params.id, upload);
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
