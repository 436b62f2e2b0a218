/**
 * The investor's onboarding statechart (see docs/product/onboarding.md, docs/product/requests.md).
 * Pure: no React, no axios. Every call is an actor implemented by name in the SPA (the generated
 * investor-onboarding functions) and swapped in with `onboardingMachine.provide()`; the unit tests run the bare
 * actor with fake actors.
 *
 *   start ─┬─ input.requestId ──────────────────────────────> loadingRequest
 *          ├─ input.linkToken (an e-mail's link) ──> resolvingLink ─┬─ found ──> routing (as loadingRequest)
 *          │                                                        └─ 404 ──> linkNotFound ── BACK_TO_REQUESTS
 *          └─> listing ─┬─ no request at all ────────────────> nothingToDo (final)
 *                       ├─ none open: the newest closed one ──> loadingRequest (its finished / rejected screen)
 *                       ├─ one ───────────────────────────────> loadingRequest
 *                       └─ several ──> choosingRequest ── CHOOSE_REQUEST ──> loadingRequest
 *   loadingRequest ── 404 (not this investor's) ──> requestNotFound ── BACK_TO_REQUESTS
 *   loadingRequest ──> routing: stepFor(request) decides, from the server's state alone, where to continue:
 *     primaryData ── SUBMIT_PRIMARY_DATA ─┬─ natural person ──> selectClient
 *                                         └─ company ──> companyChooser: CHOOSE_COMPANY (own / existing: only a
 *                                            representative) | ADD_COMPANY (new) | LOAD_FROM_REGISTER (KRS number)
 *     identityVerification: checking ⇄ waiting (re-read every pollInterval; CHECK_IDENTITY at once; not started
                           ──> restarting: started at once),
 *                           rejected / expired ── RETRY_IDENTITY ──> restarting ──> waiting
 *     kyc: editing ── SAVE_KYC_DRAFT ──> savingDraft ──> editing; SEND_KYC ──> saving ──> sending
 *     complianceForms: reviewing ── APPROVE_FORM ──> approving; SEND_COMPLIANCE_FORMS (all approved) ──> sending
 *     supportingDocuments: idle ── UPLOAD_DOCUMENT ──> uploading (file, then create or update the document);
 *                          SEND_DOCUMENTS (all uploaded) ──> sending
 *     thankYou, rejected
 *   A call that answers the whole OnboardingRequest goes back through routing (approving a form and uploading a
 *   document answer a part of it, merged in, and stay on their step): moving forward and resuming after a reload
 *   are the same rule. FORM_ALREADY_SENT (another tab moved on) reloads the request and resumes from it.
 *
 * States waiting for a call the person started carry the tag `busy`. Nothing here is persisted: a new actor
 * starts from the server's state (stepFor), which is what makes the onboarding resumable.
 *
 * Errors of the actors never end the machine: it stays (or returns) where the person can retry, with
 * `context.error` saying what failed (`source`), the machine's own rule that refused the event (`rule`, docs/product/forms.md) or the contract's ErrorCode (`code`), and the original error (`cause`, for the SPA's one error handler).
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  ErrorCode,
  type AddClientRequest,
  type AddCompanyClient,
  type Attachment,
  type ComplianceForm,
  type ComplianceFormUpdate,
  type ComplianceFormUpdateData,
  type CountryCode,
  type InvestorType,
  type KycNaturalPerson,
  type KycRequestParameters,
  type IdentityVerification as KycRequestParametersIdentityVerification,
  type OnboardingFileUpload,
  type OnboardingRequest,
  type OnboardingRequestList,
  type OnboardingRequestRow,
  type OnboardingRoleOptions,
  type OnboardingStatus,
  type SelectClientRequest,
  type SupportingDocument,
  type SupportingDocumentInput,
  type SupportingDocumentType,
} from '#generated/api/model';

/** How often a pending identity verification (and a request whose compliance forms are not generated yet) is re-read. */
export const POLL_INTERVAL_MS = 5_000;

/** Request statuses in which the investor may still have something to do or to see (see docs/product/onboarding.md). */
export const OPEN_REQUEST_STATUSES: readonly OnboardingStatus[] = ['processing', 'sent', 'viewed'];

/** KRS numbers are 10 digits (the contract's AddRegisterCompanyClient.krsNumber pattern). */
const KRS_NUMBER = /^[0-9]{10}$/;

// ---------------------------------------------------------------------------------------------------------------
// Steps and resuming

/** A step of the onboarding, one screen each (the company chooser is part of primaryData). */
export type OnboardingStep =
  'primaryData' | 'identityVerification' | 'kyc' | 'complianceForms' | 'supportingDocuments' | 'thankYou' | 'rejected';

/**
 * The identity verification as the machine sees it: the provider's statuses (server/src/providers/
 * identity-verification: pending → approved / rejected / expired) plus not-started. The contract's
 * IdentityVerificationStatus says verified / failed and has no expired yet; both spellings are read.
 */
export type IdentityStatus = 'not-started' | 'pending' | 'approved' | 'rejected' | 'expired';

export function identityStatusOf(
  verification: KycRequestParametersIdentityVerification | null | undefined,
): IdentityStatus {
  // A string: the provider's spellings (and a future `expired`) are not in the contract's enum yet.
  const status: string = verification?.status ?? 'not-started';
  switch (status) {
    case 'verified':
    case 'approved':
      return 'approved';
    case 'failed':
    case 'rejected':
      return 'rejected';
    case 'expired':
      return 'expired';
    case 'pending':
      return 'pending';
    default:
      return 'not-started';
  }
}

/** Every compliance form is approved by the investor (or already verified by the fund). */
export function allComplianceFormsApproved(forms: readonly ComplianceForm[]): boolean {
  return forms.length > 0 && forms.every((form) => form.status === 'verified' || form.approvedAt !== null);
}

/**
 * Where to continue an onboarding request, from the server's state only (docs/product/onboarding.md: the request status, the
 * KYC status, the identity verification, the compliance forms' and the supporting documents' statuses):
 *
 *  1. rejected request → rejected; finished → thankYou;
 *  2. a supporting document the reviewer rejected → supportingDocuments (re-upload only that one), whatever the
 *     request status says;
 *  3. sent / viewed (everything sent, waiting for the review) → thankYou;
 *  4. no client chosen → primaryData;
 *  5. KYC not sent (draft, or rejected and to be corrected): identity not approved → identityVerification, else kyc;
 *  6. KYC sent: a compliance form missing or not approved → complianceForms;
 *  7. otherwise → supportingDocuments (the last action, which makes the request `sent`).
 */
export function stepFor(request: OnboardingRequest): OnboardingStep {
  if (request.status === 'rejected') return 'rejected';
  if (request.status === 'finished') return 'thankYou';
  if (request.supportingDocuments.some((document) => document.status === 'rejected')) return 'supportingDocuments';
  if (request.status !== 'processing') return 'thankYou';
  if (request.client === null) return 'primaryData';
  if (request.kyc.status === 'draft' || request.kyc.status === 'rejected') {
    return identityStatusOf(request.kycParameters?.identityVerification) === 'approved'
      ? 'kyc'
      : 'identityVerification';
  }
  if (!allComplianceFormsApproved(request.complianceForms)) return 'complianceForms';
  return 'supportingDocuments';
}

// ---------------------------------------------------------------------------------------------------------------
// Identity verification hand-off (verification is on mobile devices only; see docs/product/onboarding.md)

export type Device = 'desktop' | 'mobile';

/**
 * What the identity screen offers: on a desktop a QR code of `url` and the link itself, to continue on a phone;
 * on a phone a button that opens `url`.
 */
export interface IdentityHandoff {
  mode: 'qr-code' | 'redirect';
  url: string;
}

export interface IdentityView {
  status: IdentityStatus;
  verifiedAt: string | null;
  handoff: IdentityHandoff | null;
}

export function identityView(
  verification: KycRequestParametersIdentityVerification | null | undefined,
  device: Device,
): IdentityView {
  const status = identityStatusOf(verification);
  const url = verification?.redirectUrl ?? null;
  return {
    status,
    verifiedAt: verification?.verifiedAt ?? null,
    handoff:
      url !== null && (status === 'not-started' || status === 'pending')
        ? { mode: device === 'desktop' ? 'qr-code' : 'redirect', url }
        : null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Supporting documents

/**
 * The document types every case needs, by investor type, until the contract says which ones the server
 * requires (see requiredDocumentTypes). Provisional: the server's list is authoritative.
 */
export const DEFAULT_REQUIRED_DOCUMENT_TYPES: Readonly<Record<InvestorType, readonly SupportingDocumentType[]>> = {
  'natural-person': ['identity-document', 'proof-of-address'],
  'legal-person': ['company-register-extract', 'identity-document'],
};

/**
 * The document types this request needs: the defaults for its investor type, plus every type the server has a
 * document for (a server that pre-creates one empty document per required type extends the list).
 */
export function requiredDocumentTypes(request: OnboardingRequest): SupportingDocumentType[] {
  const defaults = request.client ? DEFAULT_REQUIRED_DOCUMENT_TYPES[request.client.type] : [];
  // The server's list (power of attorney for a non-representative, source of funds from the KYC) wins.
  const fromServer = request.requiredSupportingDocumentTypes ?? [];
  const types = [...(fromServer.length > 0 ? fromServer : defaults)];
  for (const document of request.supportingDocuments) if (!types.includes(document.type)) types.push(document.type);
  return types;
}

/** One line of the supporting-documents screen. */
export interface DocumentSlot {
  type: SupportingDocumentType;
  /** The document of this type (the rejected one if any was rejected, else the latest); null before its upload. */
  document: SupportingDocument | null;
  /** A file must still be uploaded here before the documents can be sent. */
  needsUpload: boolean;
  /**
   * A file may be uploaded here now: before sending, any slot not verified; after the reviewer rejected a
   * document, only that document.
   */
  uploadable: boolean;
  /** The reviewer's reason when the document was rejected (needs changes). */
  rejectionReason: string | null;
}

export function documentSlots(request: OnboardingRequest): DocumentSlot[] {
  const revision = request.supportingDocuments.some((document) => document.status === 'rejected');
  return requiredDocumentTypes(request).map((type) => {
    const ofType = request.supportingDocuments.filter((document) => document.type === type);
    const document = ofType.find((entry) => entry.status === 'rejected') ?? ofType.at(-1) ?? null;
    if (revision) {
      const rejected = document?.status === 'rejected';
      return {
        type,
        document,
        needsUpload: rejected,
        uploadable: rejected,
        rejectionReason: rejected ? document.rejectionReason : null,
      };
    }
    return {
      type,
      document,
      needsUpload: document === null || document.files.length === 0,
      uploadable: document?.status !== 'verified',
      rejectionReason: null,
    };
  });
}

/** The reviewer rejected a document: only what was rejected may be uploaded again. */
export function inRevision(slots: readonly DocumentSlot[]): boolean {
  return slots.some((slot) => slot.document?.status === 'rejected');
}

/** The send-to-verification action is enabled only when every needed file is uploaded (see docs/product/onboarding.md). */
export function allDocumentsUploaded(slots: readonly DocumentSlot[]): boolean {
  return slots.length > 0 && slots.every((slot) => !slot.needsUpload);
}

// ---------------------------------------------------------------------------------------------------------------
// Errors

/** Rules the machine checks itself before calling the server (see docs/product/forms.md). */
export type OnboardingRule =
  /** A tax residence country must be chosen. */
  | 'taxResidenceRequired'
  /** The investor type is not offered on this host (legal persons disabled). */
  | 'investorTypeUnavailable'
  /** "When the existing-company mode is chosen, a company must be picked." */
  | 'companyRequired'
  /** "An investor who is not a representative of an existing company is blocked from selecting it." */
  | 'notRepresentative'
  /** "Loading from the company register fails when no register number is given." */
  | 'krsNumberRequired'
  /** A KRS number has 10 digits. */
  | 'krsNumberInvalid'
  /** Sending the compliance forms needs every form approved. */
  | 'formsNotApproved'
  /** Sending the supporting documents needs every needed file (see docs/product/onboarding.md). */
  | 'documentsMissing'
  /** This document may not be uploaded now (verified, or not the one the reviewer rejected). */
  | 'documentLocked';

/** Where the error happened, so each screen shows only its own. */
export type OnboardingErrorSource =
  | 'requests'
  | 'request'
  /** The request of an e-mail's link (getOnboardingRequestByToken). */
  | 'link'
  | 'options'
  | 'primaryData'
  | 'company'
  | 'register'
  | 'identity'
  | 'kyc'
  | 'complianceForms'
  | 'supportingDocuments';

export interface OnboardingError {
  source: OnboardingErrorSource;
  rule: OnboardingRule | null;
  /** The contract's error code of a failed call, when its Error body has one. */
  code: ErrorCode | null;
  /** The failed call's error as the actor rejected it (the SPA's error handler makes the message from it). */
  cause: unknown;
  /** The document slot whose upload failed: its error belongs next to that slot, not above the list. */
  documentType?: SupportingDocumentType;
}

function bodyOf(error: unknown): Record<string, unknown> | null {
  if (typeof error !== 'object' || error === null) return null;
  // An HTTP client's error carries the body in response.data; an actor may also reject with the body itself.
  const response = (error as { response?: unknown }).response;
  const body = typeof response === 'object' && response !== null ? (response as { data?: unknown }).data : error;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
}

/** The contract's ErrorCode in a rejected call, without depending on the HTTP client. */
export function errorCodeOf(error: unknown): ErrorCode | null {
  const code = bodyOf(error)?.code;
  return typeof code === 'string' && Object.hasOwn(ErrorCode, code) ? (code as ErrorCode) : null;
}

function failure(source: OnboardingErrorSource, cause: unknown): OnboardingError {
  const code = errorCodeOf(cause);
  return { source, rule: code === 'NOT_COMPANY_REPRESENTATIVE' ? 'notRepresentative' : null, code, cause };
}

/** A failed upload (the file, or the document that holds it), told at its slot. */
function uploadFailure(context: { upload: { documentType: SupportingDocumentType } | null }, cause: unknown) {
  return {
    ...failure('supportingDocuments', cause),
    ...(context.upload && { documentType: context.upload.documentType }),
  };
}

function refusal(source: OnboardingErrorSource, rule: OnboardingRule): OnboardingError {
  return { source, rule, code: null, cause: null };
}

// ---------------------------------------------------------------------------------------------------------------
// Context, input, events, actors

export interface PrimaryData {
  investorType: InvestorType;
  taxResidenceCountry: CountryCode;
}

/** The upload in progress: the file goes up first, then the document is created or changed to hold it. */
export interface PendingUpload {
  documentType: SupportingDocumentType;
  /** The document it replaces the files of (a rejected or an empty one); null: a new document. */
  documentId: string | null;
  file: Blob;
  /** Set once the file is stored. */
  attachment: Attachment | null;
}

export interface OnboardingContext {
  device: Device;
  /** The request being onboarded (from the input, an e-mail's link, the chooser, or the only open one). */
  requestId: string | null;
  /** The token of the e-mail's link the onboarding was opened from, until it is resolved to its request. */
  linkToken: string | null;
  /** The investor's open requests (for the session chooser). */
  requests: OnboardingRequestRow[];
  /** The request as the server last answered it. */
  request: OnboardingRequest | null;
  /** The primary-data step's options (investor types, tax residences, companies). */
  options: OnboardingRoleOptions | null;
  /** The investor type and tax residence chosen, kept while the company is chosen. */
  primaryData: PrimaryData | null;
  identity: IdentityView | null;
  documents: DocumentSlot[];
  upload: PendingUpload | null;
  error: OnboardingError | null;
}

export interface OnboardingInput {
  /** Start at this request (e.g. /app/onboarding/{id}/...), without the chooser. */
  requestId?: string | null;
  /**
   * Start at the request of this link token (/app/onboarding/request/{token}, the link of the investor's e-mails
   * about a request; docs/decisions/0012), without the chooser.
   */
  linkToken?: string | null;
  /** Where the identity verification is started: a desktop shows a QR code and link (default desktop). */
  device?: Device;
}

/** A company typed in (the new-company option); the tax residence comes from the primary data. */
export type NewCompany = Omit<AddCompanyClient, 'source' | 'taxResidenceCountry'>;

export type OnboardingEvent =
  | { type: 'CHOOSE_REQUEST'; requestId: string }
  | { type: 'BACK_TO_REQUESTS' }
  | { type: 'RETRY' }
  | { type: 'SUBMIT_PRIMARY_DATA'; investorType: InvestorType; taxResidenceCountry: CountryCode }
  | { type: 'CHOOSE_COMPANY'; companyId: string | null }
  | { type: 'ADD_COMPANY'; company: NewCompany }
  | { type: 'LOAD_FROM_REGISTER'; krsNumber: string }
  | { type: 'BACK' }
  | { type: 'EDIT_PRIMARY_DATA' }
  | { type: 'CHECK_IDENTITY' }
  | { type: 'RETRY_IDENTITY' }
  | { type: 'SAVE_KYC_DRAFT'; data: KycNaturalPerson }
  | { type: 'SEND_KYC'; data: KycNaturalPerson }
  | { type: 'APPROVE_FORM'; formId: string; data?: ComplianceFormUpdateData }
  | { type: 'SEND_COMPLIANCE_FORMS' }
  | { type: 'REFRESH' }
  | { type: 'UPLOAD_DOCUMENT'; documentType: SupportingDocumentType; file: Blob }
  | { type: 'SEND_DOCUMENTS' };

export interface RequestInput {
  requestId: string;
}
export interface LinkInput {
  token: string;
}
export interface SelectClientInput extends RequestInput {
  body: SelectClientRequest;
}
export interface AddClientInput extends RequestInput {
  body: AddClientRequest;
}
export interface SaveKycInput extends RequestInput {
  body: KycNaturalPerson;
}
export interface UpdateComplianceFormInput extends RequestInput {
  formId: string;
  body: ComplianceFormUpdate;
}
export interface UploadFileInput extends RequestInput {
  body: OnboardingFileUpload;
}
export interface CreateSupportingDocumentInput extends RequestInput {
  body: SupportingDocumentInput;
}
export interface UpdateSupportingDocumentInput extends RequestInput {
  documentId: string;
  body: SupportingDocumentInput;
}

/** `busy`: a call the person started is under way (the screen disables its actions and shows progress). */
export type OnboardingTag = 'busy';

function notProvided(name: string): never {
  throw new Error(`onboarding.machine: the "${name}" implementation was not provided.`);
}

// ---------------------------------------------------------------------------------------------------------------
// Context helpers

/** The request as answered, with what the screens derive from it. */
function withRequest(context: OnboardingContext, request: OnboardingRequest) {
  return {
    request,
    requestId: request.id,
    identity: identityView(request.kycParameters?.identityVerification, context.device),
    documents: documentSlots(request),
  };
}

/** The rows of the list the investor may continue (the session chooser's choices). */
export function openRequests(list: OnboardingRequestList): OnboardingRequestRow[] {
  return list.items.filter((row) => OPEN_REQUEST_STATUSES.includes(row.status));
}

/**
 * With no open request, the newest finished or rejected one: the investor who follows the "accepted" or
 * "rejected" e-mail to /app/onboarding sees how it ended, not "nothing to do".
 */
export function newestClosedRequest(list: OnboardingRequestList): OnboardingRequestRow | null {
  const closed = list.items.filter((row) => !OPEN_REQUEST_STATUSES.includes(row.status));
  return closed.reduce<OnboardingRequestRow | null>(
    (newest, row) => (newest === null || row.createdAt > newest.createdAt ? row : newest),
    null,
  );
}

function requestOf(context: OnboardingContext): OnboardingRequest {
  if (!context.request) throw new Error('onboarding.machine: no request loaded.');
  return context.request;
}

function slotFor(context: OnboardingContext, type: SupportingDocumentType): DocumentSlot | undefined {
  return context.documents.find((slot) => slot.type === type);
}

function primaryDataOf(context: OnboardingContext): PrimaryData {
  return context.primaryData ?? { investorType: 'natural-person', taxResidenceCountry: '' };
}

function upsertDocument(documents: readonly SupportingDocument[], document: SupportingDocument) {
  return documents.some((entry) => entry.id === document.id)
    ? documents.map((entry) => (entry.id === document.id ? document : entry))
    : [...documents, document];
}

function eventOf<T extends OnboardingEvent['type']>(
  event: { type: string },
  type: T,
): Extract<OnboardingEvent, { type: T }> | null {
  return event.type === type ? (event as Extract<OnboardingEvent, { type: T }>) : null;
}

// ---------------------------------------------------------------------------------------------------------------
// The machine

export const onboardingMachine = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    input: {} as OnboardingInput,
    tags: {} as OnboardingTag,
  },
  actors: {
    /** listOnboardingRequests. */
    listRequests: fromPromise<OnboardingRequestList>(async () => notProvided('listRequests')),
    /** getOnboardingRequest. */
    getRequest: fromPromise<OnboardingRequest, RequestInput>(async () => notProvided('getRequest')),
    /** getOnboardingRequestByToken. */
    getRequestByLink: fromPromise<OnboardingRequest, LinkInput>(async () => notProvided('getRequestByLink')),
    /** getOnboardingRoleOptions. */
    getRoleOptions: fromPromise<OnboardingRoleOptions>(async () => notProvided('getRoleOptions')),
    /** selectOnboardingClient. */
    selectClient: fromPromise<OnboardingRequest, SelectClientInput>(async () => notProvided('selectClient')),
    /** addOnboardingClient (a company typed in, or one loaded from the KRS register by the server). */
    addClient: fromPromise<OnboardingRequest, AddClientInput>(async () => notProvided('addClient')),
    /** getKycParameters (the identity verification's status and link; the KYC form's prefill). */
    getKycParameters: fromPromise<KycRequestParameters, RequestInput>(async () => notProvided('getKycParameters')),
    /**
     * Starts a new identity verification after a rejected or expired one. NOT IN THE CONTRACT YET (see the
     * report of the product's identity step): typed with the contract's identity-verification object it would answer.
     */
    startIdentityVerification: fromPromise<KycRequestParametersIdentityVerification, RequestInput>(async () =>
      notProvided('startIdentityVerification'),
    ),
    /** saveKyc. */
    saveKyc: fromPromise<OnboardingRequest, SaveKycInput>(async () => notProvided('saveKyc')),
    /** sendKycToVerification. */
    sendKycToVerification: fromPromise<OnboardingRequest, RequestInput>(async () =>
      notProvided('sendKycToVerification'),
    ),
    /** updateComplianceForm (approve). */
    updateComplianceForm: fromPromise<ComplianceForm, UpdateComplianceFormInput>(async () =>
      notProvided('updateComplianceForm'),
    ),
    /** sendComplianceFormsToVerification. */
    sendComplianceFormsToVerification: fromPromise<OnboardingRequest, RequestInput>(async () =>
      notProvided('sendComplianceFormsToVerification'),
    ),
    /** uploadOnboardingFile. */
    uploadFile: fromPromise<Attachment, UploadFileInput>(async () => notProvided('uploadFile')),
    /** createSupportingDocument. */
    createSupportingDocument: fromPromise<SupportingDocument, CreateSupportingDocumentInput>(async () =>
      notProvided('createSupportingDocument'),
    ),
    /** updateSupportingDocument (a re-upload replaces the files). */
    updateSupportingDocument: fromPromise<SupportingDocument, UpdateSupportingDocumentInput>(async () =>
      notProvided('updateSupportingDocument'),
    ),
    /** sendSupportingDocumentsToVerification. */
    sendSupportingDocumentsToVerification: fromPromise<OnboardingRequest, RequestInput>(async () =>
      notProvided('sendSupportingDocumentsToVerification'),
    ),
  },
  actions: {
    clearError: assign({ error: null }),
  },
  guards: {
    /** A send answered FORM_ALREADY_SENT: the server moved on (another tab, a retry); reload and resume. */
    alreadySent: ({ event }) => errorCodeOf((event as { error?: unknown }).error) === 'FORM_ALREADY_SENT',
    /** The link's token opens no request of the investor (unknown, replaced by a newer e-mail's, not theirs). */
    notFound: ({ event }) => errorCodeOf((event as { error?: unknown }).error) === 'NOT_FOUND',
    linkRefused: ({ event }) => {
      const code = errorCodeOf((event as { error?: unknown }).error);
      return code === 'NOT_FOUND' || code === 'TOKEN_INACTIVE';
    },
  },
  delays: {
    pollInterval: POLL_INTERVAL_MS,
  },
}).createMachine({
  id: 'onboarding',
  context: ({ input }) => ({
    device: input.device ?? 'desktop',
    requestId: input.requestId ?? null,
    linkToken: input.linkToken ?? null,
    requests: [],
    request: null,
    options: null,
    primaryData: null,
    identity: null,
    documents: [],
    upload: null,
    error: null,
  }),
  initial: 'start',
  on: {
    BACK_TO_REQUESTS: {
      target: '.listing',
      actions: assign({
        requestId: null,
        linkToken: null,
        request: null,
        primaryData: null,
        identity: null,
        documents: [],
        upload: null,
        error: null,
      }),
    },
  },
  states: {
    start: {
      always: [
        { guard: ({ context }) => context.requestId !== null, target: 'loadingRequest' },
        { guard: ({ context }) => context.linkToken !== null, target: 'resolvingLink' },
        { target: 'listing' },
      ],
    },

    listing: {
      tags: 'busy',
      invoke: {
        src: 'listRequests',
        onDone: [
          {
            guard: ({ event }) => openRequests(event.output).length === 0 && newestClosedRequest(event.output) !== null,
            target: 'loadingRequest',
            actions: assign(({ event }) => ({
              requests: [],
              requestId: newestClosedRequest(event.output)?.id ?? null,
            })),
          },
          {
            guard: ({ event }) => openRequests(event.output).length === 0,
            target: 'nothingToDo',
            actions: assign({ requests: [] }),
          },
          {
            guard: ({ event }) => openRequests(event.output).length === 1,
            target: 'loadingRequest',
            actions: assign(({ event }) => {
              const open = openRequests(event.output);
              return { requests: open, requestId: open[0]?.id ?? null };
            }),
          },
          { target: 'choosingRequest', actions: assign({ requests: ({ event }) => openRequests(event.output) }) },
        ],
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => failure('requests', event.error) }) },
      },
    },

    /** The session chooser (see docs/product/onboarding.md): several onboarding processes are open. */
    choosingRequest: {
      on: {
        CHOOSE_REQUEST: {
          guard: ({ context, event }) => context.requests.some((row) => row.id === event.requestId),
          target: 'loadingRequest',
          actions: assign({ requestId: ({ event }) => event.requestId, error: null }),
        },
      },
    },

    /** No onboarding request at all: nothing to do. */
    nothingToDo: { type: 'final' },

    loadingRequest: {
      tags: 'busy',
      invoke: {
        src: 'getRequest',
        input: ({ context }) => ({ requestId: context.requestId ?? '' }),
        onDone: { target: 'routing', actions: assign(({ context, event }) => withRequest(context, event.output)) },
        onError: [
          {
            guard: 'notFound',
            target: 'requestNotFound',
            actions: assign({ error: ({ event }) => failure('request', event.error) }),
          },
          { target: 'loadFailed', actions: assign({ error: ({ event }) => failure('request', event.error) }) },
        ],
      },
    },

    /**
     * The address names no request of this investor (an old bookmark, another account's): a retry cannot help, the
     * investor's own requests are one BACK_TO_REQUESTS away.
     */
    requestNotFound: {},

    /** An e-mail's link: its request, then on as a request chosen in the session chooser (routing). */
    resolvingLink: {
      tags: 'busy',
      invoke: {
        src: 'getRequestByLink',
        input: ({ context }) => ({ token: context.linkToken ?? '' }),
        onDone: {
          target: 'routing',
          actions: assign(({ context, event }) => ({ ...withRequest(context, event.output), linkToken: null })),
        },
        onError: [
          {
            guard: 'linkRefused',
            target: 'linkNotFound',
            actions: assign({ error: ({ event }) => failure('link', event.error) }),
          },
          { target: 'loadFailed', actions: assign({ error: ({ event }) => failure('link', event.error) }) },
        ],
      },
    },

    /**
     * The link opens no request of this investor (a newer e-mail's link replaced it, or it is not theirs): the
     * investor's own requests are one BACK_TO_REQUESTS away.
     */
    linkNotFound: {},

    /** The list or the request could not be read: RETRY (or BACK_TO_REQUESTS). */
    loadFailed: {
      on: { RETRY: { target: 'start', actions: 'clearError' } },
    },

    /** Continue at the step the server's state calls for. */
    routing: {
      always: [
        { guard: ({ context }) => stepFor(requestOf(context)) === 'primaryData', target: 'primaryData' },
        {
          guard: ({ context }) => stepFor(requestOf(context)) === 'identityVerification',
          target: 'identityVerification',
        },
        { guard: ({ context }) => stepFor(requestOf(context)) === 'kyc', target: 'kyc' },
        { guard: ({ context }) => stepFor(requestOf(context)) === 'complianceForms', target: 'complianceForms' },
        {
          guard: ({ context }) => stepFor(requestOf(context)) === 'supportingDocuments',
          target: 'supportingDocuments',
        },
        { guard: ({ context }) => stepFor(requestOf(context)) === 'rejected', target: 'rejected' },
        { target: 'thankYou' },
      ],
    },

    /** Investor type and tax residence; for a company, the company chooser. */
    primaryData: {
      initial: 'loadingOptions',
      states: {
        loadingOptions: {
          tags: 'busy',
          invoke: {
            src: 'getRoleOptions',
            onDone: { target: 'form', actions: assign({ options: ({ event }) => event.output }) },
            onError: {
              target: 'optionsFailed',
              actions: assign({ error: ({ event }) => failure('options', event.error) }),
            },
          },
        },
        optionsFailed: {
          on: { RETRY: { target: 'loadingOptions', actions: 'clearError' } },
        },
        form: {
          on: {
            SUBMIT_PRIMARY_DATA: [
              {
                guard: ({ event }) => event.taxResidenceCountry.trim() === '',
                actions: assign({ error: refusal('primaryData', 'taxResidenceRequired') }),
              },
              {
                guard: ({ context, event }) => !(context.options?.investorTypes ?? []).includes(event.investorType),
                actions: assign({ error: refusal('primaryData', 'investorTypeUnavailable') }),
              },
              {
                guard: ({ event }) => event.investorType === 'natural-person',
                target: 'selectingClient',
                actions: assign({
                  primaryData: ({ event }) => ({
                    investorType: event.investorType,
                    taxResidenceCountry: event.taxResidenceCountry,
                  }),
                  error: null,
                }),
              },
              {
                target: 'companyChooser',
                actions: assign({
                  primaryData: ({ event }) => ({
                    investorType: event.investorType,
                    taxResidenceCountry: event.taxResidenceCountry,
                  }),
                  error: null,
                }),
              },
            ],
          },
        },
        selectingClient: {
          tags: 'busy',
          invoke: {
            src: 'selectClient',
            input: ({ context }) => ({
              requestId: requestOf(context).id,
              body: primaryDataOf(context),
            }),
            onDone: {
              target: '#onboarding.routing',
              actions: assign(({ context, event }) => withRequest(context, event.output)),
            },
            onError: [
              { guard: 'alreadySent', target: '#onboarding.loadingRequest' },
              { target: 'form', actions: assign({ error: ({ event }) => failure('primaryData', event.error) }) },
            ],
          },
        },
        /**
         * Own companies, an existing legal entity (only a representative may pick it), a new
         * company, or one loaded from the company register by its KRS number (see docs/product/onboarding.md).
         */
        companyChooser: {
          initial: 'idle',
          on: { BACK: { target: 'form', actions: 'clearError' } },
          states: {
            idle: {
              on: {
                CHOOSE_COMPANY: [
                  {
                    guard: ({ context, event }) =>
                      !event.companyId || !context.options?.companies.some((company) => company.id === event.companyId),
                    actions: assign({ error: refusal('company', 'companyRequired') }),
                  },
                  {
                    guard: ({ context, event }) =>
                      !context.options?.companies.find((company) => company.id === event.companyId)?.representative,
                    actions: assign({ error: refusal('company', 'notRepresentative') }),
                  },
                  { target: 'selectingCompany', actions: 'clearError' },
                ],
                ADD_COMPANY: { target: 'addingCompany', actions: 'clearError' },
                LOAD_FROM_REGISTER: [
                  {
                    guard: ({ event }) => event.krsNumber.trim() === '',
                    actions: assign({ error: refusal('register', 'krsNumberRequired') }),
                  },
                  {
                    guard: ({ event }) => !KRS_NUMBER.test(event.krsNumber.trim()),
                    actions: assign({ error: refusal('register', 'krsNumberInvalid') }),
                  },
                  { target: 'loadingFromRegister', actions: 'clearError' },
                ],
              },
            },
            selectingCompany: {
              tags: 'busy',
              invoke: {
                src: 'selectClient',
                input: ({ context, event }) => ({
                  requestId: requestOf(context).id,
                  body: {
                    ...primaryDataOf(context),
                    investorType: 'legal-person' as const,
                    companyId: eventOf(event, 'CHOOSE_COMPANY')?.companyId ?? undefined,
                  },
                }),
                onDone: {
                  target: '#onboarding.routing',
                  actions: assign(({ context, event }) => withRequest(context, event.output)),
                },
                onError: [
                  { guard: 'alreadySent', target: '#onboarding.loadingRequest' },
                  { target: 'idle', actions: assign({ error: ({ event }) => failure('company', event.error) }) },
                ],
              },
            },
            addingCompany: {
              tags: 'busy',
              invoke: {
                src: 'addClient',
                input: ({ context, event }) => ({
                  requestId: requestOf(context).id,
                  body: {
                    ...(eventOf(event, 'ADD_COMPANY')?.company as NewCompany),
                    source: 'company' as const,
                    taxResidenceCountry: primaryDataOf(context).taxResidenceCountry,
                  },
                }),
                onDone: {
                  target: '#onboarding.routing',
                  actions: assign(({ context, event }) => withRequest(context, event.output)),
                },
                onError: [
                  { guard: 'alreadySent', target: '#onboarding.loadingRequest' },
                  { target: 'idle', actions: assign({ error: ({ event }) => failure('company', event.error) }) },
                ],
              },
            },
            /** The server asks the register (the SPA never calls it, docs/product/requests.md) and adds the company. */
            loadingFromRegister: {
              tags: 'busy',
              invoke: {
                src: 'addClient',
                input: ({ context, event }) => ({
                  requestId: requestOf(context).id,
                  body: {
                    source: 'register' as const,
                    krsNumber: eventOf(event, 'LOAD_FROM_REGISTER')?.krsNumber.trim() ?? '',
                    taxResidenceCountry: primaryDataOf(context).taxResidenceCountry,
                  },
                }),
                onDone: {
                  target: '#onboarding.routing',
                  actions: assign(({ context, event }) => withRequest(context, event.output)),
                },
                onError: [
                  { guard: 'alreadySent', target: '#onboarding.loadingRequest' },
                  // COMPANY_NOT_FOUND_IN_REGISTER, NOT_COMPANY_REPRESENTATIVE, REGISTER_UNAVAILABLE: try again.
                  { target: 'idle', actions: assign({ error: ({ event }) => failure('register', event.error) }) },
                ],
              },
            },
          },
        },
      },
    },

    /** Identity verification on a phone: not started / pending are polled until approved, rejected or expired. */
    identityVerification: {
      initial: 'checking',
      on: { EDIT_PRIMARY_DATA: { target: 'primaryData', actions: 'clearError' } },
      states: {
        checking: {
          invoke: {
            src: 'getKycParameters',
            input: ({ context }) => ({ requestId: requestOf(context).id }),
            onDone: [
              {
                guard: ({ event }) => identityStatusOf(event.output.identityVerification) === 'approved',
                target: '#onboarding.routing',
                actions: assign(({ context, event }) =>
                  withRequest(context, { ...requestOf(context), kycParameters: event.output }),
                ),
              },
              {
                // Nothing started yet (the client was just chosen, or a resume before the first start): start it,
                // so the screen has the provider's link to hand off to a phone.
                guard: ({ event }) => identityStatusOf(event.output.identityVerification) === 'not-started',
                target: 'restarting',
                actions: assign(({ context, event }) => ({
                  ...withRequest(context, { ...requestOf(context), kycParameters: event.output }),
                  error: null,
                })),
              },
              {
                guard: ({ event }) => identityStatusOf(event.output.identityVerification) === 'rejected',
                target: 'rejected',
                actions: assign(({ context, event }) => ({
                  ...withRequest(context, { ...requestOf(context), kycParameters: event.output }),
                  error: null,
                })),
              },
              {
                guard: ({ event }) => identityStatusOf(event.output.identityVerification) === 'expired',
                target: 'expired',
                actions: assign(({ context, event }) => ({
                  ...withRequest(context, { ...requestOf(context), kycParameters: event.output }),
                  error: null,
                })),
              },
              {
                target: 'waiting',
                actions: assign(({ context, event }) => ({
                  ...withRequest(context, { ...requestOf(context), kycParameters: event.output }),
                  error: null,
                })),
              },
            ],
            // Keep polling: a lost answer is not the end of the verification.
            onError: { target: 'waiting', actions: assign({ error: ({ event }) => failure('identity', event.error) }) },
          },
        },
        /** Not started or pending: the screen shows the hand-off (QR code and link on a desktop). */
        waiting: {
          after: { pollInterval: 'checking' },
          on: { CHECK_IDENTITY: 'checking' },
        },
        rejected: {
          on: { RETRY_IDENTITY: { target: 'restarting', actions: 'clearError' } },
        },
        expired: {
          on: { RETRY_IDENTITY: { target: 'restarting', actions: 'clearError' } },
        },
        restarting: {
          tags: 'busy',
          invoke: {
            src: 'startIdentityVerification',
            input: ({ context }) => ({ requestId: requestOf(context).id }),
            onDone: {
              target: 'waiting',
              actions: assign(({ context, event }) => {
                const request = requestOf(context);
                const parameters: KycRequestParameters | null = request.kycParameters
                  ? { ...request.kycParameters, identityVerification: event.output }
                  : null;
                return {
                  ...withRequest(context, { ...request, kycParameters: parameters }),
                  identity: identityView(event.output, context.device),
                };
              }),
            },
            onError: [
              {
                // The first start failed (provider down): keep polling, the next check starts it again.
                guard: ({ context }) => context.identity?.status === 'not-started',
                target: 'waiting',
                actions: assign({ error: ({ event }) => failure('identity', event.error) }),
              },
              {
                guard: ({ context }) => context.identity?.status === 'expired',
                target: 'expired',
                actions: assign({ error: ({ event }) => failure('identity', event.error) }),
              },
              { target: 'rejected', actions: assign({ error: ({ event }) => failure('identity', event.error) }) },
            ],
          },
        },
      },
    },

    /** The KYC form (prefilled from the verified identity): drafts, then send to verification. */
    kyc: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            SAVE_KYC_DRAFT: { target: 'savingDraft', actions: 'clearError' },
            SEND_KYC: { target: 'saving', actions: 'clearError' },
            EDIT_PRIMARY_DATA: { target: '#onboarding.primaryData', actions: 'clearError' },
          },
        },
        savingDraft: {
          tags: 'busy',
          invoke: {
            src: 'saveKyc',
            input: ({ context, event }) => ({
              requestId: requestOf(context).id,
              body: (eventOf(event, 'SAVE_KYC_DRAFT')?.data ?? {}) as KycNaturalPerson,
            }),
            onDone: { target: 'editing', actions: assign(({ context, event }) => withRequest(context, event.output)) },
            onError: [
              { guard: 'alreadySent', target: '#onboarding.loadingRequest' },
              { target: 'editing', actions: assign({ error: ({ event }) => failure('kyc', event.error) }) },
            ],
          },
        },
        /** The data on screen is saved first, so what is sent is what the person sees. */
        saving: {
          tags: 'busy',
          invoke: {
            src: 'saveKyc',
            input: ({ context, event }) => ({
              requestId: requestOf(context).id,
              body: (eventOf(event, 'SEND_KYC')?.data ?? {}) as KycNaturalPerson,
            }),
            onDone: { target: 'sending', actions: assign(({ context, event }) => withRequest(context, event.output)) },
            onError: [
              { guard: 'alreadySent', target: '#onboarding.loadingRequest' },
              { target: 'editing', actions: assign({ error: ({ event }) => failure('kyc', event.error) }) },
            ],
          },
        },
        sending: {
          tags: 'busy',
          invoke: {
            src: 'sendKycToVerification',
            input: ({ context }) => ({ requestId: requestOf(context).id }),
            onDone: {
              target: '#onboarding.routing',
              actions: assign(({ context, event }) => withRequest(context, event.output)),
            },
            onError: [
              { guard: 'alreadySent', target: '#onboarding.loadingRequest' },
              { target: 'editing', actions: assign({ error: ({ event }) => failure('kyc', event.error) }) },
            ],
          },
        },
      },
    },

    /** The generated compliance forms: the investor reviews and approves each, then sends them. */
    complianceForms: {
      initial: 'ready',
      states: {
        ready: {
          always: [
            { guard: ({ context }) => requestOf(context).complianceForms.length === 0, target: 'waitingForForms' },
            { target: 'reviewing' },
          ],
        },
        /** The forms are generated from the KYC data on the server: read the request again until they are there. */
        waitingForForms: {
          after: { pollInterval: '#onboarding.loadingRequest' },
          on: { REFRESH: '#onboarding.loadingRequest' },
        },
        reviewing: {
          on: {
            APPROVE_FORM: {
              guard: ({ context, event }) =>
                requestOf(context).complianceForms.some((form) => form.id === event.formId),
              target: 'approving',
              actions: 'clearError',
            },
            SEND_COMPLIANCE_FORMS: [
              {
                guard: ({ context }) => allComplianceFormsApproved(requestOf(context).complianceForms),
                target: 'sending',
                actions: 'clearError',
              },
              { actions: assign({ error: refusal('complianceForms', 'formsNotApproved') }) },
            ],
          },
        },
        approving: {
          tags: 'busy',
          invoke: {
            src: 'updateComplianceForm',
            input: ({ context, event }) => {
              const approve = eventOf(event, 'APPROVE_FORM');
              const form = requestOf(context).complianceForms.find((entry) => entry.id === approve?.formId);
              return {
                requestId: requestOf(context).id,
                formId: approve?.formId ?? '',
                body: { data: approve?.data ?? form?.data ?? {}, approved: true },
              };
            },
            onDone: {
              target: 'reviewing',
              actions: assign(({ context, event }) => {
                const request = requestOf(context);
                return withRequest(context, {
                  ...request,
                  complianceForms: request.complianceForms.map((form) =>
                    form.id === event.output.id ? event.output : form,
                  ),
                });
              }),
            },
            onError: [
              { guard: 'alreadySent', target: '#onboarding.loadingRequest' },
              {
                target: 'reviewing',
                actions: assign({ error: ({ event }) => failure('complianceForms', event.error) }),
              },
            ],
          },
        },
        sending: {
          tags: 'busy',
          invoke: {
            src: 'sendComplianceFormsToVerification',
            input: ({ context }) => ({ requestId: requestOf(context).id }),
            onDone: {
              target: '#onboarding.routing',
              actions: assign(({ context, event }) => withRequest(context, event.output)),
            },
            onError: [
              { guard: 'alreadySent', target: '#onboarding.loadingRequest' },
              {
                target: 'reviewing',
                actions: assign({ error: ({ event }) => failure('complianceForms', event.error) }),
              },
            ],
          },
        },
      },
    },

    /**
     * The supporting documents of the case: upload each, send when all are uploaded. After the reviewer rejected a
     * document (needs changes, with a reason), only that one may be uploaded again.
     */
    supportingDocuments: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            UPLOAD_DOCUMENT: [
              {
                // A type the case does not list (e.g. `other`) may be added, except while documents are revised.
                guard: ({ context, event }) => {
                  const slot = slotFor(context, event.documentType);
                  return slot ? !slot.uploadable : inRevision(context.documents);
                },
                actions: assign({ error: refusal('supportingDocuments', 'documentLocked') }),
              },
              {
                target: 'uploading',
                actions: assign(({ context, event }) => ({
                  upload: {
                    documentType: event.documentType,
                    documentId: slotFor(context, event.documentType)?.document?.id ?? null,
                    file: event.file,
                    attachment: null,
                  },
                  error: null,
                })),
              },
            ],
            SEND_DOCUMENTS: [
              {
                guard: ({ context }) => allDocumentsUploaded(context.documents),
                target: 'sending',
                actions: 'clearError',
              },
              { actions: assign({ error: refusal('supportingDocuments', 'documentsMissing') }) },
            ],
          },
        },
        uploading: {
          tags: 'busy',
          initial: 'storingFile',
          states: {
            storingFile: {
              invoke: {
                src: 'uploadFile',
                input: ({ context }) => ({
                  requestId: requestOf(context).id,
                  body: { file: context.upload?.file ?? new Blob([]) },
                }),
                onDone: [
                  {
                    guard: ({ context }) => context.upload?.documentId != null,
                    target: 'updatingDocument',
                    actions: assign({
                      upload: ({ context, event }) =>
                        context.upload ? { ...context.upload, attachment: event.output } : null,
                    }),
                  },
                  {
                    target: 'creatingDocument',
                    actions: assign({
                      upload: ({ context, event }) =>
                        context.upload ? { ...context.upload, attachment: event.output } : null,
                    }),
                  },
                ],
                onError: [
                  { guard: 'alreadySent', target: '#onboarding.loadingRequest', actions: assign({ upload: null }) },
                  {
                    target: '#onboarding.supportingDocuments.idle',
                    actions: assign({
                      upload: null,
                      error: ({ context, event }) => uploadFailure(context, event.error),
                    }),
                  },
                ],
              },
            },
            creatingDocument: {
              invoke: {
                src: 'createSupportingDocument',
                input: ({ context }) => ({
                  requestId: requestOf(context).id,
                  body: {
                    type: context.upload?.documentType ?? 'other',
                    fileIds: context.upload?.attachment ? [context.upload.attachment.id] : [],
                  },
                }),
                onDone: {
                  target: '#onboarding.supportingDocuments.idle',
                  actions: assign(({ context, event }) => {
                    const request = requestOf(context);
                    return {
                      ...withRequest(context, {
                        ...request,
                        supportingDocuments: upsertDocument(request.supportingDocuments, event.output),
                      }),
                      upload: null,
                    };
                  }),
                },
                onError: [
                  { guard: 'alreadySent', target: '#onboarding.loadingRequest', actions: assign({ upload: null }) },
                  {
                    target: '#onboarding.supportingDocuments.idle',
                    actions: assign({
                      upload: null,
                      error: ({ context, event }) => uploadFailure(context, event.error),
                    }),
                  },
                ],
              },
            },
            /** A re-upload replaces the document's files; the server puts it back to processing. */
            updatingDocument: {
              invoke: {
                src: 'updateSupportingDocument',
                input: ({ context }) => {
                  const existing = requestOf(context).supportingDocuments.find(
                    (document) => document.id === context.upload?.documentId,
                  );
                  return {
                    requestId: requestOf(context).id,
                    documentId: context.upload?.documentId ?? '',
                    body: {
                      type: context.upload?.documentType ?? 'other',
                      fileIds: context.upload?.attachment ? [context.upload.attachment.id] : [],
                      ...(existing ? { data: existing.data } : {}),
                    },
                  };
                },
                onDone: {
                  target: '#onboarding.supportingDocuments.idle',
                  actions: assign(({ context, event }) => {
                    const request = requestOf(context);
                    return {
                      ...withRequest(context, {
                        ...request,
                        supportingDocuments: upsertDocument(request.supportingDocuments, event.output),
                      }),
                      upload: null,
                    };
                  }),
                },
                onError: [
                  { guard: 'alreadySent', target: '#onboarding.loadingRequest', actions: assign({ upload: null }) },
                  {
                    target: '#onboarding.supportingDocuments.idle',
                    actions: assign({
                      upload: null,
                      error: ({ context, event }) => uploadFailure(context, event.error),
                    }),
                  },
                ],
              },
            },
          },
        },
        sending: {
          tags: 'busy',
          invoke: {
            src: 'sendSupportingDocumentsToVerification',
            input: ({ context }) => ({ requestId: requestOf(context).id }),
            onDone: {
              target: '#onboarding.routing',
              actions: assign(({ context, event }) => withRequest(context, event.output)),
            },
            onError: [
              { guard: 'alreadySent', target: '#onboarding.loadingRequest' },
              {
                target: 'idle',
                actions: assign({ error: ({ event }) => failure('supportingDocuments', event.error) }),
              },
            ],
          },
        },
      },
    },

    /** Everything is sent (waiting for the review), or the request is finished. */
    thankYou: {},

    /** The fund rejected the request. */
    rejected: {},
  },
});

export type OnboardingMachine = typeof onboardingMachine;
