/**
 * The investor's onboarding statechart (see docs/product/onboarding.md, docs/product/requests.md).
 * Pure: no React, no axios. This file only wires states; the rules it applies are in onboarding/rules.ts. Every call is an actor implemented by name in the SPA (the generated
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
import type {
  Attachment,
  ComplianceForm,
  InvestorType,
  KycNaturalPerson,
  KycRequestParameters,
  IdentityVerification as KycRequestParametersIdentityVerification,
  OnboardingRequest,
  OnboardingRequestList,
  OnboardingRoleOptions,
  SupportingDocument,
  SupportingDocumentType,
} from '#generated/api/model';
import {
  POLL_INTERVAL_MS,
  allComplianceFormsApproved,
  allDocumentsUploaded,
  companyRefusal,
  errorCodeOf,
  eventOf,
  failure,
  identityStatusOf,
  identityView,
  listingOutcome,
  notProvided,
  primaryDataOf,
  primaryDataRefusal,
  refusal,
  registerRefusal,
  requestOf,
  slotFor,
  stepFor,
  uploadFailure,
  uploadLocked,
  upsertDocument,
  withRequest,
  type AddClientInput,
  type CreateSupportingDocumentInput,
  type IdentityStatus,
  type LinkInput,
  type NewCompany,
  type OnboardingContext,
  type OnboardingErrorSource,
  type OnboardingEvent,
  type OnboardingInput,
  type OnboardingRule,
  type OnboardingStep,
  type OnboardingTag,
  type RequestInput,
  type SaveKycInput,
  type SelectClientInput,
  type UpdateComplianceFormInput,
  type UpdateSupportingDocumentInput,
  type UploadFileInput,
} from './onboarding/rules';

// The rules are part of the machine's public surface (the screens and the tests import them from here).
export * from './onboarding/rules';

// ---------------------------------------------------------------------------------------------------------------
// Transitions shared by many states

/** A call answered FORM_ALREADY_SENT: the server moved on (another tab, a retry); reload the request and resume. */
const resumeWhenAlreadySent = { guard: 'alreadySent', target: '#onboarding.loadingRequest' } as const;

/** A call failed: reload when the server already moved on, else back to `target` with the error of `source`. */
function failedCall(target: string, source: OnboardingErrorSource) {
  return [
    resumeWhenAlreadySent,
    {
      target,
      actions: {
        type: 'storeFailure' as const,
        params: ({ event }: { event: { error: unknown } }) => ({ source, cause: event.error }),
      },
    },
  ];
}

/** An upload step failed: the upload is dropped and its error told at its slot (or the request reloaded). */
const failedUpload = [
  { ...resumeWhenAlreadySent, actions: 'dropUpload' as const },
  {
    target: '#onboarding.supportingDocuments.idle',
    actions: {
      type: 'storeUploadFailure' as const,
      params: ({ event }: { event: { error: unknown } }) => ({ cause: event.error }),
    },
  },
];

/** A call answered the whole request: keep it and go to `target` (routing resumes where the server's state says). */
function answeredRequest(target = '#onboarding.routing') {
  return {
    target,
    actions: {
      type: 'storeRequest' as const,
      params: ({ event }: { event: { output: OnboardingRequest } }) => event.output,
    },
  };
}

/** The identity verification was read: keep it, and go to `target` when its status is `status` (any, if null). */
function identityChecked(status: IdentityStatus | null, target: string) {
  const store = {
    type: 'storeKycParameters' as const,
    params: ({ event }: { event: { output: KycRequestParameters } }) => event.output,
  };
  return {
    ...(status && {
      guard: {
        type: 'identityIs' as const,
        params: ({ event }: { event: { output: KycRequestParameters } }) => ({ parameters: event.output, status }),
      },
    }),
    target,
    // An approved identity moves on without touching the error; the other outcomes stay on the screen, cleared.
    actions: status === 'approved' ? [store] : [store, 'clearError' as const],
  };
}

const routeTo = (step: OnboardingStep) => ({ guard: { type: 'stepIs' as const, params: { step } }, target: step });

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
     * Starts a new identity verification after a rejected or expired one. NOT IN THE CONTRACT YET: typed with the
     * contract's identity-verification object it would answer.
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
    /** Back to the investor's list: nothing of the request left behind. */
    forgetRequest: assign({
      requestId: null,
      linkToken: null,
      request: null,
      primaryData: null,
      identity: null,
      documents: [],
      upload: null,
      error: null,
    }),
    storeListing: assign((_, list: OnboardingRequestList) => {
      const outcome = listingOutcome(list);
      return 'requestId' in outcome
        ? { requests: outcome.requests, requestId: outcome.requestId }
        : { requests: outcome.requests };
    }),
    chooseRequest: assign((_, params: { requestId: string }) => ({ requestId: params.requestId, error: null })),
    storeRequest: assign(({ context }, request: OnboardingRequest) => withRequest(context, request)),
    /** The e-mail's link is resolved to its request. */
    forgetLinkToken: assign({ linkToken: null }),
    storeFailure: assign((_, params: { source: OnboardingErrorSource; cause: unknown }) => ({
      error: failure(params.source, params.cause),
    })),
    /** The machine's own rule refused the event (the guard `refused` made sure there is one). */
    refuse: assign((_, params: { source: OnboardingErrorSource; rule: OnboardingRule | null }) => ({
      error: params.rule && refusal(params.source, params.rule),
    })),
    storeOptions: assign((_, options: OnboardingRoleOptions) => ({ options })),
    storePrimaryData: assign((_, params: { investorType: InvestorType; taxResidenceCountry: string }) => ({
      primaryData: { investorType: params.investorType, taxResidenceCountry: params.taxResidenceCountry },
      error: null,
    })),
    storeKycParameters: assign(({ context }, parameters: KycRequestParameters) =>
      withRequest(context, { ...requestOf(context), kycParameters: parameters }),
    ),
    storeRestartedIdentity: assign(({ context }, verification: KycRequestParametersIdentityVerification) => {
      const request = requestOf(context);
      const parameters: KycRequestParameters | null = request.kycParameters
        ? { ...request.kycParameters, identityVerification: verification }
        : null;
      return {
        ...withRequest(context, { ...request, kycParameters: parameters }),
        identity: identityView(verification, context.device),
      };
    }),
    storeComplianceForm: assign(({ context }, approved: ComplianceForm) => {
      const request = requestOf(context);
      return withRequest(context, {
        ...request,
        complianceForms: request.complianceForms.map((form) => (form.id === approved.id ? approved : form)),
      });
    }),
    startUpload: assign(({ context }, params: { documentType: SupportingDocumentType; file: Blob }) => ({
      upload: {
        documentType: params.documentType,
        documentId: slotFor(context, params.documentType)?.document?.id ?? null,
        file: params.file,
        attachment: null,
      },
      error: null,
    })),
    storeAttachment: assign(({ context }, attachment: Attachment) => ({
      upload: context.upload ? { ...context.upload, attachment } : null,
    })),
    storeSupportingDocument: assign(({ context }, document: SupportingDocument) => {
      const request = requestOf(context);
      return {
        ...withRequest(context, {
          ...request,
          supportingDocuments: upsertDocument(request.supportingDocuments, document),
        }),
        upload: null,
      };
    }),
    dropUpload: assign({ upload: null }),
    storeUploadFailure: assign(({ context }, params: { cause: unknown }) => ({
      upload: null,
      error: uploadFailure(context, params.cause),
    })),
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
    hasRequestId: ({ context }) => context.requestId !== null,
    hasLinkToken: ({ context }) => context.linkToken !== null,
    listingLeadsTo: (_, params: { list: OnboardingRequestList; next: 'loadingRequest' | 'nothingToDo' }) =>
      listingOutcome(params.list).next === params.next,
    isOpenRequest: ({ context }, params: { requestId: string }) =>
      context.requests.some((row) => row.id === params.requestId),
    stepIs: ({ context }, params: { step: OnboardingStep }) => stepFor(requestOf(context)) === params.step,
    /** One of the machine's own rules refuses the event. */
    refused: (_, params: { rule: OnboardingRule | null }) => params.rule !== null,
    isNaturalPerson: (_, params: { investorType: InvestorType }) => params.investorType === 'natural-person',
    identityIs: (_, params: { parameters: KycRequestParameters; status: IdentityStatus }) =>
      identityStatusOf(params.parameters.identityVerification) === params.status,
    identityWas: ({ context }, params: { status: IdentityStatus }) => context.identity?.status === params.status,
    formsNotGenerated: ({ context }) => requestOf(context).complianceForms.length === 0,
    isFormOfRequest: ({ context }, params: { formId: string }) =>
      requestOf(context).complianceForms.some((form) => form.id === params.formId),
    allFormsApproved: ({ context }) => allComplianceFormsApproved(requestOf(context).complianceForms),
    uploadLocked: ({ context }, params: { documentType: SupportingDocumentType }) =>
      uploadLocked(context.documents, params.documentType),
    allDocumentsUploaded: ({ context }) => allDocumentsUploaded(context.documents),
    replacesDocument: ({ context }) => context.upload?.documentId != null,
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
    BACK_TO_REQUESTS: { target: '.listing', actions: 'forgetRequest' },
  },
  states: {
    start: {
      always: [
        { guard: 'hasRequestId', target: 'loadingRequest' },
        { guard: 'hasLinkToken', target: 'resolvingLink' },
        { target: 'listing' },
      ],
    },

    listing: {
      tags: 'busy',
      invoke: {
        src: 'listRequests',
        onDone: [
          {
            guard: { type: 'listingLeadsTo', params: ({ event }) => ({ list: event.output, next: 'loadingRequest' }) },
            target: 'loadingRequest',
            actions: { type: 'storeListing', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'listingLeadsTo', params: ({ event }) => ({ list: event.output, next: 'nothingToDo' }) },
            target: 'nothingToDo',
            actions: { type: 'storeListing', params: ({ event }) => event.output },
          },
          { target: 'choosingRequest', actions: { type: 'storeListing', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ source: 'requests', cause: event.error }) },
        },
      },
    },

    /** The session chooser: several onboarding processes are open. */
    choosingRequest: {
      on: {
        CHOOSE_REQUEST: {
          guard: { type: 'isOpenRequest', params: ({ event }) => ({ requestId: event.requestId }) },
          target: 'loadingRequest',
          actions: { type: 'chooseRequest', params: ({ event }) => ({ requestId: event.requestId }) },
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
        onDone: answeredRequest(),
        onError: [
          {
            guard: 'notFound',
            target: 'requestNotFound',
            actions: { type: 'storeFailure', params: ({ event }) => ({ source: 'request', cause: event.error }) },
          },
          {
            target: 'loadFailed',
            actions: { type: 'storeFailure', params: ({ event }) => ({ source: 'request', cause: event.error }) },
          },
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
          actions: [{ type: 'storeRequest', params: ({ event }) => event.output }, 'forgetLinkToken'],
        },
        onError: [
          {
            guard: 'linkRefused',
            target: 'linkNotFound',
            actions: { type: 'storeFailure', params: ({ event }) => ({ source: 'link', cause: event.error }) },
          },
          {
            target: 'loadFailed',
            actions: { type: 'storeFailure', params: ({ event }) => ({ source: 'link', cause: event.error }) },
          },
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
        routeTo('primaryData'),
        routeTo('identityVerification'),
        routeTo('kyc'),
        routeTo('complianceForms'),
        routeTo('supportingDocuments'),
        routeTo('rejected'),
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
            onDone: { target: 'form', actions: { type: 'storeOptions', params: ({ event }) => event.output } },
            onError: {
              target: 'optionsFailed',
              actions: { type: 'storeFailure', params: ({ event }) => ({ source: 'options', cause: event.error }) },
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
                guard: {
                  type: 'refused',
                  params: ({ context, event }) => ({ rule: primaryDataRefusal(context.options, event) }),
                },
                actions: {
                  type: 'refuse',
                  params: ({ context, event }) => ({
                    source: 'primaryData',
                    rule: primaryDataRefusal(context.options, event),
                  }),
                },
              },
              {
                guard: { type: 'isNaturalPerson', params: ({ event }) => ({ investorType: event.investorType }) },
                target: 'selectingClient',
                actions: { type: 'storePrimaryData', params: ({ event }) => event },
              },
              { target: 'companyChooser', actions: { type: 'storePrimaryData', params: ({ event }) => event } },
            ],
          },
        },
        selectingClient: {
          tags: 'busy',
          invoke: {
            src: 'selectClient',
            input: ({ context }) => ({ requestId: requestOf(context).id, body: primaryDataOf(context) }),
            onDone: answeredRequest(),
            onError: failedCall('form', 'primaryData'),
          },
        },
        /**
         * Own companies, an existing legal entity (only a representative may pick it), a new company, or one loaded
         * from the company register by its KRS number.
         */
        companyChooser: {
          initial: 'idle',
          on: { BACK: { target: 'form', actions: 'clearError' } },
          states: {
            idle: {
              on: {
                CHOOSE_COMPANY: [
                  {
                    guard: {
                      type: 'refused',
                      params: ({ context, event }) => ({ rule: companyRefusal(context.options, event.companyId) }),
                    },
                    actions: {
                      type: 'refuse',
                      params: ({ context, event }) => ({
                        source: 'company',
                        rule: companyRefusal(context.options, event.companyId),
                      }),
                    },
                  },
                  { target: 'selectingCompany', actions: 'clearError' },
                ],
                ADD_COMPANY: { target: 'addingCompany', actions: 'clearError' },
                LOAD_FROM_REGISTER: [
                  {
                    guard: { type: 'refused', params: ({ event }) => ({ rule: registerRefusal(event.krsNumber) }) },
                    actions: {
                      type: 'refuse',
                      params: ({ event }) => ({ source: 'register', rule: registerRefusal(event.krsNumber) }),
                    },
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
                onDone: answeredRequest(),
                onError: failedCall('idle', 'company'),
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
                onDone: answeredRequest(),
                onError: failedCall('idle', 'company'),
              },
            },
            /** The server asks the register (the SPA never calls it) and adds the company. */
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
                onDone: answeredRequest(),
                // COMPANY_NOT_FOUND_IN_REGISTER, NOT_COMPANY_REPRESENTATIVE, REGISTER_UNAVAILABLE: try again.
                onError: failedCall('idle', 'register'),
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
              identityChecked('approved', '#onboarding.routing'),
              // Nothing started yet (the client was just chosen, or a resume before the first start): start it,
              // so the screen has the provider's link to hand off to a phone.
              identityChecked('not-started', 'restarting'),
              identityChecked('rejected', 'rejected'),
              identityChecked('expired', 'expired'),
              identityChecked(null, 'waiting'),
            ],
            // Keep polling: a lost answer is not the end of the verification.
            onError: {
              target: 'waiting',
              actions: { type: 'storeFailure', params: ({ event }) => ({ source: 'identity', cause: event.error }) },
            },
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
              actions: { type: 'storeRestartedIdentity', params: ({ event }) => event.output },
            },
            onError: [
              {
                // The first start failed (provider down): keep polling, the next check starts it again.
                guard: { type: 'identityWas', params: { status: 'not-started' } },
                target: 'waiting',
                actions: { type: 'storeFailure', params: ({ event }) => ({ source: 'identity', cause: event.error }) },
              },
              {
                guard: { type: 'identityWas', params: { status: 'expired' } },
                target: 'expired',
                actions: { type: 'storeFailure', params: ({ event }) => ({ source: 'identity', cause: event.error }) },
              },
              {
                target: 'rejected',
                actions: { type: 'storeFailure', params: ({ event }) => ({ source: 'identity', cause: event.error }) },
              },
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
            onDone: answeredRequest('editing'),
            onError: failedCall('editing', 'kyc'),
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
            onDone: answeredRequest('sending'),
            onError: failedCall('editing', 'kyc'),
          },
        },
        sending: {
          tags: 'busy',
          invoke: {
            src: 'sendKycToVerification',
            input: ({ context }) => ({ requestId: requestOf(context).id }),
            onDone: answeredRequest(),
            onError: failedCall('editing', 'kyc'),
          },
        },
      },
    },

    /** The generated compliance forms: the investor reviews and approves each, then sends them. */
    complianceForms: {
      initial: 'ready',
      states: {
        ready: {
          always: [{ guard: 'formsNotGenerated', target: 'waitingForForms' }, { target: 'reviewing' }],
        },
        /** The forms are generated from the KYC data on the server: read the request again until they are there. */
        waitingForForms: {
          after: { pollInterval: '#onboarding.loadingRequest' },
          on: { REFRESH: '#onboarding.loadingRequest' },
        },
        reviewing: {
          on: {
            APPROVE_FORM: {
              guard: { type: 'isFormOfRequest', params: ({ event }) => ({ formId: event.formId }) },
              target: 'approving',
              actions: 'clearError',
            },
            SEND_COMPLIANCE_FORMS: [
              { guard: 'allFormsApproved', target: 'sending', actions: 'clearError' },
              { actions: { type: 'refuse', params: { source: 'complianceForms', rule: 'formsNotApproved' } } },
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
              actions: { type: 'storeComplianceForm', params: ({ event }) => event.output },
            },
            onError: failedCall('reviewing', 'complianceForms'),
          },
        },
        sending: {
          tags: 'busy',
          invoke: {
            src: 'sendComplianceFormsToVerification',
            input: ({ context }) => ({ requestId: requestOf(context).id }),
            onDone: answeredRequest(),
            onError: failedCall('reviewing', 'complianceForms'),
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
                guard: { type: 'uploadLocked', params: ({ event }) => ({ documentType: event.documentType }) },
                actions: { type: 'refuse', params: { source: 'supportingDocuments', rule: 'documentLocked' } },
              },
              {
                target: 'uploading',
                actions: {
                  type: 'startUpload',
                  params: ({ event }) => ({ documentType: event.documentType, file: event.file }),
                },
              },
            ],
            SEND_DOCUMENTS: [
              { guard: 'allDocumentsUploaded', target: 'sending', actions: 'clearError' },
              { actions: { type: 'refuse', params: { source: 'supportingDocuments', rule: 'documentsMissing' } } },
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
                    guard: 'replacesDocument',
                    target: 'updatingDocument',
                    actions: { type: 'storeAttachment', params: ({ event }) => event.output },
                  },
                  {
                    target: 'creatingDocument',
                    actions: { type: 'storeAttachment', params: ({ event }) => event.output },
                  },
                ],
                onError: failedUpload,
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
                  actions: { type: 'storeSupportingDocument', params: ({ event }) => event.output },
                },
                onError: failedUpload,
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
                  actions: { type: 'storeSupportingDocument', params: ({ event }) => event.output },
                },
                onError: failedUpload,
              },
            },
          },
        },
        sending: {
          tags: 'busy',
          invoke: {
            src: 'sendSupportingDocumentsToVerification',
            input: ({ context }) => ({ requestId: requestOf(context).id }),
            onDone: answeredRequest(),
            onError: failedCall('idle', 'supportingDocuments'),
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
