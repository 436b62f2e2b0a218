/**
 * The onboarding machine without React : every path against a small in-memory fake of
 * the investor-onboarding operations, injected with `onboardingMachine.provide({ actors })`. The fake keeps one
 * request per id and changes it the way the contract describes each operation, so resuming is tested by starting
 * a new actor on what an earlier one left on the "server".
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type {
  Attachment,
  ComplianceForm,
  CompanyChoice,
  IdentityVerificationStatus,
  KycNaturalPerson,
  KycRequestParameters,
  IdentityVerification as KycRequestParametersIdentityVerification,
  OnboardingRequest,
  OnboardingRequestRow,
  OnboardingRoleOptions,
  SupportingDocument,
} from '#generated/api/model';
import {
  allDocumentsUploaded,
  documentSlots,
  errorCodeOf,
  identityStatusOf,
  identityView,
  onboardingMachine,
  POLL_INTERVAL_MS,
  requiredDocumentTypes,
  stepFor,
  type AddClientInput,
  type CreateSupportingDocumentInput,
  type LinkInput,
  type OnboardingInput,
  type RequestInput,
  type SaveKycInput,
  type SelectClientInput,
  type UpdateComplianceFormInput,
  type UpdateSupportingDocumentInput,
  type UploadFileInput,
} from '#machines/onboarding.machine';

const NOW = '2026-11-21T12:00:00.000Z';
let sequence = 0;
/** A fresh uuid-shaped id. */
function uuid(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${sequence.toString().padStart(12, '0')}`;
}

/** What an HTTP client rejects with for an Error body of the contract. */
function apiError(status: number, code: string, label = 'Error') {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data: { label, code } },
  });
}

const REQUEST_ID = '11111111-1111-4111-8111-111111111111';
const OTHER_REQUEST_ID = '22222222-2222-4222-8222-222222222222';
const OWN_COMPANY: CompanyChoice = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Moja Spółka sp. z o.o.',
  taxNumber: '5252344078',
  krsNumber: '0000123456',
  source: 'own',
  representative: true,
};
const FOREIGN_ENTITY: CompanyChoice = {
  id: '44444444-4444-4444-8444-444444444444',
  name: 'Cudza Spółka S.A.',
  taxNumber: '7010001454',
  krsNumber: '0000654321',
  source: 'existing',
  representative: false,
};
/** The KRS register the fake server asks (the SPA never does). */
const REGISTER: Record<string, { name: string; taxNumber: string }> = {
  '0000019193': { name: 'BANK POLSKA KASA OPIEKI SPÓŁKA AKCYJNA', taxNumber: '5260006841' },
};

const KYC_DATA = {
  personal: { firstName: 'Anna', lastName: 'Nowak' },
} as unknown as KycNaturalPerson;

function row(id: string, status: OnboardingRequestRow['status'] = 'processing'): OnboardingRequestRow {
  return {
    id,
    email: 'investor@demo.test',
    name: 'Anna Nowak',
    createdAt: NOW,
    sourceName: 'Doradca Demo',
    taxNumber: null,
    status,
  };
}

function kycParameters(
  status: IdentityVerificationStatus,
  redirectUrl: string | null = status === 'approved' ? null : 'https://verify.example/start/1',
): KycRequestParameters {
  return {
    formType: 'natural-person',
    identityVerification: {
      status,
      verifiedAt: status === 'approved' ? NOW : null,
      redirectUrl,
      startedAt: null,
      expiresAt: null,
      rejectionReason: null,
      mismatchedField: null,
    },
    prefill: status === 'approved' ? { personal: { firstName: 'Anna', lastName: 'Nowak' } } : {},
    readOnlyFields: status === 'approved' ? ['/personal/firstName', '/personal/lastName'] : [],
  };
}

function form(name: string, approved = false, status: ComplianceForm['status'] = 'processing'): ComplianceForm {
  return {
    id: uuid(),
    templateId: uuid(),
    name: { pl: name },
    status,
    data: { answer: 'generated' },
    approvedAt: approved ? NOW : null,
    kind: name.includes('AML') ? 'aml-kyc-declaration' : 'investor-classification',
    verifiedAt: status === 'verified' ? NOW : null,
  };
}

function attachment(fileName = 'scan.pdf'): Attachment {
  return { id: uuid(), fileName, contentType: 'application/pdf', size: 1024, createdAt: NOW };
}

function document(
  type: SupportingDocument['type'],
  status: SupportingDocument['status'] = 'processing',
  rejectionReason: string | null = null,
): SupportingDocument {
  return {
    id: uuid(),
    type,
    status,
    data: {},
    files: [attachment()],
    rejectionCode: rejectionReason === null ? null : 'other',
    rejectionReason,
    revised: false,
    sentAt: null,
    verifiedAt: status === 'verified' ? NOW : null,
  };
}

/** A request in the state of a given step (each builds on the one before). */
const at = {
  start(id = REQUEST_ID): OnboardingRequest {
    return {
      id,
      requestId: 'ONB/2026/000123',
      status: 'processing',
      createdAt: NOW,
      updatedAt: NOW,
      sourceName: 'Doradca Demo',
      client: null,
      kycParameters: null,
      kyc: { status: 'draft', data: null, sentAt: null },
      complianceForms: [],
      supportingDocuments: [],
      investorType: null,
      taxResidenceCountry: null,
      complianceFormsSentAt: null,
      requiredSupportingDocumentTypes: [],
      supportingDocumentsSentAt: null,
    };
  },
  identity(status: IdentityVerificationStatus = 'not-started'): OnboardingRequest {
    return {
      ...at.start(),
      client: { id: uuid(), type: 'natural-person', name: 'Anna Nowak', taxNumber: null, krsNumber: null },
      kycParameters: kycParameters(status),
    };
  },
  kyc(): OnboardingRequest {
    return { ...at.identity('approved'), kyc: { status: 'draft', data: KYC_DATA, sentAt: null } };
  },
  complianceForms(forms = [form('Deklaracja AML/KYC'), form('Klasyfikacja inwestora')]): OnboardingRequest {
    return { ...at.kyc(), kyc: { status: 'sent', data: KYC_DATA, sentAt: NOW }, complianceForms: forms };
  },
  supportingDocuments(documents: SupportingDocument[] = []): OnboardingRequest {
    return {
      ...at.complianceForms([form('Deklaracja AML/KYC', true), form('Klasyfikacja inwestora', true)]),
      supportingDocuments: documents,
    };
  },
  sent(documents = [document('identity-document'), document('proof-of-address')]): OnboardingRequest {
    return { ...at.supportingDocuments(documents), status: 'sent' };
  },
};

type ActorName =
  | 'listRequests'
  | 'getRequest'
  | 'getRequestByLink'
  | 'getRoleOptions'
  | 'selectClient'
  | 'addClient'
  | 'getKycParameters'
  | 'startIdentityVerification'
  | 'saveKyc'
  | 'sendKycToVerification'
  | 'updateComplianceForm'
  | 'sendComplianceFormsToVerification'
  | 'uploadFile'
  | 'createSupportingDocument'
  | 'updateSupportingDocument'
  | 'sendSupportingDocumentsToVerification';

/**
 * The investor-onboarding operations over one investor's requests, as the contract describes them (answers are
 * copies, like JSON over HTTP). `fail(name, error)` makes the next call of that operation reject.
 */
class FakeServer {
  rows: OnboardingRequestRow[] = [];
  requests = new Map<string, OnboardingRequest>();
  options: OnboardingRoleOptions = {
    investorTypes: ['natural-person', 'legal-person'],
    taxResidenceCountries: [{ value: 'PL', label: { pl: 'Polska', en: 'Poland' } }],
    companies: [OWN_COMPANY, FOREIGN_ENTITY],
  };
  /** What the identity provider reports on each next read of the KYC parameters (the last one stays). */
  identityProgress: IdentityVerificationStatus[] = [];
  /** Compliance forms are generated when the KYC is sent (false: later, as a background job would). */
  generateFormsOnSend = true;
  /** The link tokens of the e-mails about the requests: token -> request id. */
  links = new Map<string, string>();
  calls: Partial<Record<ActorName, unknown[]>> = {};
  private failures: Partial<Record<ActorName, unknown[]>> = {};
  private verifications = 0;

  constructor(...requests: OnboardingRequest[]) {
    for (const request of requests) this.put(request);
  }

  put(request: OnboardingRequest) {
    this.requests.set(request.id, structuredClone(request));
    this.rows = this.rows
      .filter((entry) => entry.id !== request.id)
      .concat({ ...row(request.id, request.status), createdAt: request.createdAt });
  }

  request(id = REQUEST_ID): OnboardingRequest {
    const request = this.requests.get(id);
    if (!request) throw apiError(404, 'NOT_FOUND');
    return request;
  }

  fail(name: ActorName, error: unknown) {
    (this.failures[name] ??= []).push(error);
  }

  callsOf(name: ActorName): unknown[] {
    return this.calls[name] ?? [];
  }

  private async call<T>(name: ActorName, input: unknown, run: () => T): Promise<T> {
    (this.calls[name] ??= []).push(structuredClone(input));
    const failure = this.failures[name]?.shift();
    if (failure) throw failure;
    return structuredClone(run());
  }

  private changed(request: OnboardingRequest) {
    request.updatedAt = NOW;
    this.rows = this.rows.map((entry) => (entry.id === request.id ? { ...entry, status: request.status } : entry));
    return request;
  }

  private notSent(request: OnboardingRequest) {
    if (request.kyc.status === 'sent' || request.kyc.status === 'verified') throw apiError(409, 'FORM_ALREADY_SENT');
  }

  actors() {
    return {
      listRequests: fromPromise(() =>
        this.call('listRequests', null, () => ({ items: this.rows, totalCount: this.rows.length })),
      ),
      getRequest: fromPromise(({ input }: { input: RequestInput }) =>
        this.call('getRequest', input, () => this.request(input.requestId)),
      ),
      getRequestByLink: fromPromise(({ input }: { input: LinkInput }) =>
        this.call('getRequestByLink', input, () => {
          const id = this.links.get(input.token);
          if (!id) throw apiError(404, 'NOT_FOUND');
          return this.request(id);
        }),
      ),
      getRoleOptions: fromPromise(() => this.call('getRoleOptions', null, () => this.options)),
      selectClient: fromPromise(({ input }: { input: SelectClientInput }) =>
        this.call('selectClient', input, () => {
          const request = this.request(input.requestId);
          this.notSent(request);
          const { body } = input;
          if (body.investorType === 'legal-person') {
            const company = this.options.companies.find((entry) => entry.id === body.companyId);
            if (!company) throw apiError(400, 'VALIDATION_FAILED');
            if (!company.representative) throw apiError(403, 'NOT_COMPANY_REPRESENTATIVE');
            request.client = {
              id: company.id,
              type: 'legal-person',
              name: company.name,
              taxNumber: company.taxNumber,
              krsNumber: company.krsNumber,
            };
          } else {
            request.client = {
              id: uuid(),
              type: 'natural-person',
              name: 'Anna Nowak',
              taxNumber: null,
              krsNumber: null,
            };
          }
          request.kycParameters = kycParameters('not-started');
          request.kycParameters.formType = body.investorType;
          return this.changed(request);
        }),
      ),
      addClient: fromPromise(({ input }: { input: AddClientInput }) =>
        this.call('addClient', input, () => {
          const request = this.request(input.requestId);
          this.notSent(request);
          const { body } = input;
          if (body.source === 'register') {
            const entry = REGISTER[body.krsNumber];
            if (!entry) throw apiError(422, 'COMPANY_NOT_FOUND_IN_REGISTER');
            request.client = { id: uuid(), type: 'legal-person', ...entry, krsNumber: body.krsNumber };
          } else if (body.source === 'company') {
            request.client = {
              id: uuid(),
              type: 'legal-person',
              name: body.name,
              taxNumber: body.taxNumber,
              krsNumber: body.krsNumber ?? null,
            };
          } else {
            request.client = {
              id: uuid(),
              type: 'natural-person',
              name: 'Anna Nowak',
              taxNumber: null,
              krsNumber: null,
            };
          }
          request.kycParameters = { ...kycParameters('not-started'), formType: request.client.type };
          return this.changed(request);
        }),
      ),
      getKycParameters: fromPromise(({ input }: { input: RequestInput }) =>
        this.call('getKycParameters', input, () => {
          const request = this.request(input.requestId);
          if (!request.kycParameters) throw apiError(409, 'CONFLICT');
          const next = this.identityProgress.length > 1 ? this.identityProgress.shift() : this.identityProgress[0];
          if (next) {
            const { formType } = request.kycParameters;
            const url = request.kycParameters.identityVerification.redirectUrl;
            request.kycParameters = { ...kycParameters(next, next === 'approved' ? null : url), formType };
          }
          return request.kycParameters;
        }),
      ),
      startIdentityVerification: fromPromise(({ input }: { input: RequestInput }) =>
        this.call('startIdentityVerification', input, () => {
          const request = this.request(input.requestId);
          this.verifications += 1;
          // As the server answers a start: pending, with the provider's link.
          const verification: KycRequestParametersIdentityVerification = {
            status: 'pending',
            verifiedAt: null,
            startedAt: null,
            expiresAt: null,
            rejectionReason: null,
            mismatchedField: null,
            redirectUrl: `https://verify.example/start/${this.verifications + 1}`,
          };
          if (request.kycParameters) request.kycParameters.identityVerification = verification;
          return verification;
        }),
      ),
      saveKyc: fromPromise(({ input }: { input: SaveKycInput }) =>
        this.call('saveKyc', input, () => {
          const request = this.request(input.requestId);
          this.notSent(request);
          request.kyc = { status: 'draft', data: input.body, sentAt: null };
          return this.changed(request);
        }),
      ),
      sendKycToVerification: fromPromise(({ input }: { input: RequestInput }) =>
        this.call('sendKycToVerification', input, () => {
          const request = this.request(input.requestId);
          this.notSent(request);
          if (!request.kyc.data || identityStatusOf(request.kycParameters?.identityVerification) !== 'approved')
            throw apiError(422, 'ONBOARDING_INCOMPLETE');
          request.kyc = { ...request.kyc, status: 'sent', sentAt: NOW };
          if (this.generateFormsOnSend)
            request.complianceForms = [form('Deklaracja AML/KYC'), form('Klasyfikacja inwestora')];
          return this.changed(request);
        }),
      ),
      updateComplianceForm: fromPromise(({ input }: { input: UpdateComplianceFormInput }) =>
        this.call('updateComplianceForm', input, () => {
          const request = this.request(input.requestId);
          const target = request.complianceForms.find((entry) => entry.id === input.formId);
          if (!target) throw apiError(404, 'NOT_FOUND');
          target.data = input.body.data;
          target.approvedAt = input.body.approved ? NOW : null;
          this.changed(request);
          return target;
        }),
      ),
      sendComplianceFormsToVerification: fromPromise(({ input }: { input: RequestInput }) =>
        this.call('sendComplianceFormsToVerification', input, () => {
          const request = this.request(input.requestId);
          if (request.complianceForms.some((entry) => entry.approvedAt === null))
            throw apiError(422, 'ONBOARDING_INCOMPLETE');
          return this.changed(request);
        }),
      ),
      uploadFile: fromPromise(({ input }: { input: UploadFileInput }) =>
        this.call('uploadFile', { requestId: input.requestId }, () =>
          attachment(input.body.file instanceof File ? input.body.file.name : 'blob'),
        ),
      ),
      createSupportingDocument: fromPromise(({ input }: { input: CreateSupportingDocumentInput }) =>
        this.call('createSupportingDocument', input, () => {
          const request = this.request(input.requestId);
          const created: SupportingDocument = {
            id: uuid(),
            type: input.body.type,
            status: 'processing',
            data: input.body.data ?? {},
            files: input.body.fileIds.map((id) => ({ ...attachment(), id })),
            rejectionCode: null,
            rejectionReason: null,
            revised: false,
            sentAt: null,
            verifiedAt: null,
          };
          request.supportingDocuments.push(created);
          this.changed(request);
          return created;
        }),
      ),
      updateSupportingDocument: fromPromise(({ input }: { input: UpdateSupportingDocumentInput }) =>
        this.call('updateSupportingDocument', input, () => {
          const request = this.request(input.requestId);
          const target = request.supportingDocuments.find((entry) => entry.id === input.documentId);
          if (!target) throw apiError(404, 'NOT_FOUND');
          if (target.status === 'verified') throw apiError(409, 'CONFLICT');
          target.files = input.body.fileIds.map((id) => ({ ...attachment(), id }));
          target.status = 'processing';
          target.rejectionReason = null;
          this.changed(request);
          return target;
        }),
      ),
      sendSupportingDocumentsToVerification: fromPromise(({ input }: { input: RequestInput }) =>
        this.call('sendSupportingDocumentsToVerification', input, () => {
          const request = this.request(input.requestId);
          const types = new Set(
            request.supportingDocuments.filter((entry) => entry.files.length > 0).map((e) => e.type),
          );
          const missing = requiredDocumentTypes(request).some((type) => !types.has(type));
          if (missing || request.supportingDocuments.some((entry) => entry.status === 'rejected'))
            throw apiError(422, 'ONBOARDING_INCOMPLETE');
          request.status = 'sent';
          return this.changed(request);
        }),
      ),
    };
  }
}

function start(server: FakeServer, input: OnboardingInput = {}) {
  const actor = createActor(onboardingMachine.provide({ actors: server.actors() }), { input });
  actor.start();
  return actor;
}

type Actor = ReturnType<typeof start>;

/** Lets resolved actor promises deliver their results (fake timers do not move). */
const settle = () => vi.advanceTimersByTimeAsync(0);

async function send(actor: Actor, event: Parameters<Actor['send']>[0]) {
  actor.send(event);
  await settle();
}

const state = (actor: Actor) => actor.getSnapshot().value;
const context = (actor: Actor) => actor.getSnapshot().context;

function file(name: string): File {
  return new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], name, { type: 'application/pdf' });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(NOW));
});
afterEach(() => {
  vi.useRealTimers();
});

// -------------------------------------------------------------------------------------------------------------

describe('stepFor: where a request continues, from the server state alone', () => {
  const cases: [string, OnboardingRequest, ReturnType<typeof stepFor>][] = [
    ['no client chosen', at.start(), 'primaryData'],
    ['a client but no KYC parameters yet', { ...at.identity(), kycParameters: null }, 'identityVerification'],
    ['identity not started', at.identity('not-started'), 'identityVerification'],
    ['identity pending', at.identity('pending'), 'identityVerification'],
    ['identity failed (rejected by the provider)', at.identity('rejected'), 'identityVerification'],
    ['identity verified, KYC draft', at.kyc(), 'kyc'],
    ['identity verified, KYC never saved', at.identity('approved'), 'kyc'],
    [
      'KYC rejected (to be corrected)',
      { ...at.kyc(), kyc: { status: 'rejected', data: KYC_DATA, sentAt: NOW } },
      'kyc',
    ],
    ['KYC sent, forms not generated yet', at.complianceForms([]), 'complianceForms'],
    ['KYC sent, one form not approved', at.complianceForms([form('A', true), form('B')]), 'complianceForms'],
    [
      'KYC verified, forms verified by the fund',
      at.complianceForms([form('A', false, 'verified')]),
      'supportingDocuments',
    ],
    ['forms approved, no documents', at.supportingDocuments(), 'supportingDocuments'],
    [
      'forms approved, documents uploaded but not sent',
      at.supportingDocuments([document('identity-document')]),
      'supportingDocuments',
    ],
    ['everything sent', at.sent(), 'thankYou'],
    ['viewed by the reviewer', { ...at.sent(), status: 'viewed' }, 'thankYou'],
    ['finished', { ...at.sent(), status: 'finished' }, 'thankYou'],
    ['rejected', { ...at.sent(), status: 'rejected' }, 'rejected'],
    [
      'sent, and the reviewer rejected a document',
      at.sent([
        document('identity-document', 'verified'),
        document('proof-of-address', 'rejected', 'Nieczytelny skan'),
      ]),
      'supportingDocuments',
    ],
    [
      'back to processing with a rejected document',
      at.supportingDocuments([document('proof-of-address', 'rejected', 'Nieczytelny skan')]),
      'supportingDocuments',
    ],
  ];
  it.each(cases.map(([title, request, step]) => [`${title} → ${step}`, request, step] as const))(
    '%s',
    (_, request, step) => {
      expect(stepFor(request)).toBe(step);
    },
  );
  it('covers every step', () => {
    expect(new Set(cases.map(([, , step]) => step))).toEqual(
      new Set([
        'primaryData',
        'identityVerification',
        'kyc',
        'complianceForms',
        'supportingDocuments',
        'thankYou',
        'rejected',
      ]),
    );
  });

  it('an identity verification the provider reports as expired is still the identity step', () => {
    const request = at.identity();
    // The contract's enum has no `expired` yet; the provider's status is read when the server passes it on.
    (request.kycParameters!.identityVerification as { status: string }).status = 'expired';
    expect(stepFor(request)).toBe('identityVerification');
    expect(identityStatusOf(request.kycParameters!.identityVerification)).toBe('expired');
  });
});

describe('identity hand-off and supporting-document slots (pure helpers)', () => {
  it('a desktop gets a QR code and the link, a phone a redirect; nothing once approved', () => {
    const pending = kycParameters('pending').identityVerification;
    expect(identityView(pending, 'desktop')).toEqual({
      status: 'pending',
      verifiedAt: null,
      handoff: { mode: 'qr-code', url: 'https://verify.example/start/1' },
    });
    expect(identityView(pending, 'mobile').handoff).toEqual({
      mode: 'redirect',
      url: 'https://verify.example/start/1',
    });
    expect(identityView(kycParameters('approved').identityVerification, 'desktop')).toEqual({
      status: 'approved',
      verifiedAt: NOW,
      handoff: null,
    });
    expect(identityView(kycParameters('rejected').identityVerification, 'desktop').handoff).toBeNull();
  });

  it('a natural person needs an identity document and a proof of address; a company a register extract too', () => {
    expect(requiredDocumentTypes(at.supportingDocuments())).toEqual(['identity-document', 'proof-of-address']);
    const company = at.supportingDocuments();
    company.client = { id: uuid(), type: 'legal-person', name: 'X', taxNumber: null, krsNumber: null };
    expect(requiredDocumentTypes(company)).toEqual(['company-register-extract', 'identity-document']);
    // A document type the server created for the case is needed as well.
    const withExtra = at.supportingDocuments([{ ...document('source-of-funds'), files: [] }]);
    expect(requiredDocumentTypes(withExtra)).toEqual(['identity-document', 'proof-of-address', 'source-of-funds']);
    expect(allDocumentsUploaded(documentSlots(withExtra))).toBe(false);
  });

  it('after a rejection only the rejected document is to be uploaded, with its reason', () => {
    const slots = documentSlots(
      at.sent([
        document('identity-document', 'verified'),
        document('proof-of-address', 'rejected', 'Nieczytelny skan'),
      ]),
    );
    expect(
      slots.map(({ type, needsUpload, uploadable, rejectionReason }) => ({
        type,
        needsUpload,
        uploadable,
        rejectionReason,
      })),
    ).toEqual([
      { type: 'identity-document', needsUpload: false, uploadable: false, rejectionReason: null },
      { type: 'proof-of-address', needsUpload: true, uploadable: true, rejectionReason: 'Nieczytelny skan' },
    ]);
    expect(allDocumentsUploaded(slots)).toBe(false);
  });

  it('reads the contract error code from an HTTP error or a bare body, and nothing from a network error', () => {
    expect(errorCodeOf(apiError(422, 'COMPANY_NOT_FOUND_IN_REGISTER'))).toBe('COMPANY_NOT_FOUND_IN_REGISTER');
    expect(errorCodeOf({ label: 'x', code: 'FORM_ALREADY_SENT' })).toBe('FORM_ALREADY_SENT');
    expect(errorCodeOf(Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK' }))).toBeNull();
    expect(errorCodeOf(apiError(500, 'SOMETHING_ELSE'))).toBeNull();
    expect(errorCodeOf(undefined)).toBeNull();
  });
});

describe('onboarding machine: which request', () => {
  it('no request at all: a final "nothing to do" state', async () => {
    const server = new FakeServer();
    const actor = start(server);
    await settle();
    expect(state(actor)).toBe('nothingToDo');
    expect(actor.getSnapshot().status).toBe('done');
    expect(server.callsOf('getRequest')).toEqual([]);
  });

  it('no open request: the newest closed one, finished or rejected, says how it ended', async () => {
    const finishedLater = new FakeServer(
      { ...at.start(OTHER_REQUEST_ID), status: 'rejected', createdAt: '2026-01-01T10:00:00Z' },
      { ...at.sent(), status: 'finished', createdAt: '2026-02-01T10:00:00Z' },
    );
    const finished = start(finishedLater);
    await settle();
    expect(finishedLater.callsOf('getRequest')).toEqual([{ requestId: REQUEST_ID }]);
    expect(state(finished)).toBe('thankYou');
    expect(context(finished).request?.status).toBe('finished');
    expect(context(finished).requests).toEqual([]); // no session chooser to go back to

    const rejectedLater = new FakeServer(
      { ...at.sent(), status: 'finished', createdAt: '2026-01-01T10:00:00Z' },
      { ...at.start(OTHER_REQUEST_ID), status: 'rejected', createdAt: '2026-02-01T10:00:00Z' },
    );
    const rejected = start(rejectedLater);
    await settle();
    expect(rejectedLater.callsOf('getRequest')).toEqual([{ requestId: OTHER_REQUEST_ID }]);
    expect(state(rejected)).toBe('rejected');
  });

  it('one open request: straight to it, at its step', async () => {
    const server = new FakeServer({ ...at.sent(), status: 'finished', id: OTHER_REQUEST_ID }, at.kyc());
    const actor = start(server);
    await settle();
    expect(server.callsOf('getRequest')).toEqual([{ requestId: REQUEST_ID }]);
    expect(state(actor)).toEqual({ kyc: 'editing' });
    expect(context(actor).request?.kyc.data).toEqual(KYC_DATA);
  });

  it('several open requests: the session chooser, then the one chosen', async () => {
    const server = new FakeServer(at.start(), { ...at.kyc(), id: OTHER_REQUEST_ID });
    const actor = start(server);
    await settle();
    expect(state(actor)).toBe('choosingRequest');
    expect(context(actor).requests.map((entry) => entry.id)).toEqual([REQUEST_ID, OTHER_REQUEST_ID]);

    await send(actor, { type: 'CHOOSE_REQUEST', requestId: '99999999-9999-4999-8999-999999999999' });
    expect(state(actor)).toBe('choosingRequest'); // not one of the choices: ignored

    await send(actor, { type: 'CHOOSE_REQUEST', requestId: OTHER_REQUEST_ID });
    expect(server.callsOf('getRequest')).toEqual([{ requestId: OTHER_REQUEST_ID }]);
    expect(state(actor)).toEqual({ kyc: 'editing' });

    await send(actor, { type: 'BACK_TO_REQUESTS' });
    expect(state(actor)).toBe('choosingRequest');
    expect(context(actor).request).toBeNull();
  });

  it('a request named in the input is loaded without the list', async () => {
    const server = new FakeServer(at.start(OTHER_REQUEST_ID), at.complianceForms());
    const actor = start(server, { requestId: REQUEST_ID });
    await settle();
    expect(server.callsOf('listRequests')).toEqual([]);
    expect(state(actor)).toEqual({ complianceForms: 'reviewing' });
  });

  it('a failed list or request is retried, never a dead end', async () => {
    const server = new FakeServer(at.kyc());
    server.fail('listRequests', apiError(503, 'SERVICE_UNAVAILABLE'));
    const actor = start(server);
    await settle();
    expect(state(actor)).toBe('loadFailed');
    expect(context(actor).error).toMatchObject({ source: 'requests', code: 'SERVICE_UNAVAILABLE', rule: null });

    server.fail('getRequest', new Error('Network Error'));
    await send(actor, { type: 'RETRY' });
    expect(state(actor)).toBe('loadFailed');
    expect(context(actor).error).toMatchObject({ source: 'request', code: null });

    await send(actor, { type: 'RETRY' });
    expect(state(actor)).toEqual({ kyc: 'editing' });
    expect(context(actor).error).toBeNull();
    // The first RETRY listed again (the list had failed); the second only read the request it had chosen.
    expect(server.callsOf('listRequests')).toHaveLength(2);
    expect(server.callsOf('getRequest')).toEqual([{ requestId: REQUEST_ID }, { requestId: REQUEST_ID }]);
  });
});

describe("onboarding machine: an e-mail's link (getOnboardingRequestByToken)", () => {
  it('opens its request without the list, at the step of its state, as the chooser would', async () => {
    const server = new FakeServer(at.start(OTHER_REQUEST_ID), at.complianceForms());
    server.links.set('link-token-of-the-newest-mail', REQUEST_ID);
    const actor = start(server, { linkToken: 'link-token-of-the-newest-mail' });
    await settle();
    expect(server.callsOf('getRequestByLink')).toEqual([{ token: 'link-token-of-the-newest-mail' }]);
    expect(server.callsOf('listRequests')).toEqual([]);
    expect(server.callsOf('getRequest')).toEqual([]);
    expect(state(actor)).toEqual({ complianceForms: 'reviewing' });
    expect(context(actor)).toMatchObject({ requestId: REQUEST_ID, linkToken: null, error: null });
  });

  it('a closed request opens too: its thank-you or rejection', async () => {
    const server = new FakeServer({ ...at.start(), status: 'rejected' });
    server.links.set('link', REQUEST_ID);
    const actor = start(server, { linkToken: 'link' });
    await settle();
    expect(state(actor)).toBe('rejected');
  });

  it("a link that opens none of the investor's requests: said so, then their own requests", async () => {
    const server = new FakeServer(at.kyc());
    const actor = start(server, { linkToken: 'replaced-by-a-newer-mail' });
    await settle();
    expect(state(actor)).toBe('linkNotFound');
    expect(context(actor).error).toMatchObject({ source: 'link', code: 'NOT_FOUND' });
    expect(server.callsOf('listRequests')).toEqual([]);

    await send(actor, { type: 'BACK_TO_REQUESTS' });
    expect(state(actor)).toEqual({ kyc: 'editing' });
    expect(context(actor).error).toBeNull();
  });

  it('an address naming no request of the investor: said so (no retry), then their own requests', async () => {
    const server = new FakeServer(at.kyc());
    const actor = start(server, { requestId: '00000000-0000-4000-8000-000000000000' });
    await settle();
    expect(state(actor)).toBe('requestNotFound');
    expect(context(actor).error).toMatchObject({ source: 'request', code: 'NOT_FOUND' });

    await send(actor, { type: 'BACK_TO_REQUESTS' });
    expect(state(actor)).toEqual({ kyc: 'editing' });
  });

  it('a link that could not be read (network) is retried', async () => {
    const server = new FakeServer(at.kyc());
    server.links.set('link', REQUEST_ID);
    server.fail('getRequestByLink', new Error('Network Error'));
    const actor = start(server, { linkToken: 'link' });
    await settle();
    expect(state(actor)).toBe('loadFailed');
    expect(context(actor).error).toMatchObject({ source: 'link', code: null });
    await send(actor, { type: 'RETRY' });
    expect(state(actor)).toEqual({ kyc: 'editing' });
    expect(server.callsOf('getRequestByLink')).toHaveLength(2);
  });
});

describe('onboarding machine: a natural person from start to thank-you', () => {
  it('primary data, identity (pending, polled), KYC draft and send, compliance forms, documents, thank-you', async () => {
    const server = new FakeServer(at.start());
    const actor = start(server);
    await settle();
    expect(state(actor)).toEqual({ primaryData: 'form' });
    expect(context(actor).options?.investorTypes).toEqual(['natural-person', 'legal-person']);

    // Primary data: the tax residence is required.
    await send(actor, { type: 'SUBMIT_PRIMARY_DATA', investorType: 'natural-person', taxResidenceCountry: ' ' });
    expect(state(actor)).toEqual({ primaryData: 'form' });
    expect(context(actor).error).toMatchObject({ source: 'primaryData', rule: 'taxResidenceRequired' });
    expect(server.callsOf('selectClient')).toEqual([]);

    server.identityProgress = ['not-started', 'pending', 'approved'];
    actor.send({ type: 'SUBMIT_PRIMARY_DATA', investorType: 'natural-person', taxResidenceCountry: 'PL' });
    expect(state(actor)).toEqual({ primaryData: 'selectingClient' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true); // the screen disables its actions meanwhile
    await settle();
    expect(server.callsOf('selectClient')).toEqual([
      { requestId: REQUEST_ID, body: { investorType: 'natural-person', taxResidenceCountry: 'PL' } },
    ]);
    expect(context(actor).error).toBeNull();

    // Identity: not started, so the machine starts it at once; the desktop shows the QR code and the link to
    // continue on a phone.
    expect(server.callsOf('startIdentityVerification')).toEqual([{ requestId: REQUEST_ID }]);
    expect(state(actor)).toEqual({ identityVerification: 'waiting' });
    expect(context(actor).identity).toEqual({
      status: 'pending',
      verifiedAt: null,
      handoff: { mode: 'qr-code', url: 'https://verify.example/start/2' },
    });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
    expect(server.callsOf('getKycParameters')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.callsOf('getKycParameters')).toHaveLength(2);
    expect(state(actor)).toEqual({ identityVerification: 'waiting' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false); // polling is in the background
    expect(context(actor).identity?.status).toBe('pending');

    // The person says they are done on the phone: checked at once, approved, on to the KYC form.
    await send(actor, { type: 'CHECK_IDENTITY' });
    expect(server.callsOf('getKycParameters')).toHaveLength(3);
    expect(state(actor)).toEqual({ kyc: 'editing' });
    expect(context(actor).identity).toEqual({ status: 'approved', verifiedAt: NOW, handoff: null });
    expect(context(actor).request?.kycParameters?.readOnlyFields).toEqual([
      '/personal/firstName',
      '/personal/lastName',
    ]);
    await vi.advanceTimersByTimeAsync(3 * POLL_INTERVAL_MS);
    expect(server.callsOf('getKycParameters')).toHaveLength(3); // polling stopped with the step

    // KYC: a draft, then send (saved first).
    await send(actor, { type: 'SAVE_KYC_DRAFT', data: KYC_DATA });
    expect(state(actor)).toEqual({ kyc: 'editing' });
    expect(server.request().kyc).toEqual({ status: 'draft', data: KYC_DATA, sentAt: null });
    const edited = { ...KYC_DATA, personal: { ...KYC_DATA.personal, middleName: 'Maria' } } as KycNaturalPerson;
    await send(actor, { type: 'SEND_KYC', data: edited });
    expect(server.callsOf('saveKyc')).toEqual([
      { requestId: REQUEST_ID, body: KYC_DATA },
      { requestId: REQUEST_ID, body: edited },
    ]);
    expect(server.callsOf('sendKycToVerification')).toEqual([{ requestId: REQUEST_ID }]);
    expect(state(actor)).toEqual({ complianceForms: 'reviewing' });
    const forms = context(actor).request!.complianceForms;
    expect(forms).toHaveLength(2);

    // Compliance forms: every one approved before they can be sent.
    await send(actor, { type: 'SEND_COMPLIANCE_FORMS' });
    expect(context(actor).error).toMatchObject({ source: 'complianceForms', rule: 'formsNotApproved' });
    expect(server.callsOf('sendComplianceFormsToVerification')).toEqual([]);
    await send(actor, { type: 'APPROVE_FORM', formId: forms[0]!.id });
    expect(server.callsOf('updateComplianceForm')).toEqual([
      { requestId: REQUEST_ID, formId: forms[0]!.id, body: { data: { answer: 'generated' }, approved: true } },
    ]);
    expect(context(actor).request!.complianceForms.map((entry) => entry.approvedAt)).toEqual([NOW, null]);
    await send(actor, { type: 'APPROVE_FORM', formId: forms[1]!.id });
    await send(actor, { type: 'SEND_COMPLIANCE_FORMS' });
    expect(server.callsOf('sendComplianceFormsToVerification')).toEqual([{ requestId: REQUEST_ID }]);

    // Supporting documents: send only when every needed one is uploaded.
    expect(state(actor)).toEqual({ supportingDocuments: 'idle' });
    expect(context(actor).documents.map(({ type, needsUpload }) => ({ type, needsUpload }))).toEqual([
      { type: 'identity-document', needsUpload: true },
      { type: 'proof-of-address', needsUpload: true },
    ]);
    await send(actor, { type: 'UPLOAD_DOCUMENT', documentType: 'identity-document', file: file('dowod.pdf') });
    expect(server.callsOf('uploadFile')).toHaveLength(1);
    expect(server.callsOf('createSupportingDocument')).toEqual([
      {
        requestId: REQUEST_ID,
        body: { type: 'identity-document', fileIds: [context(actor).documents[0]!.document!.files[0]!.id] },
      },
    ]);
    await send(actor, { type: 'SEND_DOCUMENTS' });
    expect(context(actor).error).toMatchObject({ source: 'supportingDocuments', rule: 'documentsMissing' });
    expect(server.callsOf('sendSupportingDocumentsToVerification')).toEqual([]);

    await send(actor, { type: 'UPLOAD_DOCUMENT', documentType: 'proof-of-address', file: file('rachunek.pdf') });
    expect(allDocumentsUploaded(context(actor).documents)).toBe(true);
    await send(actor, { type: 'SEND_DOCUMENTS' });
    expect(server.callsOf('sendSupportingDocumentsToVerification')).toEqual([{ requestId: REQUEST_ID }]);
    expect(state(actor)).toBe('thankYou');
    expect(context(actor).request?.status).toBe('sent');
    expect(context(actor).error).toBeNull();
  });

  it('on a phone the identity step offers a redirect instead of a QR code', async () => {
    const server = new FakeServer(at.identity('pending'));
    const actor = start(server, { device: 'mobile' });
    await settle();
    expect(state(actor)).toEqual({ identityVerification: 'waiting' });
    expect(context(actor).identity?.handoff).toEqual({ mode: 'redirect', url: 'https://verify.example/start/1' });
  });

  it('the investor may go back from identity or KYC to change the primary data', async () => {
    const server = new FakeServer(at.kyc());
    const actor = start(server);
    await settle();
    await send(actor, { type: 'EDIT_PRIMARY_DATA' });
    expect(state(actor)).toEqual({ primaryData: 'form' });
    server.identityProgress = ['approved'];
    await send(actor, { type: 'SUBMIT_PRIMARY_DATA', investorType: 'natural-person', taxResidenceCountry: 'DE' });
    expect(server.callsOf('selectClient')).toEqual([
      { requestId: REQUEST_ID, body: { investorType: 'natural-person', taxResidenceCountry: 'DE' } },
    ]);
    expect(state(actor)).toEqual({ kyc: 'editing' });
  });
});

describe('onboarding machine: a company investor', () => {
  async function atCompanyChooser(server: FakeServer) {
    const actor = start(server);
    await settle();
    await send(actor, { type: 'SUBMIT_PRIMARY_DATA', investorType: 'legal-person', taxResidenceCountry: 'PL' });
    expect(state(actor)).toEqual({ primaryData: { companyChooser: 'idle' } });
    return actor;
  }

  it('loaded from the KRS register: no number is an error, an unknown number is not found, a known one is added', async () => {
    const server = new FakeServer(at.start());
    const actor = await atCompanyChooser(server);
    expect(server.callsOf('selectClient')).toEqual([]); // a company investor needs the company first

    await send(actor, { type: 'LOAD_FROM_REGISTER', krsNumber: '  ' });
    expect(state(actor)).toEqual({ primaryData: { companyChooser: 'idle' } });
    expect(context(actor).error).toEqual({ source: 'register', rule: 'krsNumberRequired', code: null, cause: null });

    await send(actor, { type: 'LOAD_FROM_REGISTER', krsNumber: '19193' });
    expect(context(actor).error).toMatchObject({ source: 'register', rule: 'krsNumberInvalid' });
    expect(server.callsOf('addClient')).toEqual([]);

    await send(actor, { type: 'LOAD_FROM_REGISTER', krsNumber: '0000000001' });
    expect(server.callsOf('addClient')).toEqual([
      { requestId: REQUEST_ID, body: { source: 'register', krsNumber: '0000000001', taxResidenceCountry: 'PL' } },
    ]);
    expect(state(actor)).toEqual({ primaryData: { companyChooser: 'idle' } });
    expect(context(actor).error).toMatchObject({
      source: 'register',
      code: 'COMPANY_NOT_FOUND_IN_REGISTER',
      rule: null,
    });

    server.fail('addClient', apiError(503, 'REGISTER_UNAVAILABLE'));
    await send(actor, { type: 'LOAD_FROM_REGISTER', krsNumber: '0000019193' });
    expect(context(actor).error).toMatchObject({ source: 'register', code: 'REGISTER_UNAVAILABLE' });
    expect(state(actor)).toEqual({ primaryData: { companyChooser: 'idle' } });

    await send(actor, { type: 'LOAD_FROM_REGISTER', krsNumber: ' 0000019193 ' });
    expect(state(actor)).toEqual({ identityVerification: 'waiting' });
    expect(context(actor).error).toBeNull();
    expect(context(actor).request?.client).toMatchObject({
      type: 'legal-person',
      name: 'BANK POLSKA KASA OPIEKI SPÓŁKA AKCYJNA',
      taxNumber: '5260006841',
      krsNumber: '0000019193',
    });
  });

  it('an existing legal entity only for its representative; an own company is selected', async () => {
    const server = new FakeServer(at.start());
    const actor = await atCompanyChooser(server);

    await send(actor, { type: 'CHOOSE_COMPANY', companyId: null });
    expect(context(actor).error).toMatchObject({ source: 'company', rule: 'companyRequired' });

    await send(actor, { type: 'CHOOSE_COMPANY', companyId: FOREIGN_ENTITY.id });
    expect(state(actor)).toEqual({ primaryData: { companyChooser: 'idle' } });
    expect(context(actor).error).toEqual({ source: 'company', rule: 'notRepresentative', code: null, cause: null });
    expect(server.callsOf('selectClient')).toEqual([]);

    await send(actor, { type: 'CHOOSE_COMPANY', companyId: OWN_COMPANY.id });
    expect(server.callsOf('selectClient')).toEqual([
      {
        requestId: REQUEST_ID,
        body: { investorType: 'legal-person', taxResidenceCountry: 'PL', companyId: OWN_COMPANY.id },
      },
    ]);
    expect(state(actor)).toEqual({ identityVerification: 'waiting' });
    expect(context(actor).request?.client).toMatchObject({ id: OWN_COMPANY.id, type: 'legal-person' });
  });

  it('the server refusing a non-representative is the same message, and the chooser stays open', async () => {
    const server = new FakeServer(at.start());
    // Stale options: the page says representative, the server (which checks) disagrees.
    server.options = { ...server.options, companies: [{ ...FOREIGN_ENTITY, representative: true }] };
    const actor = await atCompanyChooser(server);
    server.options = { ...server.options, companies: [FOREIGN_ENTITY] };
    await send(actor, { type: 'CHOOSE_COMPANY', companyId: FOREIGN_ENTITY.id });
    expect(state(actor)).toEqual({ primaryData: { companyChooser: 'idle' } });
    expect(context(actor).error).toMatchObject({
      source: 'company',
      rule: 'notRepresentative',
      code: 'NOT_COMPANY_REPRESENTATIVE',
    });
  });

  it('a new company typed in is added with the tax residence of the primary data', async () => {
    const server = new FakeServer(at.start());
    const actor = await atCompanyChooser(server);
    const company = {
      name: 'Nowa Spółka sp. z o.o.',
      taxNumber: '1234563218',
      address: { street: 'Prosta', houseNumber: '1', city: 'Warszawa', postalCode: '00-001', country: 'PL' },
    };
    await send(actor, { type: 'ADD_COMPANY', company });
    expect(server.callsOf('addClient')).toEqual([
      { requestId: REQUEST_ID, body: { ...company, source: 'company', taxResidenceCountry: 'PL' } },
    ]);
    expect(state(actor)).toEqual({ identityVerification: 'waiting' });
    expect(context(actor).request?.client?.name).toBe('Nowa Spółka sp. z o.o.');
  });

  it('BACK returns to the investor type; a host without legal persons refuses the company type', async () => {
    const server = new FakeServer(at.start());
    const actor = await atCompanyChooser(server);
    await send(actor, { type: 'BACK' });
    expect(state(actor)).toEqual({ primaryData: 'form' });

    const natural = new FakeServer(at.start());
    natural.options = { ...natural.options, investorTypes: ['natural-person'] };
    const other = start(natural);
    await settle();
    await send(other, { type: 'SUBMIT_PRIMARY_DATA', investorType: 'legal-person', taxResidenceCountry: 'PL' });
    expect(state(other)).toEqual({ primaryData: 'form' });
    expect(context(other).error).toMatchObject({ rule: 'investorTypeUnavailable' });
  });

  it('options that fail to load can be retried', async () => {
    const server = new FakeServer(at.start());
    server.fail('getRoleOptions', apiError(500, 'INTERNAL_ERROR'));
    const actor = start(server);
    await settle();
    expect(state(actor)).toEqual({ primaryData: 'optionsFailed' });
    expect(context(actor).error).toMatchObject({ source: 'options', code: 'INTERNAL_ERROR' });
    await send(actor, { type: 'RETRY' });
    expect(state(actor)).toEqual({ primaryData: 'form' });
  });
});

describe('onboarding machine: resumes at the step of the server state', () => {
  it.each<[string, () => OnboardingRequest, unknown]>([
    ['primary data', () => at.start(), { primaryData: 'form' }],
    ['identity, not started', () => at.identity('not-started'), { identityVerification: 'waiting' }],
    ['identity, pending', () => at.identity('pending'), { identityVerification: 'waiting' }],
    ['identity, rejected', () => at.identity('rejected'), { identityVerification: 'rejected' }],
    ['KYC form', () => at.kyc(), { kyc: 'editing' }],
    ['compliance forms', () => at.complianceForms(), { complianceForms: 'reviewing' }],
    ['compliance forms not generated yet', () => at.complianceForms([]), { complianceForms: 'waitingForForms' }],
    [
      'supporting documents',
      () => at.supportingDocuments([document('identity-document')]),
      { supportingDocuments: 'idle' },
    ],
    ['thank-you (waiting for the review)', () => at.sent(), 'thankYou'],
    ['rejected request', () => ({ ...at.sent(), status: 'rejected' as const }), 'rejected'],
  ])('%s', async (_, request, expected) => {
    const server = new FakeServer(request());
    const actor = start(server, { requestId: REQUEST_ID });
    await settle();
    expect(state(actor)).toEqual(expected);
  });

  it('leaving in the middle and coming back continues where the first session stopped', async () => {
    const server = new FakeServer(at.kyc());
    const first = start(server);
    await settle();
    await send(first, { type: 'SEND_KYC', data: KYC_DATA });
    const form0 = context(first).request!.complianceForms[0]!;
    await send(first, { type: 'APPROVE_FORM', formId: form0.id });
    first.stop();

    const second = start(server);
    await settle();
    expect(state(second)).toEqual({ complianceForms: 'reviewing' });
    expect(context(second).request!.complianceForms.map((entry) => entry.approvedAt !== null)).toEqual([true, false]);
    expect(context(second).documents.every((slot) => slot.needsUpload)).toBe(true);
  });

  it('compliance forms generated later: the request is read again until they are there', async () => {
    const server = new FakeServer(at.kyc());
    server.generateFormsOnSend = false;
    const actor = start(server);
    await settle();
    await send(actor, { type: 'SEND_KYC', data: KYC_DATA });
    expect(state(actor)).toEqual({ complianceForms: 'waitingForForms' });
    const reads = server.callsOf('getRequest').length;
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(server.callsOf('getRequest')).toHaveLength(reads + 1);
    expect(state(actor)).toEqual({ complianceForms: 'waitingForForms' });

    server.request().complianceForms = [form('Deklaracja AML/KYC')];
    await send(actor, { type: 'REFRESH' });
    expect(state(actor)).toEqual({ complianceForms: 'reviewing' });
  });
});

describe('onboarding machine: identity verification rejected or expired, then retried', () => {
  it('rejected → retry → a new link → approved → KYC', async () => {
    const server = new FakeServer(at.identity('pending'));
    server.identityProgress = ['rejected'];
    const actor = start(server);
    await settle();
    expect(state(actor)).toEqual({ identityVerification: 'rejected' });
    expect(context(actor).identity).toEqual({ status: 'rejected', verifiedAt: null, handoff: null });
    await vi.advanceTimersByTimeAsync(3 * POLL_INTERVAL_MS);
    expect(server.callsOf('getKycParameters')).toHaveLength(1); // no polling while rejected

    server.fail('startIdentityVerification', apiError(503, 'SERVICE_UNAVAILABLE'));
    await send(actor, { type: 'RETRY_IDENTITY' });
    expect(state(actor)).toEqual({ identityVerification: 'rejected' });
    expect(context(actor).error).toMatchObject({ source: 'identity', code: 'SERVICE_UNAVAILABLE' });

    server.identityProgress = [];
    await send(actor, { type: 'RETRY_IDENTITY' });
    expect(server.callsOf('startIdentityVerification')).toHaveLength(2);
    expect(state(actor)).toEqual({ identityVerification: 'waiting' });
    expect(context(actor).error).toBeNull();
    expect(context(actor).identity).toEqual({
      status: 'pending',
      verifiedAt: null,
      handoff: { mode: 'qr-code', url: 'https://verify.example/start/2' },
    });

    server.identityProgress = ['approved'];
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(state(actor)).toEqual({ kyc: 'editing' });
  });

  it('not started on resume: started at once; a failed start keeps polling and the next check starts it', async () => {
    const server = new FakeServer(at.identity('not-started'));
    server.fail('startIdentityVerification', apiError(503, 'SERVICE_UNAVAILABLE'));
    const actor = start(server);
    await settle();
    expect(state(actor)).toEqual({ identityVerification: 'waiting' });
    expect(context(actor).error).toMatchObject({ source: 'identity', code: 'SERVICE_UNAVAILABLE' });
    expect(context(actor).identity?.handoff?.url).toBe('https://verify.example/start/1');

    await send(actor, { type: 'CHECK_IDENTITY' });
    expect(server.callsOf('startIdentityVerification')).toHaveLength(2);
    expect(state(actor)).toEqual({ identityVerification: 'waiting' });
    expect(context(actor).error).toBeNull();
    expect(context(actor).identity).toMatchObject({ status: 'pending', handoff: { mode: 'qr-code' } });
  });

  it('expired → retry → waiting again', async () => {
    const request = at.identity('pending');
    (request.kycParameters!.identityVerification as { status: string }).status = 'expired';
    const server = new FakeServer(request);
    const actor = start(server);
    await settle();
    expect(state(actor)).toEqual({ identityVerification: 'expired' });
    expect(context(actor).identity?.handoff).toBeNull();

    server.fail('startIdentityVerification', new Error('Network Error'));
    await send(actor, { type: 'RETRY_IDENTITY' });
    expect(state(actor)).toEqual({ identityVerification: 'expired' });

    await send(actor, { type: 'RETRY_IDENTITY' });
    expect(state(actor)).toEqual({ identityVerification: 'waiting' });
    expect(context(actor).identity?.handoff?.url).toBe('https://verify.example/start/2');
  });

  it('a failed poll keeps waiting (with the error) and the next poll clears it', async () => {
    const server = new FakeServer(at.identity('pending'));
    const actor = start(server);
    await settle();
    server.fail('getKycParameters', new Error('Network Error'));
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(state(actor)).toEqual({ identityVerification: 'waiting' });
    expect(context(actor).error).toMatchObject({ source: 'identity', code: null });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(context(actor).error).toBeNull();
    expect(server.callsOf('getKycParameters')).toHaveLength(3);
  });
});

describe('onboarding machine: a supporting document rejected by the reviewer and re-uploaded', () => {
  it('only the rejected document may be uploaded; its re-upload replaces the files, then the documents are sent again', async () => {
    const verified = document('identity-document', 'verified');
    const rejected = document('proof-of-address', 'rejected', 'Nieczytelny skan: prosimy o wyraźniejszą kopię');
    const server = new FakeServer(at.sent([verified, rejected]));
    const actor = start(server);
    await settle();
    expect(state(actor)).toEqual({ supportingDocuments: 'idle' });
    expect(context(actor).documents.filter((slot) => slot.needsUpload)).toEqual([
      {
        type: 'proof-of-address',
        document: rejected,
        needsUpload: true,
        uploadable: true,
        rejectionReason: 'Nieczytelny skan: prosimy o wyraźniejszą kopię',
      },
    ]);

    await send(actor, { type: 'UPLOAD_DOCUMENT', documentType: 'identity-document', file: file('dowod.pdf') });
    expect(context(actor).error).toMatchObject({ source: 'supportingDocuments', rule: 'documentLocked' });
    await send(actor, { type: 'UPLOAD_DOCUMENT', documentType: 'other', file: file('inne.pdf') });
    expect(context(actor).error).toMatchObject({ rule: 'documentLocked' });
    await send(actor, { type: 'SEND_DOCUMENTS' });
    expect(context(actor).error).toMatchObject({ rule: 'documentsMissing' });
    expect(server.callsOf('uploadFile')).toEqual([]);

    // The upload fails first (too large): nothing changes, the person tries again.
    server.fail('uploadFile', apiError(413, 'PAYLOAD_TOO_LARGE'));
    await send(actor, { type: 'UPLOAD_DOCUMENT', documentType: 'proof-of-address', file: file('ogromny.pdf') });
    expect(state(actor)).toEqual({ supportingDocuments: 'idle' });
    expect(context(actor).error).toMatchObject({ source: 'supportingDocuments', code: 'PAYLOAD_TOO_LARGE' });
    expect(context(actor).upload).toBeNull();

    await send(actor, { type: 'UPLOAD_DOCUMENT', documentType: 'proof-of-address', file: file('rachunek.pdf') });
    expect(server.callsOf('createSupportingDocument')).toEqual([]);
    const [update] = server.callsOf('updateSupportingDocument') as UpdateSupportingDocumentInput[];
    expect(update).toMatchObject({
      requestId: REQUEST_ID,
      documentId: rejected.id,
      body: { type: 'proof-of-address' },
    });
    expect(update!.body.fileIds).toHaveLength(1);
    expect(update!.body.fileIds[0]).not.toBe(rejected.files[0]!.id);
    expect(
      context(actor).documents.map(({ type, needsUpload, rejectionReason }) => ({
        type,
        needsUpload,
        rejectionReason,
      })),
    ).toEqual([
      { type: 'identity-document', needsUpload: false, rejectionReason: null },
      { type: 'proof-of-address', needsUpload: false, rejectionReason: null },
    ]);
    expect(context(actor).error).toBeNull();

    await send(actor, { type: 'SEND_DOCUMENTS' });
    expect(server.callsOf('sendSupportingDocumentsToVerification')).toEqual([{ requestId: REQUEST_ID }]);
    expect(state(actor)).toBe('thankYou');
  });
});

describe('onboarding machine: errors keep the step open', () => {
  it('a KYC the server refuses (422) stays in the form with the error; FORM_ALREADY_SENT resumes from the server', async () => {
    const server = new FakeServer(at.kyc());
    const actor = start(server);
    await settle();
    server.fail('saveKyc', apiError(422, 'INVALID_FORM_DATA'));
    await send(actor, { type: 'SEND_KYC', data: KYC_DATA });
    expect(state(actor)).toEqual({ kyc: 'editing' });
    expect(context(actor).error).toMatchObject({ source: 'kyc', code: 'INVALID_FORM_DATA' });
    expect(server.callsOf('sendKycToVerification')).toEqual([]);

    // Another tab sent it meanwhile: the send answers FORM_ALREADY_SENT, the machine reads the request and moves on.
    const sentElsewhere = structuredClone(at.complianceForms());
    server.put(sentElsewhere);
    await send(actor, { type: 'SAVE_KYC_DRAFT', data: KYC_DATA });
    expect(state(actor)).toEqual({ complianceForms: 'reviewing' });
    expect(context(actor).error).toBeNull();
  });

  it('a compliance form that fails to approve, and a send that fails, stay on the forms', async () => {
    const server = new FakeServer(at.complianceForms());
    const actor = start(server);
    await settle();
    const [first, second] = context(actor).request!.complianceForms;
    server.fail('updateComplianceForm', apiError(500, 'INTERNAL_ERROR'));
    await send(actor, { type: 'APPROVE_FORM', formId: first!.id });
    expect(state(actor)).toEqual({ complianceForms: 'reviewing' });
    expect(context(actor).error).toMatchObject({ source: 'complianceForms', code: 'INTERNAL_ERROR' });
    await send(actor, { type: 'APPROVE_FORM', formId: first!.id });
    await send(actor, { type: 'APPROVE_FORM', formId: second!.id });
    server.fail('sendComplianceFormsToVerification', new Error('Network Error'));
    await send(actor, { type: 'SEND_COMPLIANCE_FORMS' });
    expect(state(actor)).toEqual({ complianceForms: 'reviewing' });
    expect(context(actor).error).toMatchObject({ source: 'complianceForms', code: null });
    await send(actor, { type: 'SEND_COMPLIANCE_FORMS' });
    expect(state(actor)).toEqual({ supportingDocuments: 'idle' });
  });

  it('a document that cannot be saved after its file was stored is retried from the start', async () => {
    const server = new FakeServer(at.supportingDocuments());
    const actor = start(server);
    await settle();
    server.fail('createSupportingDocument', apiError(422, 'VALIDATION_FAILED'));
    await send(actor, { type: 'UPLOAD_DOCUMENT', documentType: 'identity-document', file: file('dowod.pdf') });
    expect(state(actor)).toEqual({ supportingDocuments: 'idle' });
    expect(context(actor).error).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(context(actor).documents[0]!.needsUpload).toBe(true);
    await send(actor, { type: 'UPLOAD_DOCUMENT', documentType: 'identity-document', file: file('dowod.pdf') });
    expect(context(actor).documents[0]!.needsUpload).toBe(false);
    expect(server.callsOf('uploadFile')).toHaveLength(2);
  });
});
