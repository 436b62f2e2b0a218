// The onboarding machine's calls, implemented with the generated investor-onboarding client: the machine stays
// free of HTTP (machines/onboarding.machine.ts), the SPA swaps these in with provide().
import { fromPromise } from 'xstate';
import {
  addOnboardingClient,
  createSupportingDocument,
  getKycParameters,
  getOnboardingRequest,
  getOnboardingRequestByToken,
  getOnboardingRoleOptions,
  listOnboardingRequests,
  saveKyc,
  selectOnboardingClient,
  sendComplianceFormsToVerification,
  sendKycToVerification,
  sendSupportingDocumentsToVerification,
  startIdentityVerification,
  updateComplianceForm,
  updateSupportingDocument,
  uploadOnboardingFile,
} from '#generated/api/investor-onboarding/investor-onboarding';
import {
  onboardingMachine,
  type AddClientInput,
  type CreateSupportingDocumentInput,
  type LinkInput,
  type RequestInput,
  type SaveKycInput,
  type SelectClientInput,
  type UpdateComplianceFormInput,
  type UpdateSupportingDocumentInput,
  type UploadFileInput,
} from '#machines/onboarding.machine';

export const onboardingActorMachine = onboardingMachine.provide({
  actors: {
    listRequests: fromPromise(({ signal }) => listOnboardingRequests(undefined, undefined, signal)),
    getRequest: fromPromise(({ input, signal }: { input: RequestInput; signal: AbortSignal }) =>
      getOnboardingRequest(input.requestId, undefined, signal),
    ),
    getRequestByLink: fromPromise(({ input, signal }: { input: LinkInput; signal: AbortSignal }) =>
      getOnboardingRequestByToken(input.token, undefined, signal),
    ),
    getRoleOptions: fromPromise(({ signal }) => getOnboardingRoleOptions(undefined, signal)),
    selectClient: fromPromise(({ input }: { input: SelectClientInput }) =>
      selectOnboardingClient(input.requestId, input.body),
    ),
    addClient: fromPromise(({ input }: { input: AddClientInput }) => addOnboardingClient(input.requestId, input.body)),
    getKycParameters: fromPromise(({ input, signal }: { input: RequestInput; signal: AbortSignal }) =>
      getKycParameters(input.requestId, undefined, signal),
    ),
    startIdentityVerification: fromPromise(({ input }: { input: RequestInput }) =>
      startIdentityVerification(input.requestId),
    ),
    saveKyc: fromPromise(({ input }: { input: SaveKycInput }) => saveKyc(input.requestId, input.body)),
    sendKycToVerification: fromPromise(({ input }: { input: RequestInput }) => sendKycToVerification(input.requestId)),
    updateComplianceForm: fromPromise(({ input }: { input: UpdateComplianceFormInput }) =>
      updateComplianceForm(input.requestId, input.formId, input.body),
    ),
    sendComplianceFormsToVerification: fromPromise(({ input }: { input: RequestInput }) =>
      sendComplianceFormsToVerification(input.requestId),
    ),
    uploadFile: fromPromise(({ input }: { input: UploadFileInput }) =>
      uploadOnboardingFile(input.requestId, input.body),
    ),
    createSupportingDocument: fromPromise(({ input }: { input: CreateSupportingDocumentInput }) =>
      createSupportingDocument(input.requestId, input.body),
    ),
    updateSupportingDocument: fromPromise(({ input }: { input: UpdateSupportingDocumentInput }) =>
      updateSupportingDocument(input.requestId, input.documentId, input.body),
    ),
    sendSupportingDocumentsToVerification: fromPromise(({ input }: { input: RequestInput }) =>
      sendSupportingDocumentsToVerification(input.requestId),
    ),
  },
});
