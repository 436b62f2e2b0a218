// What every module uses: the Caller, typed handlers, the list-page reply, id and host checks, common errors.
export {
  callerOf,
  publicCallerOf,
  requireAuth,
  requireTenant,
  tenantCaller,
  type Caller,
  type UserCaller,
} from './caller';
export { forbidden, HttpErrorWithHeaders, unauthenticated } from './errors';
export { routeHandler, type Handler, type OperationHandlers, type OperationRequest } from './handlers';
export { normalizeHost } from '../../tenants/hosts';
export { isUuid } from '../../security/ids';
export { sendPage } from './page';
export { panelOfRole, type Role } from '../../security/roles';
export {
  idempotencyKeyReused,
  requestHash,
  runIdempotent,
  type IdempotencyScope,
  type IdempotentResult,
} from './idempotency';
export { invitedInvestorAccount, type InvitedAccount } from './invited-investor';
export { fileRequired, withMultipartUpload, type MultipartUpload, type UploadedFile } from './multipart';
export { sendFileBody, type FileBody } from './file-body';
