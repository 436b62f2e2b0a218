import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../lib/auth';
import { FormAlert } from '../../lib/forms/fields';
import { primaryButton } from '../../lib/ui/styles';
import { useAuthErrorMessage } from './auth-error';
import { StepHeading } from './step-heading';
import './auth-catalogue';

/**
 * `/login-with-redirect-token?token=...`: the link from the investor's e-mail. Logs in by itself once; on
 * success the start-up rules send the investor to /app; a refused, used or expired token shows the reason and
 * the way back to the investor login.
 */
export function LoginWithRedirectTokenPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { snapshot, send } = useAuth();
  const errorMessage = useAuthErrorMessage({ token: 'link' });
  const sent = useRef(false);

  useEffect(() => {
    const ready =
      snapshot.matches('signedOut') ||
      snapshot.matches({ advisorLogin: 'secondStep' }) ||
      snapshot.matches({ investorLogin: 'enterToken' });
    if (sent.current || !token || !ready) return;
    sent.current = true;
    send({ type: 'LOGIN_WITH_TOKEN', token });
  }, [token, snapshot, send]);

  const failed =
    !token || (snapshot.matches({ investorLogin: 'enterToken' }) && snapshot.context.errorSource === 'investorLogin');

  if (failed) {
    return (
      <div>
        <StepHeading>
          <FormattedMessage id="auth.redirectTokenLogin.failed.title" defaultMessage="We could not log you in" />
        </StepHeading>
        <div className="mt-4">
          <FormAlert>
            {token ? (
              errorMessage(snapshot.context.error)
            ) : (
              <FormattedMessage
                id="auth.redirectTokenLogin.missingToken"
                defaultMessage="The link has no login code. Open the link from the e-mail again."
              />
            )}
          </FormAlert>
        </div>
        <p className="mt-4 text-sm leading-6 text-gray-600">
          <FormattedMessage
            id="auth.redirectTokenLogin.failed.description"
            defaultMessage="A login link works once and for 10 minutes. Ask for a new one."
          />
        </p>
        <Link to="/investor-login" className={`${primaryButton} mt-6`}>
          <FormattedMessage id="auth.redirectTokenLogin.newLink" defaultMessage="Get a new login link" />
        </Link>
      </div>
    );
  }

  return (
    <div role="status">
      <StepHeading focusOnMount={false}>
        <FormattedMessage id="auth.redirectTokenLogin.title" defaultMessage="Login with a link" />
      </StepHeading>
      <p className="mt-3 text-sm text-gray-600">
        <FormattedMessage id="auth.redirectTokenLogin.inProgress" defaultMessage="Logging you in…" />
      </p>
    </div>
  );
}
