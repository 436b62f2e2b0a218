import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { OfferDetails } from '#generated/api/model';
import { getErrorMessage } from '../errors';
import { secondaryButton } from '../ui/styles';
import type { OfferActions } from './offer-actions';
import { offerMessages as m } from './offer-messages';
import { canShowInterest } from './offer-format';

/** "Show interest" (invited/viewed -> interested); gone once the investor is interested or further. */
export function InterestButton({ offer, actions }: { offer: OfferDetails; actions: OfferActions }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const onClick = async () => {
    setPending(true);
    setError(null);
    try {
      const result = await actions.interest();
      queryClient.setQueryData(actions.queryKey, result);
      setDone(true);
    } catch (failure) {
      setError(getErrorMessage(failure, intl));
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      {canShowInterest(offer.status) ? (
        <button
          type="button"
          className={secondaryButton}
          onClick={() => void onClick()}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {intl.formatMessage(m.showInterest)}
        </button>
      ) : null}
      <div aria-live="polite" className="basis-full text-sm">
        {done ? <p className="text-green-800">{intl.formatMessage(m.interestShown)}</p> : null}
        {error ? (
          <p role="alert" className="text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </>
  );
}
