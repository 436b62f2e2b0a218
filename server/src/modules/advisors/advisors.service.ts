// Advisor administration rules (docs/decisions/0005-advisor-administration.md):
// - operator: every advisor and network of the tenant;
// - coordinator: the advisors who belong to at least one of the coordinator's networks; may create advisors in,
//   and assign, only those networks; may change (update, archive, activate) advisors of role advisor only
//   (coordinators are read-only to other coordinators; operators appoint them);
// - advisor: no administration (403); sees only their own networks (listNetworks);
// - investors never reach /api (auth plugin). Another tenant's ids are simply not found (404).
import type { Advisor, AdvisorFormChoices, AdvisorInput, Violation } from '#generated/api/model';
import type { ListQueryInput } from '../../db/list-query';
import { HttpError, notFound } from '../../plugins/errors';
import { countryChoices } from '#schemas/display-format';
import { isSessionKey, revokeUserAccess, writeTokenMail } from '../auth';
import type { PendingSession } from '../../plugins/auth';
import { forbidden, isUuid, type Caller as PublicCaller, type UserCaller as Caller } from '../shared';
import * as repo from './advisors.repository';
import type { AdvisorRecord, AdvisorScope } from './advisors.repository';

const now = (caller: Caller) => caller.services.now();

/** The administration scope of the caller, or 403 for those who administer nothing. */
export async function adminScope(caller: Caller): Promise<AdvisorScope> {
  if (caller.user.role === 'operator') return { kind: 'tenant' };
  // The coordinator's networks are read by the queries themselves (no query here).
  if (caller.user.role === 'coordinator') return { kind: 'networks', coordinatorId: caller.user.userId };
  throw forbidden();
}

/** The networks the caller may assign (and a coordinator manages). */
async function assignableNetworks(caller: Caller, scope: AdvisorScope): Promise<{ id: string; name: string }[]> {
  return scope.kind === 'tenant'
    ? repo.listTenantNetworks(caller.db, caller.tenant.id)
    : repo.listUserNetworks(caller.db, caller.tenant.id, caller.user.userId);
}

export function toAdvisor(record: AdvisorRecord): Advisor {
  return {
    id: record.id,
    firstName: record.firstName,
    surname: record.surname,
    email: record.email,
    externalId: record.externalId,
    // Accounts made before advisor data existed (none outside old demo databases) show empty values.
    documentType: record.documentType ?? 'ID_CARD',
    documentNumber: record.documentNumber ?? '',
    documentExpiryDate: record.documentExpiryDate ?? '1970-01-01',
    documentCountry: record.documentCountry ?? 'PL',
    powerOfAttorneyStartDate: record.powerOfAttorneyStartDate ?? '1970-01-01',
    powerOfAttorneyEndDate: record.powerOfAttorneyEndDate,
    brokerNetworkIds: record.brokerNetworkIds,
    status: record.status,
    role: record.role === 'coordinator' ? 'coordinator' : 'advisor',
    createdAt: record.createdAt.toISOString(),
  };
}

// ------------------------------------------------------------------ reads

export async function formChoices(caller: Caller): Promise<AdvisorFormChoices> {
  const scope = await adminScope(caller);
  // The platform's one country list (schemas/display-format).
  const countries = countryChoices().map((country) => ({ ...country, label: { ...country.label } }));
  return {
    networks: await assignableNetworks(caller, scope),
    documentTypes: [
      { value: 'ID_CARD', label: { pl: 'Dowód osobisty', en: 'ID card' } },
      { value: 'PASSPORT', label: { pl: 'Paszport', en: 'Passport' } },
    ],
    countries,
  };
}

export async function list(caller: Caller, input: ListQueryInput): Promise<{ items: Advisor[]; totalCount: number }> {
  const scope = await adminScope(caller);
  rememberScope(caller.user.userId, scope.kind);
  const page = await repo.listAdvisors(caller.db, caller.tenant.id, scope, input);
  return pageOf(caller, scope, input, page);
}

async function pageOf(
  caller: Caller,
  scope: AdvisorScope,
  input: ListQueryInput,
  page: repo.AdvisorPage,
): Promise<{ items: Advisor[]; totalCount: number }> {
  const totalCount = page.totalCount ?? (await repo.countAdvisors(caller.db, caller.tenant.id, scope, input));
  return { items: page.items.map(toAdvisor), totalCount };
}

/**
 * The scope's kind each user's last list had (an operator's tenant, a coordinator's networks): the list of a
 * request whose session is still to be checked reads the session and the page in one statement, and the page's
 * scope comes from the role, which only that session row tells. So the statement assumes the remembered kind and
 * the answer is checked against the row: a user not seen yet, or whose role changed, costs a second query.
 */
const rememberedScopes = new Map<string, AdvisorScope['kind']>();
const MAX_REMEMBERED_SCOPES = 10_000;

function rememberScope(userId: string, kind: AdvisorScope['kind']): void {
  if (rememberedScopes.get(userId) === kind) return;
  if (rememberedScopes.size >= MAX_REMEMBERED_SCOPES) rememberedScopes.clear();
  rememberedScopes.set(userId, kind);
}

/**
 * The list for a request whose token passed and whose session is not checked yet (plugins/auth.ts
 * PendingSession): one statement reads the session and the page; the session is checked (401/403 as before any
 * other answer) before anything of the page is used.
 */
export async function listCheckingSession(
  caller: PublicCaller,
  session: PendingSession,
  input: ListQueryInput,
): Promise<{ items: Advisor[]; totalCount: number }> {
  const { userId } = session.key;
  const kind = rememberedScopes.get(userId);
  if (!kind || !isSessionKey(session.key)) return list({ ...caller, user: await session.confirm() }, input);
  const assumed: AdvisorScope = kind === 'tenant' ? { kind } : { kind, coordinatorId: userId };
  const page = await repo.listAdvisors(caller.db, caller.tenant.id, assumed, input, session.key);
  const user = session.settle(page.session ?? null);
  const checked: Caller = { ...caller, user };
  const scope = await adminScope(checked);
  if (scope.kind !== assumed.kind) return list(checked, input);
  return pageOf(checked, scope, input, page);
}

async function findVisible(caller: Caller, scope: AdvisorScope, id: string): Promise<AdvisorRecord> {
  const found = isUuid(id) ? await repo.findAdvisor(caller.db, caller.tenant.id, scope, id) : null;
  if (!found) throw notFound('Advisor not found');
  return found;
}

export async function get(caller: Caller, id: string): Promise<Advisor> {
  const scope = await adminScope(caller);
  return toAdvisor(await findVisible(caller, scope, id));
}

/** Visible AND changeable by the caller (coordinators change advisors of role advisor only). */
async function findChangeable(caller: Caller, scope: AdvisorScope, id: string): Promise<AdvisorRecord> {
  const found = await findVisible(caller, scope, id);
  if (scope.kind === 'networks' && found.role !== 'advisor')
    throw forbidden('Only an operator may change a coordinator');
  return found;
}

export async function listNetworks(caller: Caller): Promise<{ id: string; name: string }[]> {
  return caller.user.role === 'operator'
    ? repo.listTenantNetworks(caller.db, caller.tenant.id)
    : repo.listUserNetworks(caller.db, caller.tenant.id, caller.user.userId);
}

// ------------------------------------------------------------------ writes

const emailUsed = () =>
  new HttpError(409, 'EMAIL_ALREADY_USED', 'E-mail already used', {
    violations: [
      { propertyPath: 'email', title: 'validation.emailAlreadyUsed', message: 'This e-mail address is already used.' },
    ],
  });

const isUniqueViolation = (error: unknown): boolean => {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
};

/** The body as stored; 422 with violations for what the schema cannot know (networks the caller may assign). */
async function checkInput(
  caller: Caller,
  scope: AdvisorScope,
  body: AdvisorInput,
): Promise<{ data: repo.AdvisorData; networkIds: string[]; manageable: string[] | 'all' }> {
  const assignable = await assignableNetworks(caller, scope);
  const allowed = new Set(assignable.map((network) => network.id));
  const violations: Violation[] = [];
  body.brokerNetworkIds.forEach((networkId, index) => {
    if (!allowed.has(networkId.toLowerCase())) {
      violations.push({
        propertyPath: `brokerNetworkIds.${index}`,
        title: 'validation.networkNotAllowed',
        message: 'You cannot assign this network.',
      });
    }
  });
  // Cross-field rules are also in the schema (validated before the handler); checked again here so a handler
  // called with another schema cannot store an end before the start.
  if (body.powerOfAttorneyEndDate && body.powerOfAttorneyEndDate < body.powerOfAttorneyStartDate) {
    violations.push({
      propertyPath: 'powerOfAttorneyEndDate',
      title: 'validation.powerOfAttorneyEnd',
      message: 'The power of attorney may not end before it starts.',
    });
  }
  if (violations.length > 0) throw new HttpError(422, 'VALIDATION_FAILED', 'Validation failed', { violations });
  return {
    data: {
      email: body.email.trim().toLowerCase(),
      firstName: body.firstName.trim() || body.firstName,
      surname: body.surname.trim() || body.surname,
      externalId: body.externalId ?? null,
      documentType: body.documentType,
      documentNumber: body.documentNumber,
      documentExpiryDate: body.documentExpiryDate,
      documentCountry: body.documentCountry,
      powerOfAttorneyStartDate: body.powerOfAttorneyStartDate,
      powerOfAttorneyEndDate: body.powerOfAttorneyEndDate ?? null,
    },
    networkIds: [...new Set(body.brokerNetworkIds.map((id) => id.toLowerCase()))],
    manageable: scope.kind === 'tenant' ? 'all' : [...allowed],
  };
}

export async function create(caller: Caller, body: AdvisorInput): Promise<Advisor> {
  const scope = await adminScope(caller);
  const { data, networkIds } = await checkInput(caller, scope, body);
  if (await repo.emailTaken(caller.db, caller.tenant.id, data.email)) throw emailUsed();
  let id: string;
  try {
    // The account, its networks, the activation token and its e-mail: one transaction, all or nothing.
    id = await caller.db.transaction(async (tx) => {
      const user = await repo.insertAdvisor(tx, caller.tenant.id, data, now(caller));
      await repo.replaceMemberships(tx, user.id, networkIds, 'all');
      await writeTokenMail(tx, caller, user, 'activation', 'account-created'); // made by someone else: no "if you did not ask"
      return user.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailUsed(); // a parallel create with the same e-mail
    throw error;
  }
  caller.services.outbox.kick();
  return toAdvisor((await repo.findAdvisor(caller.db, caller.tenant.id, { kind: 'tenant' }, id))!);
}

export async function update(caller: Caller, id: string, body: AdvisorInput): Promise<Advisor> {
  const scope = await adminScope(caller);
  const current = await findChangeable(caller, scope, id);
  if (current.status === 'deleted') throw new HttpError(409, 'CONFLICT', 'The advisor is archived');
  const { data, networkIds, manageable } = await checkInput(caller, scope, body);
  if (await repo.emailTaken(caller.db, caller.tenant.id, data.email, current.id)) throw emailUsed();
  try {
    await caller.db.transaction(async (tx) => {
      await repo.updateAdvisor(tx, caller.tenant.id, current.id, data, now(caller));
      await repo.replaceMemberships(tx, current.id, networkIds, manageable);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailUsed();
    throw error;
  }
  return toAdvisor((await repo.findAdvisor(caller.db, caller.tenant.id, { kind: 'tenant' }, current.id))!);
}

/** DELETE: status deleted; sessions, remembered devices and e-mailed links end; the data stays. */
export async function archive(caller: Caller, id: string): Promise<void> {
  const scope = await adminScope(caller);
  const current = await findChangeable(caller, scope, id);
  if (current.id === caller.user.userId) throw new HttpError(409, 'CONFLICT', 'You cannot archive yourself');
  await caller.db.transaction(async (tx) => {
    await repo.setAdvisorStatus(tx, caller.tenant.id, current.id, ['initial', 'active'], 'deleted', now(caller));
    await revokeUserAccess(tx, current.id, now(caller), { oneTimeTokens: true });
  });
}

/**
 * PATCH activate, the one operation behind both actions of the list:
 * - initial ("send the activation mail again"): a new activation e-mail (older links stop working); the status
 *   stays initial until the advisor sets a password from the link;
 * - deleted ("activate" an archived advisor): back to active when they had set a password before (they sign in
 *   as before, their TOTP included); without a password back to initial with a new activation e-mail;
 * - active: 409 CONFLICT.
 */
export async function activate(caller: Caller, id: string): Promise<Advisor> {
  const scope = await adminScope(caller);
  const current = await findChangeable(caller, scope, id);
  if (current.status === 'active') throw new HttpError(409, 'CONFLICT', 'The advisor is already active');
  const sendMail = current.status === 'initial' || !current.passwordHash;
  await caller.db.transaction(async (tx) => {
    if (current.status === 'deleted') {
      const to = current.passwordHash ? 'active' : 'initial';
      if (!(await repo.setAdvisorStatus(tx, caller.tenant.id, current.id, ['deleted'], to, now(caller)))) {
        throw new HttpError(409, 'CONFLICT', 'The advisor changed meanwhile');
      }
    }
    if (sendMail) {
      await writeTokenMail(tx, caller, current, 'activation', 'account-created'); // made by someone else: no "if you did not ask"
    }
  });
  if (sendMail) caller.services.outbox.kick();
  return toAdvisor((await repo.findAdvisor(caller.db, caller.tenant.id, { kind: 'tenant' }, current.id))!);
}
