// The KYC wizard of the public form, for the investor's onboarding (the same schema and screens).
// The onboarding feature gets it from src/app (onboarding-with-kyc.tsx): features do not import each other.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetNaturalPersonKycFormParameters } from '#generated/api/kyc-invitations/kyc-invitations';
import type { KycNaturalPerson, PublicKycRequest } from '#generated/api/model';
import { getErrorMessage } from '../../lib/errors';
import { FormAlert } from '../../lib/forms';
import '../../lib/forms/forms-catalogue';
import './kyc-catalogue';
import { kycMessages as m } from './kyc-messages';
import type { KycData } from './kyc-steps';
import { KycWizard } from './kyc-wizard';

export interface OnboardingKycFormProps {
  /** The key of this form's draft in this browser. */
  draftKey: string;
  /** The saved KYC, or the verified identity's prefill. */
  initial: Record<string, unknown>;
  /** Sends the form; rejects with the call's error (violations are shown on their fields). */
  send: (data: KycNaturalPerson) => Promise<void>;
}

export function OnboardingKycForm({ draftKey, initial, send }: OnboardingKycFormProps) {
  const intl = useIntl();
  const parameters = useGetNaturalPersonKycFormParameters({ query: { staleTime: Infinity } });
  // The draft in this browser is kept as long as a public form's (30 days from opening the step).
  const [expiresAt] = useState(() => new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString());
  if (parameters.isError) return <FormAlert>{getErrorMessage(parameters.error, intl)}</FormAlert>;
  if (!parameters.data) {
    return (
      <p role="status" className="text-sm text-gray-600">
        {intl.formatMessage(m.loading)}
      </p>
    );
  }
  // The wizard reads only the choices, the e-mail and the draft's expiry from the public request's shape.
  const request = { investorEmail: '', expiresAt, formParameters: parameters.data } as unknown as PublicKycRequest;
  return (
    <KycWizard
      token={draftKey}
      request={request}
      initial={initial as KycData}
      send={send}
      // The machine reloads the request on FORM_ALREADY_SENT itself; nothing to show here.
      onAlreadySent={() => undefined}
    />
  );
}
