import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readStorage, STORAGE_KEYS, writeStorage } from '../storage/local-storage';
import { useBranding } from '../theme';
import { primaryButton, textLink } from './styles';

const ACCEPTED = 'accepted';

/**
 * The cookie notice (see docs/product/routes.md): a non-modal banner at the bottom of every page until accepted.
 * It does not trap focus (the page stays usable); it is a labelled region, so it can be found by landmark,
 * and it sits last in the DOM so keyboard users reach the page content first.
 */
export function CookieNotice() {
  const intl = useIntl();
  const { privacyPolicy } = useBranding();
  const [accepted, setAccepted] = useState(() => readStorage(STORAGE_KEYS.cookieConsent) === ACCEPTED);

  if (accepted) return null;

  const accept = () => {
    writeStorage(STORAGE_KEYS.cookieConsent, ACCEPTED);
    setAccepted(true);
  };

  return (
    <>
      {/* From `sm` the banner is fixed: room at the end of the page so it never hides the last lines. */}
      <div aria-hidden="true" className="hidden sm:block sm:h-24" />
      {/* On phones it is a block at the end of the page: fixed, it would cover a third of the screen (the login). */}
      <section
        aria-label={intl.formatMessage({ id: 'cookies.label', defaultMessage: 'Cookie notice' })}
        className="relative z-40 border-t sm:fixed sm:inset-x-0 sm:bottom-0 border-gray-200 bg-white/95 shadow-[0_-4px_24px_rgba(0,0,0,0.06)] backdrop-blur"
      >
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-6 py-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm leading-6 text-gray-700">
            <FormattedMessage
              id="cookies.text"
              defaultMessage="We use cookies that are necessary for this site to work and to remember your choices."
            />{' '}
            {privacyPolicy ? (
              <a href={privacyPolicy} target="_blank" rel="noopener noreferrer" className={textLink}>
                <FormattedMessage id="cookies.privacyPolicy" defaultMessage="Read our privacy policy (PDF)" />
              </a>
            ) : null}
          </p>
          <button type="button" onClick={accept} className={`${primaryButton} shrink-0`}>
            <FormattedMessage id="cookies.accept" defaultMessage="Accept" />
          </button>
        </div>
      </section>
    </>
  );
}
