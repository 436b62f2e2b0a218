// KYC invitations and the public KYC form.
//
// sendKycInvitation: an advisor, coordinator or operator e-mails ONE address a link to the public KYC form.
//  - the address must not be a staff account of the tenant (409 EMAIL_ALREADY_USED) nor a closed investor account
//    (409 ACCOUNT_INACTIVE); the tenant's investor account of the address is linked or made (as for an offer
//    invitation), so the onboarding that follows finds the request;
//  - one open invitation per address: another caller's open invitation is 409 LEAD_OTHER_OWNER; the same caller
//    inviting again gets the same invitation with a fresh link and a new period (the previous link dies);
//  - the token: 256 random bits, only its SHA-256 stored in kyc_requests, so it opens this form and nothing else;
//    valid INVITATION_DAYS; the e-mail (outbox) in the same transaction; Idempotency-Key honoured.
//
// The public form, by token, in the Host's tenant (another tenant's token is not found):
//  - open until expiresAt; submitted once (one conditional UPDATE: of parallel submits one wins, the others get
//    409 FORM_ALREADY_SENT); the data goes to the investor's onboarding request (modules/investor-onboarding) in
//    the same transaction; the preview shows the submitted data for PREVIEW_DAYS after the submission.
import { withE164Phone } from '#schemas/formats/contact';
import { withDerivedDeclarations } from '#schemas/kyc-declarations';
import { kycFormParameters } from '#schemas/kyc-form-parameters';
import type {
  KycInvitationRequest,
  KycInvitationResult,
  KycNaturalPerson,
  PublicKycPreview,
  PublicKycRequest,
  PublicKycRequestStatus,
  PublicKycSubmitResult,
} from '#generated/api/model';
import type { KycRequestRow } from '../../db/schema';
import { bothLocaleMessages } from '../../i18n/locale-messages';
import { renderKycInvitationMail } from '../../mail/kyc-invitation';
import { HttpError, notFound, validationFailed } from '../../plugins/errors';
import { hashToken, newOpaqueToken } from '../../security/tokens';
import { recordSubmittedKyc } from '../investor-onboarding';
import { invitedInvestorAccount, runIdempotent, type Caller, type UserCaller } from '../shared';
import { validateKycOptions } from './kyc-form-validation';
import * as repo from './kyc-invitations.repository';

/** How long an invitation's link may be used to submit the form. */
export const INVITATION_DAYS = 30;
/** How long after the submission the link shows the submitted data. */
export const PREVIEW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const MESSAGE_MIN_LENGTH = 10;

export const kycFormPath = (token: string) => `/kyc-form?token=${encodeURIComponent(token)}`;

const leadOtherOwner = () =>
  new HttpError(409, 'LEAD_OTHER_OWNER', 'Lead belongs to another advisor', {
    violations: [
      {
        propertyPath: 'investorEmail',
        title: 'error.leadOtherOwner',
        message: 'Another advisor has an open KYC invitation for this e-mail address.',
      },
    ],
  });

const invitationNotFound = () => notFound('KYC invitation not found');
/** An expired link says only that: not whose invitation it was, nor who sent it and what they wrote. */
const linkExpired = () => new HttpError(404, 'TOKEN_INACTIVE', 'This link has expired');
const formAlreadySent = () => new HttpError(409, 'FORM_ALREADY_SENT', 'Form inactive because it was already sent');

const personName = (person: { firstName: string; surname: string; email: string }) =>
  `${person.firstName} ${person.surname}`.trim() || person.email;

export async function sendInvitation(
  caller: UserCaller,
  body: KycInvitationRequest,
  idempotencyKey: string | undefined,
): Promise<KycInvitationResult> {
  const { db, tenant, user } = caller;
  const email = body.investorEmail.trim().toLowerCase();
  const message = body.message.trim();
  if (message.length < MESSAGE_MIN_LENGTH) {
    throw validationFailed([
      {
        propertyPath: 'message',
        title: 'validation.minLength',
        message: `Must have at least ${MESSAGE_MIN_LENGTH} characters.`,
      },
    ]);
  }
  const { value } = await runIdempotent(
    db,
    { tenantId: tenant.id, operation: 'sendKycInvitation', subject: user.userId, key: idempotencyKey, request: body },
    async (tx) => {
      const now = caller.services.now();
      await repo.lockAddress(tx, tenant.id, email);
      // Made or activated first; a refusal below rolls it back with the transaction.
      const account = await invitedInvestorAccount(tx, tenant.id, email, now);
      const open = await repo.findOpenInvitations(tx, tenant.id, email, now);
      if (open.some((invitation) => invitation.ownerId !== user.userId)) throw leadOtherOwner();

      const token = newOpaqueToken();
      const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
      const mine = open.find((invitation) => invitation.ownerId === user.userId);
      const invitation =
        (mine &&
          (await repo.renewInvitation(tx, mine.id, {
            tokenHash: hashToken(token),
            message,
            expiresAt,
            updatedAt: now,
          }))) ||
        (await repo.insertInvitation(tx, {
          tenantId: tenant.id,
          ownerId: user.userId,
          investorId: account.id,
          investorEmail: email,
          message,
          tokenHash: hashToken(token),
          expiresAt,
          createdAt: now,
          updatedAt: now,
        }));
      const owner = (await repo.findUserById(tx, tenant.id, user.userId)) ?? {
        firstName: user.firstName,
        surname: user.surname,
        email: user.email,
      };
      const mail = renderKycInvitationMail({
        locale: account.locale,
        tenant,
        baseUrl: caller.baseUrl,
        name: account.firstName || null,
        advisor: owner,
        message,
        linkPath: kycFormPath(token),
        expiresAt,
      });
      await caller.services.outbox.enqueue(tx, {
        tenantId: tenant.id,
        recipient: email,
        locale: account.locale,
        ...mail,
      });
      return {
        id: invitation.id,
        investorEmail: email,
        expiresAt: expiresAt.toISOString(),
      } satisfies KycInvitationResult;
    },
    { statusCode: 201, now: caller.services.now() },
  );
  caller.services.outbox.kick();
  return value;
}

/** open, submitted (its preview still shown), or null: the link has expired. */
function statusOf(row: KycRequestRow, now: Date): PublicKycRequestStatus | null {
  if (row.submittedAt) {
    return now.getTime() < row.submittedAt.getTime() + PREVIEW_DAYS * DAY_MS ? 'submitted' : null;
  }
  return now < row.expiresAt ? 'open' : null;
}

async function byToken(caller: Caller, token: string): Promise<KycRequestRow> {
  const row = await repo.findByTokenHash(caller.db, caller.tenant.id, hashToken(token));
  if (!row) throw invitationNotFound();
  return row;
}

/** getPublicKycRequest: the invitation of the token and what the form needs. */
export async function openPublicForm(caller: Caller, token: string): Promise<PublicKycRequest> {
  const row = await byToken(caller, token);
  const status = statusOf(row, caller.services.now());
  if (!status) throw linkExpired();
  const owner = await repo.findUserById(caller.db, caller.tenant.id, row.ownerId);
  return {
    status,
    investorEmail: row.investorEmail,
    advisor: {
      firstName: owner?.firstName ?? '',
      surname: owner?.surname ?? '',
      email: owner?.email ?? '',
      phone: null, // advisors have no phone number on record
    },
    message: row.message,
    expiresAt: row.expiresAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    formParameters: kycFormParameters(bothLocaleMessages()),
  };
}

/** getPublicKycPreview: what was submitted with the token, while the preview lasts. */
export async function previewPublicForm(caller: Caller, token: string): Promise<PublicKycPreview> {
  const row = await byToken(caller, token);
  if (!row.submittedAt || !row.data) throw notFound('Nothing was submitted with this link yet');
  if (statusOf(row, caller.services.now()) !== 'submitted') throw linkExpired();
  return { submittedAt: row.submittedAt.toISOString(), data: row.data as unknown as KycNaturalPerson };
}

/** submitPublicKyc: once per invitation; the KYC goes to the investor's onboarding request. */
export async function submitPublicForm(
  caller: Caller,
  token: string,
  body: KycNaturalPerson,
): Promise<PublicKycSubmitResult> {
  validateKycOptions(body);
  const tokenHash = hashToken(token);
  // The phone as E.164, whatever form it was typed in ("600100200" -> "+48600100200").
  // The declaration's bank account and origin of funds are the finances', its "I am a PEP" the PEP functions' (asked once).
  const data = withDerivedDeclarations(withE164Phone(body)) as unknown as Record<string, unknown>;
  return caller.db.transaction(async (tx) => {
    const now = caller.services.now();
    const row = await repo.findByTokenHash(tx, caller.tenant.id, tokenHash);
    if (!row) throw invitationNotFound();
    if (row.submittedAt) throw formAlreadySent();
    if (now >= row.expiresAt) throw linkExpired();
    const claimed = await repo.claimSubmission(tx, row.id, data, now);
    // Another submission committed first (this UPDATE waited for it and then matched nothing).
    if (!claimed) throw formAlreadySent();
    const owner = await repo.findUserById(tx, caller.tenant.id, row.ownerId);
    const request = await recordSubmittedKyc(
      { ...caller, db: tx },
      {
        investorId: row.investorId,
        email: row.investorEmail,
        ownerId: row.ownerId,
        sourceName: owner ? personName(owner) : '',
        data,
      },
    );
    await repo.linkOnboardingRequest(tx, row.id, request.id);
    return { status: 'submitted', submittedAt: now.toISOString() } satisfies PublicKycSubmitResult;
  });
}
