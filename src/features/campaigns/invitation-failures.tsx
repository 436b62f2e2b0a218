import { useIntl } from 'react-intl';
import { errorMessages } from '../../lib/errors';
import { FormAlert } from '../../lib/forms';
import { campaignMessages } from './campaign-messages';

/** One address whose invitation was not sent, with why (the server's message). */
export interface InvitationFailure {
  email: string;
  reason: string;
}

/** What a batch of invitations came to: how many were sent, and the addresses that failed. */
export interface InvitationsResult {
  sent: number;
  failures: InvitationFailure[];
}

/**
 * "Not all invitations were sent" (see docs/product/offers.md): the invitations are sent one call per address, each
 * settled on its own, so the dialogs of the offer and of the KYC invitation both list the addresses that failed.
 */
export function InvitationFailures({ result }: { result: InvitationsResult }) {
  const intl = useIntl();
  return (
    <div className="mb-4">
      <FormAlert>
        <p className="font-semibold">{intl.formatMessage(errorMessages.notAllInvitationsSent)}</p>
        <p className="mt-1">{intl.formatMessage(campaignMessages.invitePartlySent, { count: result.sent })}</p>
        <ul className="mt-2 list-disc pl-5">
          {result.failures.map((failure) => (
            <li key={failure.email}>
              <span className="font-medium">{failure.email}</span>
              {': '}
              {failure.reason}
            </li>
          ))}
        </ul>
      </FormAlert>
    </div>
  );
}
