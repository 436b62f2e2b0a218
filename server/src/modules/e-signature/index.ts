// Public surface of the e-signature module (tag `e-signature`; the agreement of an accepted offer).
export { eSignatureHandlers } from './e-signature.handlers';
export {
  callbackHost as eSignatureCallbackHost,
  reconcileAgreements,
  SIGNATURE_RECONCILE_JOB,
  startAgreementSigning,
  withdrawAgreement,
  type ReconcileOptions,
  type StartSigningInput,
} from './e-signature.service';
