import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { useSetPassword } from '#generated/api/auth/auth';
import { primaryButton } from '../../lib/ui/styles';
import { useAuthErrorMessage } from './auth-error';
import { PasswordForm, passwordFieldLabels } from './password-form';
import { useFormText } from '../../lib/forms/form-text';
import { StepHeading } from './step-heading';
import './auth-catalogue';

/** `/auth/reset-password/:id`: a new password, with the token from the e-mailed link as :id. */
export function SetPasswordPage() {
  const { id = '' } = useParams();
  const formText = useFormText();
  const mutation = useSetPassword();
  const errorMessage = useAuthErrorMessage({ token: 'link', fields: passwordFieldLabels(formText) });

  if (mutation.isSuccess) {
    return (
      <div role="status">
        <StepHeading>
          <FormattedMessage id="auth.setPassword.done.title" defaultMessage="Your password has been set" />
        </StepHeading>
        <p className="mt-3 text-sm leading-6 text-gray-600">
          <FormattedMessage id="auth.setPassword.done.description" defaultMessage="You can now log in with it." />
        </p>
        <Link to="/doradcy#login" className={`${primaryButton} mt-6`}>
          <FormattedMessage id="auth.confirmLogin.toLogin" defaultMessage="Go to the advisor login" />
        </Link>
      </div>
    );
  }

  return (
    <div>
      <StepHeading focusOnMount={false}>
        <FormattedMessage id="auth.setPassword.title" defaultMessage="Set a new password" />
      </StepHeading>
      <PasswordForm
        busy={mutation.isPending}
        error={mutation.isError ? errorMessage(mutation.error) : null}
        onSubmit={(values) => mutation.mutate({ data: { token: id, ...values } })}
      />
    </div>
  );
}
