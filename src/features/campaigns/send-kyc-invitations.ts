import { sendKycInvitation } from '#generated/api/kyc-invitations/kyc-invitations';
import type { KycInvitationResult } from '#generated/api/model';
import { splitEmailList } from '#schemas/formats/contact';
import type { IdempotencyKeys } from './send-invitations';

export interface KycInvitationForm {
  investorEmails: string;
  message: string;
  consent: boolean;
}

export interface KycInvitationOutcome {
  sent: KycInvitationResult[];
  failed: { email: string; error: unknown }[];
}

/**
 * One sendKycInvitation call per address (see docs/product/kyc.md), each with its own Idempotency-Key, settled
 * independently (Promise.allSettled): one failure does not stop the others. Duplicates in the list are sent once.
 */
export async function sendKycInvitations(
  form: KycInvitationForm,
  keys: IdempotencyKeys,
): Promise<KycInvitationOutcome> {
  const emails = [...new Set(splitEmailList(form.investorEmails))];
  const results = await Promise.allSettled(
    emails.map((investorEmail) => {
      const body = { investorEmail, message: form.message };
      return sendKycInvitation(body, {
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': keys.keyFor(body) },
      }).then(
        (result) => {
          keys.settled(body, null);
          return result;
        },
        (error: unknown) => {
          keys.settled(body, error);
          throw error;
        },
      );
    }),
  );
  const outcome: KycInvitationOutcome = { sent: [], failed: [] };
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') outcome.sent.push(result.value);
    else outcome.failed.push({ email: emails[index] ?? '', error: result.reason });
  });
  return outcome;
}
