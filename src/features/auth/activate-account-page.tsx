import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { useActivateAccount, useActivateAccountFromEmail } from '#generated/api/auth/auth';
import { FormAlert } from '../../lib/forms/fields';
import { primaryButton } from '../../lib/ui/styles';
import { useAuthErrorMessage } from './auth-error';
import { PasswordForm, passwordFieldLabels } from './password-form';
import { useFormText } from '../../lib/forms/form-text';
import { StepHeading } from './step-heading';
import './auth-catalogue';

/**
 * `/auth/activate-from-email/:id`: the activation link (token = :id). The token is checked once; an account
 * that still needs a password sets it here (POST /auth/activate), otherwise it is active and can log in.
 */
export function ActivateAccountPage() {
  const { id = '' } = useParams();
  const formText = useFormText();
  const check = useActivateAccountFromEmail();
  const activate = useActivateAccount();
  const errorMessage = useAuthErrorMessage({ token: 'link', fields: passwordFieldLabels(formText) });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    check.mutate({ data: { token: id } });
  }, [check, id]);

  const toLogin = (
    <Link to="/doradcy#login" className={`${primaryButton} mt-6`}>
      <FormattedMessage id="auth.confirmLogin.toLogin" defaultMessage="Go to the advisor login" />
    </Link>
  );

  if (check.isError) {
    return (
      <div>
        <StepHeading>
          <FormattedMessage id="auth.activateAccount.failed" defaultMessage="The activation link does not work" />
        </StepHeading>
        <div className="mt-4">
          <FormAlert>{errorMessage(check.error)}</FormAlert>
        </div>
        {toLogin}
      </div>
    );
  }

  if (activate.isSuccess || (check.isSuccess && !check.data.passwordRequired)) {
    return (
      <div role="status">
        <StepHeading>
          <FormattedMessage id="auth.activateAccount.done" defaultMessage="Your account is active" />
        </StepHeading>
        {toLogin}
      </div>
    );
  }

  if (check.isSuccess) {
    return (
      <div>
        <StepHeading>
          <FormattedMessage id="auth.activateAccount.title" defaultMessage="Account activation" />
        </StepHeading>
        <p className="mt-3 text-sm leading-6 text-gray-600">
          <FormattedMessage
            id="auth.activateAccount.setPassword"
            defaultMessage="Set a password for {email} to activate your account."
            values={{ email: <strong className="font-semibold text-gray-900">{check.data.email}</strong> }}
          />
        </p>
        <PasswordForm
          busy={activate.isPending}
          error={activate.isError ? errorMessage(activate.error) : null}
          onSubmit={(values) => activate.mutate({ data: { token: id, ...values } })}
        />
      </div>
    );
  }

  return (
    <div role="status">
      <StepHeading focusOnMount={false}>
        <FormattedMessage id="auth.activateAccount.title" defaultMessage="Account activation" />
      </StepHeading>
      <p className="mt-3 text-sm text-gray-600">
        <FormattedMessage id="auth.activateAccount.checking" defaultMessage="Checking the activation link…" />
      </p>
    </div>
  );
}
