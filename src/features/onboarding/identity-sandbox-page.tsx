// `/identity-sandbox/:verificationId` — the SANDBOX identity provider's "phone" page (demo and development only):
// it stands in for the provider's app behind the QR code. The decision goes to the sandbox, which reports it to
// our webhook exactly as a real provider would; the investor's desktop screen then sees the new status.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import {
  decideSandboxIdentityVerification,
  useGetSandboxIdentityVerification,
} from '#generated/api/investor-onboarding/investor-onboarding';
import type { SandboxIdentityDecisionStatus, SandboxIdentityVerification } from '#generated/api/model';
import { getErrorMessage } from '../../lib/errors';
import { FormAlert } from '../../lib/forms';
import { primaryButton, secondaryButton } from '../../lib/ui/styles';
import { onboardingMessages as m } from './onboarding-messages';

const STATUS = {
  pending: m['identity.pending'],
  approved: m['identity.approved'],
  rejected: m['identity.rejected'],
  expired: m['identity.expired'],
} as const;

export function IdentitySandboxPage() {
  const intl = useIntl();
  const { verificationId = '' } = useParams();
  const query = useGetSandboxIdentityVerification(verificationId, { query: { retry: false } });
  const [decided, setDecided] = useState<SandboxIdentityVerification | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const verification = decided ?? query.data;

  const decide = async (status: SandboxIdentityDecisionStatus) => {
    setBusy(true);
    setError(null);
    try {
      setDecided(
        await decideSandboxIdentityVerification(
          verificationId,
          status === 'rejected' ? { status, reason: 'DOCUMENT_UNREADABLE' } : { status },
        ),
      );
    } catch (failure) {
      setError(getErrorMessage(failure, intl));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
      <h1 className="text-xl font-semibold text-gray-900">{intl.formatMessage(m.sandboxTitle)}</h1>
      {query.isError ? <FormAlert>{getErrorMessage(query.error, intl)}</FormAlert> : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
      {!verification && !query.isError ? <p role="status">{intl.formatMessage(m.sandboxLoading)}</p> : null}
      {verification ? (
        <>
          <p className="text-sm text-gray-700">
            {intl.formatMessage(m.sandboxIntro, { name: `${verification.firstName} ${verification.lastName}` })}
          </p>
          {verification.status === 'pending' ? (
            <div className="flex flex-col gap-3">
              <button type="button" className={primaryButton} disabled={busy} onClick={() => void decide('approved')}>
                {intl.formatMessage(m.sandboxApprove)}
              </button>
              <button type="button" className={secondaryButton} disabled={busy} onClick={() => void decide('rejected')}>
                {intl.formatMessage(m.sandboxReject)}
              </button>
              <button type="button" className={secondaryButton} disabled={busy} onClick={() => void decide('expired')}>
                {intl.formatMessage(m.sandboxExpire)}
              </button>
            </div>
          ) : (
            <p role="status" className="text-sm font-medium text-gray-900">
              {intl.formatMessage(m.sandboxDone, { status: intl.formatMessage(STATUS[verification.status]) })}
            </p>
          )}
        </>
      ) : null}
    </div>
  );
}
