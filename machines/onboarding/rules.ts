// The onboarding's pure rules: where a request continues (stepFor), what the screens derive from it (identity
// hand-off, document slots), which events the machine refuses itself, and how a failed call becomes the screen's
// error. No XState here: onboarding.machine.ts only wires these into states, and the screens import them too.
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
export const KRS_NUMBER = /^[0-9]{10}$/;

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

export function failure(source: OnboardingErrorSource, cause: unknown): OnboardingError {
  const code = errorCodeOf(cause);
  return { source, rule: code === 'NOT_COMPANY_REPRESENTATIVE' ? 'notRepresentative' : null, code, cause };
}

/** A failed upload (the file, or the document that holds it), told at its slot. */
export function uploadFailure(context: { upload: { documentType: SupportingDocumentType } | null }, cause: unknown) {
  return {
    ...failure('supportingDocuments', cause),
    ...(context.upload && { documentType: context.upload.documentType }),
  };
}

export function refusal(source: OnboardingErrorSource, rule: OnboardingRule): OnboardingError {
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

export function notProvided(name: string): never {
  throw new Error(`onboarding.machine: the "${name}" implementation was not provided.`);
}

// ---------------------------------------------------------------------------------------------------------------
// Context helpers

/** The request as answered, with what the screens derive from it. */
export function withRequest(context: OnboardingContext, request: OnboardingRequest) {
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

export function requestOf(context: OnboardingContext): OnboardingRequest {
  if (!context.request) throw new Error('onboarding.machine: no request loaded.');
  return context.request;
}

export function slotFor(context: OnboardingContext, type: SupportingDocumentType): DocumentSlot | undefined {
  return context.documents.find((slot) => slot.type === type);
}

export function primaryDataOf(context: OnboardingContext): PrimaryData {
  return context.primaryData ?? { investorType: 'natural-person', taxResidenceCountry: '' };
}

export function upsertDocument(documents: readonly SupportingDocument[], document: SupportingDocument) {
  return documents.some((entry) => entry.id === document.id)
    ? documents.map((entry) => (entry.id === document.id ? document : entry))
    : [...documents, document];
}

export function eventOf<T extends OnboardingEvent['type']>(
  event: { type: string },
  type: T,
): Extract<OnboardingEvent, { type: T }> | null {
  return event.type === type ? (event as Extract<OnboardingEvent, { type: T }>) : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Decisions the machine takes on an answer or an event

/** Where the list of the investor's requests leads, and the requests it keeps for the session chooser. */
export type ListingOutcome =
  | { next: 'loadingRequest'; requests: OnboardingRequestRow[]; requestId: string }
  | { next: 'nothingToDo'; requests: OnboardingRequestRow[] }
  | { next: 'choosingRequest'; requests: OnboardingRequestRow[] };

/**
 * No open request: the newest closed one (how it ended), or nothing to do; one open request: that one; several:
 * the session chooser.
 */
export function listingOutcome(list: OnboardingRequestList): ListingOutcome {
  const open = openRequests(list);
  if (open.length === 0) {
    const closed = newestClosedRequest(list);
    return closed
      ? { next: 'loadingRequest', requests: [], requestId: closed.id }
      : { next: 'nothingToDo', requests: [] };
  }
  const [only] = open;
  if (open.length === 1 && only) return { next: 'loadingRequest', requests: open, requestId: only.id };
  return { next: 'choosingRequest', requests: open };
}

/** Why the primary data cannot be submitted (no tax residence, an investor type this host does not offer). */
export function primaryDataRefusal(
  options: OnboardingRoleOptions | null,
  data: { investorType: InvestorType; taxResidenceCountry: string },
): OnboardingRule | null {
  if (data.taxResidenceCountry.trim() === '') return 'taxResidenceRequired';
  if (!(options?.investorTypes ?? []).includes(data.investorType)) return 'investorTypeUnavailable';
  return null;
}

/** Why this existing company cannot be chosen: none (or an unknown one) picked, or the investor does not represent it. */
export function companyRefusal(options: OnboardingRoleOptions | null, companyId: string | null): OnboardingRule | null {
  if (!companyId || !options?.companies.some((company) => company.id === companyId)) return 'companyRequired';
  if (!options.companies.find((company) => company.id === companyId)?.representative) return 'notRepresentative';
  return null;
}

/** Why the company register cannot be asked: no KRS number, or not one of 10 digits. */
export function registerRefusal(krsNumber: string): OnboardingRule | null {
  if (krsNumber.trim() === '') return 'krsNumberRequired';
  if (!KRS_NUMBER.test(krsNumber.trim())) return 'krsNumberInvalid';
  return null;
}

/** A document of this type may not be uploaded now. A type the case does not list (e.g. `other`) may be added, except while documents are revised. */
export function uploadLocked(documents: readonly DocumentSlot[], documentType: SupportingDocumentType): boolean {
  const slot = documents.find((entry) => entry.type === documentType);
  return slot ? !slot.uploadable : inRevision(documents);
}
