// Public surface of KYC invitations (tag `kyc-invitations`) and the public KYC form's service (used by the thin
// handlers of modules/public-kyc).
export { kycInvitationsHandlers } from './kyc-invitations.handlers';
export {
  INVITATION_DAYS,
  kycFormPath,
  openPublicForm,
  PREVIEW_DAYS,
  previewPublicForm,
  sendInvitation,
  submitPublicForm,
} from './kyc-invitations.service';
