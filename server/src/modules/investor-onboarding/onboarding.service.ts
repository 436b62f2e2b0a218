// The investor's onboarding (see docs/product/onboarding.md) on the onboarding_requests record: primary data and
// the client (the investor, an own company, an existing legal entity for a representative, a new company or one
// loaded from the KRS register), identity verification at the provider (its decision comes by a signed webhook,
// replay-safe), the KYC (the public form's schema), the compliance forms generated from it (PDFs), the supporting
// documents with their revision after a reviewer's "needs changes". Every change locks the request row, writes an
// event in the same transaction, and answers the whole request as the contract's OnboardingRequest.
import { randomUUID } from 'node:crypto';
import type {
  AddClientRequest,
  ComplianceForm,
  ComplianceFormInput,
  ComplianceFormTemplate,
  ComplianceFormUpdate,
  IdentityVerification,
  KycNaturalPerson,
  KycRequestParameters,
  OnboardingPdfRequest,
  OnboardingRequest,
  OnboardingRoleOptions,
  SandboxIdentityDecision,
  SandboxIdentityVerification,
  SelectClientRequest,
  SupportingDocument,
  SupportingDocumentInput,
  SupportingDocumentType,
} from '#generated/api/model';
import { FORM_NAMES } from '#schemas/compliance/templates';
import { isValidNip, normalizeNip } from '#schemas/formats/polish-registers';
import { withE164Phone } from '#schemas/formats/contact';
import { withDerivedDeclarations } from '#schemas/kyc-declarations';
import type {
  OnboardingClientData,
  OnboardingDocumentData,
  OnboardingFormData,
  OnboardingRequestRow,
} from '../../db/schema';
import { HttpError, notFound, serviceUnavailable, validationFailed } from '../../plugins/errors';
import { findConsistentBoardMembers } from '../../providers/company-register';
import { ProviderError } from '../../providers/provider-error';
import { verifiedFileTypeOfFile } from '../../providers/storage/file-content';
import { safeFileName } from '../../providers/storage/file-types';
import { verifyWebhook } from '../../providers/webhooks/signature';
import { warsawDateTime } from '../../providers/warsaw-time';
import { assertValidFormData, templateOrNotFound, toTemplate } from './compliance-templates';
import { COUNTRY_CHOICES } from './countries';
import { requestByLinkToken } from './onboarding-links';
import { findPrimaryHost } from '../branding';
import { isUuid, unauthenticated, type Caller, type UploadedFile, type UserCaller } from '../shared';
import { formsFromKyc } from './compliance-forms-from-kyc';
import { onboardingPdf } from './onboarding-pdfs';
import * as repo from './onboarding-requests.repository';
import { onboardingReference } from './onboarding-requests.service';

// ------------------------------------------------------------------ constants

export const MAX_ONBOARDING_FILE_BYTES = 10 * 1024 * 1024;

const warsawDate = (at: Date) => {
  const parts = warsawDateTime(at);
  return `${parts.year}-${parts.month}-${parts.day}`;
};

const conflict = (label: string) => new HttpError(409, 'CONFLICT', label);
const alreadySent = (label = 'Form inactive because it was already sent') =>
  new HttpError(409, 'FORM_ALREADY_SENT', label);
const incomplete = (label: string) => new HttpError(409, 'ONBOARDING_INCOMPLETE', label);
const NO_REQUEST = 'No such onboarding request';

// ------------------------------------------------------------------ the answer

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The document types this request needs (OnboardingRequest.requiredSupportingDocumentTypes). */
export function requiredDocumentTypes(row: OnboardingRequestRow): SupportingDocumentType[] {
  const client = row.client;
  if (!client) return [];
  const types: SupportingDocumentType[] =
    client.type === 'legal-person'
      ? ['company-register-extract', 'identity-document']
      : ['identity-document', 'proof-of-address'];
  if (client.type === 'legal-person' && !client.representative) types.push('power-of-attorney');
  const origins = ((row.kycData?.declarations as { originOfFunds?: unknown } | undefined)?.originOfFunds ??
    []) as unknown[];
  if (Array.isArray(origins) && origins.some((origin) => origin !== 'salary' && origin !== 'SALARY')) {
    types.push('source-of-funds');
  }
  return types;
}

function identityOf(row: OnboardingRequestRow, baseUrl: string): IdentityVerification {
  const identity = row.identity;
  if (!identity) {
    return {
      status: 'not-started',
      verifiedAt: null,
      redirectUrl: null,
      startedAt: null,
      expiresAt: null,
      rejectionReason: null,
      mismatchedField: null,
    };
  }
  const url = identity.redirectUrl.startsWith('/') ? `${baseUrl}${identity.redirectUrl}` : identity.redirectUrl;
  return {
    status: identity.status,
    verifiedAt: identity.status === 'approved' ? identity.decidedAt : null,
    redirectUrl: identity.status === 'pending' ? url : null,
    startedAt: identity.startedAt,
    expiresAt: identity.expiresAt,
    rejectionReason: (identity.rejectionReason as IdentityVerification['rejectionReason']) ?? null,
    mismatchedField: (identity.mismatchedField as IdentityVerification['mismatchedField']) ?? null,
  };
}

function kycParametersOf(row: OnboardingRequestRow, baseUrl: string, names: { firstName: string; lastName: string }) {
  const identityVerification = identityOf(row, baseUrl);
  const approved = identityVerification.status === 'approved';
  const parameters: KycRequestParameters = {
    formType: row.client?.type ?? 'natural-person',
    identityVerification,
    // The e-mail the investor signed in with is known from the start (and stays editable); the names come with
    // the approved identity, read-only.
    prefill: {
      personal: { email: row.email, ...(approved && { firstName: names.firstName, lastName: names.lastName }) },
    },
    readOnlyFields: approved ? ['/personal/firstName', '/personal/lastName'] : [],
  };
  return parameters;
}

const toForm = (form: OnboardingFormData): ComplianceForm => ({
  id: form.id,
  templateId: form.templateId,
  kind: form.kind,
  name: { ...FORM_NAMES[form.kind] },
  status: form.status,
  data: form.data,
  approvedAt: form.approvedAt,
  verifiedAt: form.verifiedAt,
});

function toDocument(row: OnboardingRequestRow, document: OnboardingDocumentData): SupportingDocument {
  return {
    id: document.id,
    type: document.type as SupportingDocumentType,
    status: document.status,
    data: document.data,
    files: document.fileIds
      .map((id) => row.files.find((file) => file.id === id))
      .filter((file) => file !== undefined)
      .map((file) => ({
        id: file.id,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.size,
        createdAt: file.createdAt,
      })),
    rejectionCode: (document.rejectionCode as SupportingDocument['rejectionCode']) ?? null,
    rejectionReason: document.rejectionReason,
    revised: document.revised,
    sentAt: document.sentAt,
    verifiedAt: document.verifiedAt,
  };
}

/** The names the identity prefill shows: the investor account's. */
async function investorNames(caller: Caller, row: OnboardingRequestRow) {
  const user = await repo.findUser(caller.db, row.investorId);
  return { firstName: user?.firstName ?? '', lastName: user?.surname ?? '' };
}

export async function toOnboardingRequest(caller: Caller, row: OnboardingRequestRow): Promise<OnboardingRequest> {
  const names = await investorNames(caller, row);
  return {
    id: row.id,
    requestId: onboardingReference(row),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sourceName: row.sourceName,
    client: row.client
      ? {
          id: row.client.id,
          type: row.client.type,
          name: row.client.name,
          taxNumber: row.client.taxNumber,
          krsNumber: row.client.krsNumber,
        }
      : null,
    kycParameters: row.client ? kycParametersOf(row, caller.baseUrl, names) : null,
    kyc: {
      status: row.kycStatus,
      data: (row.kycData as KycNaturalPerson | null) ?? null,
      sentAt: iso(row.kycSentAt),
    },
    investorType: row.investorType ?? null,
    taxResidenceCountry: (row.taxResidenceCountry as OnboardingRequest['taxResidenceCountry']) ?? null,
    complianceForms: row.complianceForms.map(toForm),
    complianceFormsSentAt: iso(row.complianceFormsSentAt),
    supportingDocuments: row.documents.map((document) => toDocument(row, document)),
    requiredSupportingDocumentTypes: requiredDocumentTypes(row),
    supportingDocumentsSentAt: iso(row.supportingDocumentsSentAt),
  };
}

// ------------------------------------------------------------------ the request of the signed-in investor

async function ownRequest(caller: UserCaller, requestId: string): Promise<OnboardingRequestRow> {
  const row = await repo.findRequest(caller.db, caller.tenant.id, requestId);
  if (!row || row.investorId !== caller.user.userId) throw notFound(NO_REQUEST);
  return row;
}

/** Runs `change` on the investor's request locked in a transaction; the event(s) it returns are written too. */
async function changeOwn(
  caller: UserCaller,
  requestId: string,
  change: (
    row: OnboardingRequestRow,
    now: Date,
  ) => Promise<{ set: Parameters<typeof repo.updateRequest>[2]; events: EventInput[] }>,
): Promise<OnboardingRequestRow> {
  const now = caller.services.now();
  return caller.db.transaction(async (tx) => {
    const row = await repo.lockRequest(tx, caller.tenant.id, requestId);
    if (!row || row.investorId !== caller.user.userId) throw notFound(NO_REQUEST);
    const { set, events } = await change(row, now);
    const updated = await repo.updateRequest(tx, row.id, { ...set, updatedAt: now });
    for (const event of events) {
      await repo.insertEvent(tx, {
        tenantId: row.tenantId,
        requestId: row.id,
        actorRole: 'investor',
        actorId: caller.user.userId,
        occurredAt: now,
        ...event,
      });
    }
    return updated;
  });
}

interface EventInput {
  type: string;
  fromValue?: string | null;
  toValue?: string | null;
  reason?: string | null;
  comment?: string | null;
  subjectId?: string | null;
}

export async function listOwn(caller: UserCaller) {
  const rows = await repo.listInvestorRequests(caller.db, caller.tenant.id, caller.user.userId);
  return {
    items: rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      createdAt: row.createdAt.toISOString(),
      sourceName: row.sourceName,
      taxNumber: row.taxNumber,
      status: row.status,
    })),
    totalCount: rows.length,
  };
}

export async function getOwn(caller: UserCaller, requestId: string): Promise<OnboardingRequest> {
  return toOnboardingRequest(caller, await ownRequest(caller, requestId));
}

/** The request an e-mail's link opens (finished and rejected ones too: the investor may look at them). */
export async function getOwnByLink(caller: UserCaller, token: string): Promise<OnboardingRequest> {
  return toOnboardingRequest(caller, await requestByLinkToken(caller, token));
}

// ------------------------------------------------------------------ primary data and the client

interface CompanyOption {
  client: OnboardingClientData;
  source: 'own' | 'existing';
}

async function companyOptions(caller: UserCaller): Promise<CompanyOption[]> {
  const own = (await repo.listInvestorRequests(caller.db, caller.tenant.id, caller.user.userId))
    .map((row) => row.client)
    .filter((client): client is OnboardingClientData => client?.type === 'legal-person');
  const options: CompanyOption[] = [];
  const seen = new Set<string>();
  for (const client of own) {
    const key = client.krsNumber ?? client.taxNumber ?? client.id;
    if (seen.has(key)) continue;
    seen.add(key);
    options.push({ client, source: 'own' });
  }
  const user = await repo.findUser(caller.db, caller.user.userId);
  for (const client of await repo.listTenantCompanies(caller.db, caller.tenant.id, caller.user.userId)) {
    if (!client?.krsNumber || seen.has(client.krsNumber)) continue;
    seen.add(client.krsNumber);
    // The representative rule: the register's board, masked, compared with the investor's name.
    const lookup = await caller.services.companyRegister.lookup(client.krsNumber);
    const representative =
      lookup.outcome === 'found' &&
      user !== null &&
      findConsistentBoardMembers({ firstName: user.firstName, lastName: user.surname }, lookup.company.boardMembers)
        .length > 0;
    options.push({ client: { ...client, source: 'existing', representative }, source: 'existing' });
  }
  return options;
}

export async function roleOptions(caller: UserCaller): Promise<OnboardingRoleOptions> {
  return {
    investorTypes: caller.tenant.whiteLabel.enableLegalPerson ? ['natural-person', 'legal-person'] : ['natural-person'],
    taxResidenceCountries: COUNTRY_CHOICES,
    companies: (await companyOptions(caller)).map(({ client, source }) => ({
      id: client.id,
      name: client.name,
      taxNumber: client.taxNumber,
      krsNumber: client.krsNumber,
      source,
      representative: client.representative,
    })),
  };
}

/** A host without company investors (`enableLegalPerson: false`) offers, and takes, only the natural person. */
function assertLegalPersonsEnabled(caller: UserCaller, propertyPath: string): void {
  if (caller.tenant.whiteLabel.enableLegalPerson) return;
  throw validationFailed([{ propertyPath, title: 'validation.enum', message: 'Choose one of the available options.' }]);
}

function assertClientChangeable(row: OnboardingRequestRow): void {
  if (row.status !== 'processing' || row.kycStatus !== 'draft' || row.identity?.status === 'approved') {
    throw alreadySent('The client can no longer change');
  }
}

async function setClient(
  caller: UserCaller,
  requestId: string,
  client: OnboardingClientData,
  taxResidenceCountry: string,
): Promise<OnboardingRequest> {
  const row = await changeOwn(caller, requestId, async (current) => {
    assertClientChangeable(current);
    return {
      set: {
        client,
        investorType: client.type,
        taxResidenceCountry,
        ...(client.type === 'legal-person' ? { name: client.name, taxNumber: client.taxNumber } : {}),
      },
      events: [{ type: 'client_selected', toValue: client.type, subjectId: client.id, reason: client.source }],
    };
  });
  return toOnboardingRequest(caller, row);
}

async function selfClient(caller: UserCaller): Promise<OnboardingClientData> {
  const user = await repo.findUser(caller.db, caller.user.userId);
  return {
    id: caller.user.userId,
    type: 'natural-person',
    name: `${user?.firstName ?? ''} ${user?.surname ?? ''}`.trim() || caller.user.email,
    taxNumber: null,
    krsNumber: null,
    source: 'self',
    representative: true,
  };
}

export async function selectClient(
  caller: UserCaller,
  requestId: string,
  body: SelectClientRequest,
): Promise<OnboardingRequest> {
  await ownRequest(caller, requestId);
  if (body.investorType === 'natural-person') {
    return setClient(caller, requestId, await selfClient(caller), body.taxResidenceCountry);
  }
  assertLegalPersonsEnabled(caller, 'investorType');
  if (!body.companyId) {
    throw validationFailed([
      { propertyPath: 'companyId', title: 'validation.required', message: 'This field is required.' },
    ]);
  }
  const option = (await companyOptions(caller)).find((entry) => entry.client.id === body.companyId);
  if (!option) throw notFound('No such company');
  if (option.source === 'existing' && !option.client.representative) {
    throw new HttpError(403, 'NOT_COMPANY_REPRESENTATIVE', 'Only a representative of the company may select it');
  }
  return setClient(caller, requestId, { ...option.client, id: randomUUID() }, body.taxResidenceCountry);
}

async function vatStatusOf(caller: UserCaller, nip: string | null): Promise<string | null> {
  if (!nip || !/^\d{10}$/.test(nip)) return null;
  try {
    const result = await caller.services.vatWhiteList.lookupByNip(nip, warsawDate(caller.services.now()));
    return result.subject?.statusVat ?? null;
  } catch {
    return null; // the white list is a hint for the reviewer, not a gate
  }
}

/**
 * A Polish company's tax number is a NIP: one "PL" prefix, spaces and dashes are normalized away, anything else
 * (a doubled prefix, a wrong check digit) is refused. A number that starts with "PL" is a Polish NIP whatever
 * the tax residence says; a foreign company's own tax number is kept as typed.
 */
function companyTaxNumber(typed: string, taxResidenceCountry: string): string {
  const trimmed = typed.trim();
  if (taxResidenceCountry !== 'PL' && !/^PL/i.test(trimmed)) return trimmed;
  if (!isValidNip(trimmed)) {
    throw validationFailed([
      {
        propertyPath: 'taxNumber',
        title: 'validation.nip',
        message: 'Please enter a valid NIP (tax identification number).',
      },
    ]);
  }
  return normalizeNip(trimmed);
}

export async function addClient(caller: UserCaller, requestId: string, body: AddClientRequest) {
  await ownRequest(caller, requestId);
  if (body.source === 'natural-person') {
    return setClient(caller, requestId, await selfClient(caller), body.taxResidenceCountry);
  }
  assertLegalPersonsEnabled(caller, 'source');
  if (body.source === 'register') {
    const lookup = await caller.services.companyRegister.lookup(body.krsNumber);
    if (lookup.outcome === 'error') {
      if (lookup.code === 'REGISTER_UNAVAILABLE') {
        throw new HttpError(503, 'REGISTER_UNAVAILABLE', 'The company register did not answer');
      }
      throw new HttpError(422, 'COMPANY_NOT_FOUND_IN_REGISTER', 'No company with this KRS number');
    }
    const user = await repo.findUser(caller.db, caller.user.userId);
    const representative =
      user !== null &&
      findConsistentBoardMembers({ firstName: user.firstName, lastName: user.surname }, lookup.company.boardMembers)
        .length > 0;
    if (!representative) {
      throw new HttpError(422, 'NOT_COMPANY_REPRESENTATIVE', 'The register does not list you as a representative');
    }
    return setClient(
      caller,
      requestId,
      {
        id: randomUUID(),
        type: 'legal-person',
        name: lookup.company.name,
        taxNumber: lookup.company.nip,
        krsNumber: lookup.company.krs,
        regon: lookup.company.regon,
        source: 'register',
        representative: true,
        vatStatus: await vatStatusOf(caller, lookup.company.nip),
      },
      body.taxResidenceCountry,
    );
  }
  const taxNumber = companyTaxNumber(body.taxNumber, body.taxResidenceCountry);
  return setClient(
    caller,
    requestId,
    {
      id: randomUUID(),
      type: 'legal-person',
      name: body.name.trim(),
      taxNumber,
      krsNumber: body.krsNumber ?? null,
      regon: body.regon ?? null,
      source: 'company',
      // Typed in: nothing proves the investor represents it, so a power of attorney is required.
      representative: false,
      vatStatus: await vatStatusOf(caller, taxNumber),
    },
    body.taxResidenceCountry,
  );
}

// ------------------------------------------------------------------ identity verification

export async function kycParameters(caller: UserCaller, requestId: string): Promise<KycRequestParameters> {
  const row = await ownRequest(caller, requestId);
  if (!row.client) throw conflict('No client selected yet');
  return kycParametersOf(row, caller.baseUrl, await investorNames(caller, row));
}

export async function startIdentity(caller: UserCaller, requestId: string): Promise<IdentityVerification> {
  const current = await ownRequest(caller, requestId);
  if (!current.client) throw incomplete('Choose the client first');
  const now = caller.services.now();
  if (current.identity?.status === 'pending' && Date.parse(current.identity.expiresAt) > now.getTime()) {
    return identityOf(current, caller.baseUrl);
  }
  if (current.identity?.status === 'approved' || current.kycStatus !== 'draft') throw alreadySent();
  const names = await investorNames(caller, current);
  const personal = (current.kycData?.personal ?? {}) as { birthDate?: string };
  let verification;
  try {
    verification = await caller.services.identityVerification.createVerification({
      reference: current.id,
      person: { firstName: names.firstName, lastName: names.lastName, birthDate: personal.birthDate ?? '' },
    });
  } catch (error) {
    if (error instanceof ProviderError) throw serviceUnavailable('The identity provider did not answer');
    throw error;
  }
  const row = await changeOwn(caller, requestId, async (locked) => {
    if (locked.identity?.status === 'approved' || locked.kycStatus !== 'draft') throw alreadySent();
    return {
      set: {
        identity: {
          verificationId: verification.id,
          status: 'pending',
          redirectUrl: verification.continueUrl,
          startedAt: verification.createdAt,
          expiresAt: verification.expiresAt,
          decidedAt: null,
          rejectionReason: null,
          mismatchedField: null,
        },
      },
      events: [{ type: 'identity_started', fromValue: locked.identity?.status ?? 'not-started', toValue: 'pending' }],
    };
  });
  return identityOf(row, caller.baseUrl);
}

export interface ReceivedIdentityWebhook {
  rawBody: string;
  signature: string | undefined;
  event: {
    id: string;
    verification: {
      id: string;
      reference: string;
      status: 'pending' | 'approved' | 'rejected' | 'expired';
      decidedAt: string | null;
      rejection: { reason: string; mismatchedField: string | null } | null;
    };
  };
}

const NO_VERIFICATION = 'No such verification';

/**
 * The tenant a verification belongs to: the one of the request that holds it, or that it names (`reference`,
 * our request id); null for a verification we cannot place.
 */
async function verificationTenantId(
  db: Caller['db'],
  verification: { id: string; reference: string },
): Promise<string | null> {
  const holder = await repo.findByVerification(db, verification.id);
  if (holder) return holder.tenantId;
  return isUuid(verification.reference) ? repo.findRequestTenantId(db, verification.reference) : null;
}

/** The host the provider's callbacks about a verification go to: its tenant's (the sandbox posts there). */
export async function identityCallbackHost(
  db: Caller['db'],
  event: { verification: { id: string; reference: string } },
): Promise<string | null> {
  const tenantId = await verificationTenantId(db, event.verification);
  return tenantId ? findPrimaryHost(db, tenantId) : null;
}

/**
 * The provider's decision, on the host of the request's tenant. 401 unless signed; 404 for a verification of
 * another tenant (nothing recorded: the same event still counts when it comes through the right host); a
 * replayed event id changes nothing (`duplicate: true`).
 */
export async function receiveIdentityWebhook(
  caller: Pick<Caller, 'db' | 'services' | 'tenant'>,
  webhook: ReceivedIdentityWebhook,
): Promise<{ received: true; duplicate: boolean }> {
  const { db, services } = caller;
  const check = verifyWebhook(services.webhookSecret, webhook.rawBody, webhook.signature, services.now());
  if (!check.ok) throw unauthenticated(`Invalid webhook signature (${check.reason})`);
  const { event } = webhook;
  const verification = event.verification;
  const owner = await verificationTenantId(db, verification);
  if (owner && owner !== caller.tenant.id) throw notFound(NO_VERIFICATION);
  return db.transaction(async (tx) => {
    const fresh = await repo.recordIdentityEvent(tx, {
      eventId: event.id,
      verificationId: verification.id,
      status: verification.status,
    });
    if (!fresh) return { received: true as const, duplicate: true };
    const found = await repo.findByVerification(tx, verification.id);
    const row = found ? await repo.lockRequest(tx, found.tenantId, found.id) : null;
    if (!row || row.identity?.verificationId !== verification.id || row.identity.status !== 'pending') {
      await repo.setIdentityEventOutcome(tx, event.id, row ? 'stale' : 'unknown-verification');
      return { received: true as const, duplicate: false };
    }
    if (verification.status === 'pending') {
      await repo.setIdentityEventOutcome(tx, event.id, 'ignored');
      return { received: true as const, duplicate: false };
    }
    const now = services.now();
    await repo.updateRequest(tx, row.id, {
      identity: {
        ...row.identity,
        status: verification.status,
        decidedAt: verification.decidedAt,
        rejectionReason: verification.rejection?.reason ?? null,
        mismatchedField: verification.rejection?.mismatchedField ?? null,
      },
      updatedAt: now,
    });
    await repo.insertEvent(tx, {
      tenantId: row.tenantId,
      requestId: row.id,
      type: 'identity_decided',
      fromValue: 'pending',
      toValue: verification.status,
      reason: verification.rejection?.reason ?? null,
      actorRole: 'system',
      actorId: null,
      occurredAt: now,
    });
    await repo.setIdentityEventOutcome(tx, event.id, 'applied');
    return { received: true as const, duplicate: false };
  });
}

function sandboxView(verification: {
  id: string;
  status: SandboxIdentityVerification['status'];
  person: { firstName: string; lastName: string };
  expiresAt: string;
}): SandboxIdentityVerification {
  return {
    id: verification.id,
    status: verification.status,
    firstName: verification.person.firstName,
    lastName: verification.person.lastName,
    expiresAt: verification.expiresAt,
  };
}

/** The sandbox's verification when it belongs to the host's tenant (the phone link is a token like any other). */
async function tenantVerification(caller: Caller, id: string) {
  const sandbox = caller.services.identitySandbox;
  const verification = sandbox ? await sandbox.getVerification(id) : null;
  if (!sandbox || !verification || (await verificationTenantId(caller.db, verification)) !== caller.tenant.id) {
    throw notFound(NO_VERIFICATION);
  }
  return { sandbox, verification };
}

export async function sandboxVerification(caller: Caller, id: string): Promise<SandboxIdentityVerification> {
  return sandboxView((await tenantVerification(caller, id)).verification);
}

export async function decideSandbox(
  caller: Caller,
  id: string,
  body: SandboxIdentityDecision,
): Promise<SandboxIdentityVerification> {
  const { sandbox } = await tenantVerification(caller, id);
  if (body.status === 'rejected' && !body.reason) {
    throw validationFailed([
      { propertyPath: 'reason', title: 'validation.required', message: 'This field is required.' },
    ]);
  }
  if (body.status === 'rejected' && body.reason === 'DATA_MISMATCH' && !body.mismatchedField) {
    throw validationFailed([
      { propertyPath: 'mismatchedField', title: 'validation.required', message: 'This field is required.' },
    ]);
  }
  try {
    const decided = await sandbox.decide(
      id,
      body.status === 'rejected'
        ? body.reason === 'DATA_MISMATCH'
          ? { status: 'rejected', reason: 'DATA_MISMATCH', mismatchedField: body.mismatchedField! }
          : { status: 'rejected', reason: body.reason as Exclude<typeof body.reason, 'DATA_MISMATCH' | undefined> }
        : { status: body.status },
    );
    return sandboxView(decided);
  } catch (error) {
    if (error instanceof ProviderError) throw conflict('The verification was already decided');
    throw error;
  }
}

// ------------------------------------------------------------------ KYC and the compliance forms

export async function saveKyc(caller: UserCaller, requestId: string, data: KycNaturalPerson) {
  const row = await changeOwn(caller, requestId, async (current) => {
    if (current.status !== 'processing' || (current.kycStatus !== 'draft' && current.kycStatus !== 'rejected')) {
      throw alreadySent();
    }
    if (!current.client) throw conflict('No client selected yet');
    return {
      // The phone as E.164, whatever form it was typed in ("600100200" -> "+48600100200").
      // The declaration's bank account and origin of funds are the finances', its "I am a PEP" the PEP functions' (asked once).
      set: {
        kycData: withDerivedDeclarations(withE164Phone(data)) as unknown as Record<string, unknown>,
        kycStatus: 'draft',
      },
      events: current.kycData ? [] : [{ type: 'kyc_saved' }],
    };
  });
  return toOnboardingRequest(caller, row);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export async function sendKyc(caller: UserCaller, requestId: string) {
  const row = await changeOwn(caller, requestId, async (current, now) => {
    if (current.kycStatus === 'sent' || current.kycStatus === 'verified') throw alreadySent();
    if (!current.kycData) throw incomplete('Save the KYC form first');
    if (current.identity?.status !== 'approved') throw incomplete('The identity is not verified');
    return {
      set: {
        kycStatus: 'sent',
        kycSentAt: now,
        complianceForms: formsFromKyc(current.kycData, now),
        ...(current.client?.type === 'natural-person'
          ? {
              name:
                `${text((current.kycData.personal as Record<string, unknown>)?.firstName)} ${text((current.kycData.personal as Record<string, unknown>)?.lastName)}`.trim() ||
                current.name,
              taxNumber: text((current.kycData.personal as Record<string, unknown>)?.pesel) || current.taxNumber,
            }
          : {}),
      },
      events: [{ type: 'kyc_sent', fromValue: current.kycStatus, toValue: 'sent' }],
    };
  });
  return toOnboardingRequest(caller, row);
}

export async function updateForm(
  caller: UserCaller,
  requestId: string,
  formId: string,
  body: ComplianceFormUpdate,
): Promise<ComplianceForm> {
  const row = await changeOwn(caller, requestId, async (current, now) => {
    const form = current.complianceForms.find((entry) => entry.id === formId);
    if (!form) throw notFound('No such compliance form');
    if (current.complianceFormsSentAt || form.status === 'verified') throw alreadySent();
    // The data is generated from the KYC: the investor approves it (changes go through the KYC).
    const forms = current.complianceForms.map((entry) =>
      entry.id === formId ? { ...entry, approvedAt: body.approved ? now.toISOString() : null } : entry,
    );
    return { set: { complianceForms: forms }, events: [] };
  });
  return toForm(row.complianceForms.find((entry) => entry.id === formId)!);
}

/** A compliance form template (its id is fixed per form kind; see schemas/compliance/templates.ts). */
export function formTemplate(templateId: string): ComplianceFormTemplate {
  return toTemplate(templateOrNotFound(templateId));
}

/**
 * A compliance form of the request from a template, its data valid against the template's schema. The forms
 * describe the sent KYC (sendKyc generates them), so this completes a request whose KYC was sent without them
 * (e.g. from the public KYC form). One form per kind: an existing one is approved or changed with
 * updateComplianceForm, never replaced here (409 CONFLICT); nothing is created once the forms were sent
 * (409 FORM_ALREADY_SENT).
 */
export async function createForm(
  caller: UserCaller,
  requestId: string,
  body: ComplianceFormInput,
): Promise<ComplianceForm> {
  const template = templateOrNotFound(body.templateId);
  const id = randomUUID();
  const row = await changeOwn(caller, requestId, async (current) => {
    if (current.status === 'finished' || current.status === 'rejected') throw conflict('The request is closed');
    if (current.complianceFormsSentAt || current.complianceForms.some((form) => form.status === 'verified')) {
      throw alreadySent();
    }
    if (current.kycStatus === 'draft') throw incomplete('Send the KYC first');
    if (current.complianceForms.some((form) => form.kind === template.kind)) {
      throw conflict('This form already exists');
    }
    assertValidFormData(template, body.data);
    const form: OnboardingFormData = {
      id,
      templateId: template.id,
      kind: template.kind,
      status: 'processing',
      approvedAt: null,
      verifiedAt: null,
      data: body.data,
    };
    return {
      set: { complianceForms: [...current.complianceForms, form] },
      events: [{ type: 'compliance_form_created', subjectId: id, toValue: template.kind }],
    };
  });
  return toForm(row.complianceForms.find((entry) => entry.id === id)!);
}

export async function sendForms(caller: UserCaller, requestId: string) {
  const row = await changeOwn(caller, requestId, async (current) => {
    if (current.complianceFormsSentAt) throw alreadySent();
    if (current.complianceForms.length === 0) throw incomplete('The KYC was not sent yet');
    if (current.complianceForms.some((form) => form.approvedAt === null)) {
      throw incomplete('Approve every compliance form first');
    }
    return {
      set: { complianceFormsSentAt: caller.services.now() },
      events: [{ type: 'compliance_forms_sent' }],
    };
  });
  return toOnboardingRequest(caller, row);
}

/** The PDF of one compliance form (the investor's and the reviewer's). */
export async function ownPdf(caller: UserCaller, requestId: string, request: OnboardingPdfRequest) {
  const row = await ownRequest(caller, requestId);
  const user = await repo.findUser(caller.db, caller.user.userId);
  return onboardingPdf(caller, row, request, requiredDocumentTypes(row), user?.locale === 'en' ? 'en' : 'pl');
}

// ------------------------------------------------------------------ supporting documents

export async function uploadFile(
  caller: UserCaller,
  requestId: string,
  file: UploadedFile & { supportingDocumentId?: string | undefined },
) {
  const type = await verifiedFileTypeOfFile(file.path);
  if (!type) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Only PDF, PNG and JPEG files are accepted');
  await ownRequest(caller, requestId);
  const id = randomUUID();
  const key = `onboarding/${caller.tenant.id}/${requestId}/${id}`;
  await caller.services.storage.putStream(key, file.open());
  const now = caller.services.now();
  const attachment = {
    id,
    key,
    fileName: safeFileName(file.fileName, type),
    contentType: type.contentType,
    size: file.size,
    createdAt: now.toISOString(),
  };
  try {
    await changeOwn(caller, requestId, async (current) => {
      let documents = current.documents;
      if (file.supportingDocumentId) {
        const target = documents.find((entry) => entry.id === file.supportingDocumentId);
        if (!target) throw notFound('No such supporting document');
        assertDocumentChangeable(current, target);
        documents = documents.map((entry) =>
          entry.id === target.id
            ? reuploaded(entry, [...(entry.status === 'rejected' ? [] : entry.fileIds), id])
            : entry,
        );
      }
      return {
        set: { files: [...current.files, attachment], documents },
        events: file.supportingDocumentId ? [{ type: 'document_uploaded', subjectId: file.supportingDocumentId }] : [],
      };
    });
  } catch (error) {
    await caller.services.storage.delete(key).catch(() => undefined);
    throw error;
  }
  const { key: _key, ...visible } = attachment;
  return visible;
}

function assertDocumentChangeable(row: OnboardingRequestRow, document: OnboardingDocumentData | null): void {
  if (row.status === 'finished' || row.status === 'rejected') throw conflict('The request is closed');
  if (document?.status === 'verified') throw conflict('Verified documents are read-only');
  const revision = row.documents.some((entry) => entry.status === 'rejected');
  if (row.supportingDocumentsSentAt && !(revision && document?.status === 'rejected') && row.status !== 'processing') {
    throw alreadySent();
  }
  if (row.supportingDocumentsSentAt && revision && document?.status !== 'rejected') {
    throw conflict('Only the documents the reviewer asked for may be uploaded again');
  }
}

function reuploaded(document: OnboardingDocumentData, fileIds: string[]): OnboardingDocumentData {
  const wasRejected = document.status === 'rejected';
  return {
    ...document,
    fileIds,
    status: 'processing',
    revised: document.revised || wasRejected,
    // Not sent any more: the reviewer sees it again after the next send-to-verification.
    sentAt: null,
    rejectionCode: null,
    rejectionReason: null,
  };
}

function checkFileIds(row: OnboardingRequestRow, fileIds: readonly string[]): void {
  const unknown = fileIds.findIndex((id) => !row.files.some((file) => file.id === id));
  if (unknown >= 0) {
    throw new HttpError(422, 'VALIDATION_FAILED', 'A file id is unknown', {
      violations: [
        { propertyPath: `fileIds.${unknown}`, title: 'validation.unknown', message: 'No such uploaded file.' },
      ],
    });
  }
}

export async function createDocument(
  caller: UserCaller,
  requestId: string,
  body: SupportingDocumentInput,
): Promise<SupportingDocument> {
  const id = randomUUID();
  const row = await changeOwn(caller, requestId, async (current) => {
    assertDocumentChangeable(current, null);
    if (current.documents.some((entry) => entry.type === body.type)) {
      throw conflict('A document of this type exists: change it instead');
    }
    checkFileIds(current, body.fileIds);
    const document: OnboardingDocumentData = {
      id,
      type: body.type,
      status: 'processing',
      data: body.data ?? {},
      fileIds: [...body.fileIds],
      rejectionCode: null,
      rejectionReason: null,
      revised: false,
      sentAt: null,
      verifiedAt: null,
    };
    return {
      set: { documents: [...current.documents, document] },
      events: [{ type: 'document_uploaded', subjectId: id, toValue: body.type }],
    };
  });
  return toDocument(
    row,
    row.documents.find((entry) => entry.id === id)!,
  );
}

export async function updateDocument(
  caller: UserCaller,
  requestId: string,
  documentId: string,
  body: SupportingDocumentInput,
): Promise<SupportingDocument> {
  const row = await changeOwn(caller, requestId, async (current) => {
    const target = current.documents.find((entry) => entry.id === documentId);
    if (!target) throw notFound('No such supporting document');
    assertDocumentChangeable(current, target);
    checkFileIds(current, body.fileIds);
    return {
      set: {
        documents: current.documents.map((entry) =>
          entry.id === documentId ? { ...reuploaded(entry, [...body.fileIds]), data: body.data ?? entry.data } : entry,
        ),
      },
      events: [
        {
          type: 'document_uploaded',
          subjectId: documentId,
          fromValue: target.status,
          toValue: 'processing',
          reason: target.status === 'rejected' ? 'revised' : null,
        },
      ],
    };
  });
  return toDocument(
    row,
    row.documents.find((entry) => entry.id === documentId)!,
  );
}

export async function sendDocuments(caller: UserCaller, requestId: string) {
  const row = await changeOwn(caller, requestId, async (current, now) => {
    if (current.status !== 'processing') throw alreadySent();
    if (!current.complianceFormsSentAt) throw incomplete('Send the compliance forms first');
    const required = requiredDocumentTypes(current);
    const missing = required.filter(
      (type) => !current.documents.some((entry) => entry.type === type && entry.fileIds.length > 0),
    );
    if (missing.length > 0) throw incomplete(`Documents missing: ${missing.join(', ')}`);
    if (current.documents.some((entry) => entry.status === 'rejected')) {
      throw incomplete('Upload again every document the reviewer asked for');
    }
    const stamp = now.toISOString();
    return {
      set: {
        status: 'sent',
        statusChangedAt: now,
        supportingDocumentsSentAt: now,
        documents: current.documents.map((entry) =>
          entry.status === 'processing' ? { ...entry, sentAt: stamp } : entry,
        ),
      },
      events: [{ type: 'supporting_documents_sent', fromValue: current.status, toValue: 'sent' }],
    };
  });
  return toOnboardingRequest(caller, row);
}

/** One file of a request, streamed from the storage (the reviewer's download). */
export async function fileOf(caller: Caller, row: OnboardingRequestRow, documentId: string, fileId: string) {
  const document = row.documents.find((entry) => entry.id === documentId);
  const file = document?.fileIds.includes(fileId) ? row.files.find((entry) => entry.id === fileId) : undefined;
  if (!file) throw notFound('No such file');
  const body = await caller.services.storage.openRead(file.key);
  if (!body) throw notFound('No such file');
  return { body, fileName: file.fileName, contentType: file.contentType };
}
