import { type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import tokenRequestSchema from '#schemas/investor-token-request.schema.json';
import { validate as tokenRequestSchemaValidate } from 'virtual:validator/investor-token-request';
import { useSendPasswordReminder } from '#generated/api/auth/auth';
import { FormAlert, TextField } from '../../lib/forms/fields';
import { useFormText } from '../../lib/forms/form-text';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { primaryButton, textLink } from '../../lib/ui/styles';
import { useAuthErrorMessage } from './auth-error';
import { StepHeading } from './step-heading';
import './auth-catalogue';

/** The form's schema with its validator compiled at build time (no Ajv on this page). */
const tokenRequestValidator = { schema: tokenRequestSchema, validate: tokenRequestSchemaValidate };

/**
 * `/auth/reset-password`: the password reminder. The answer is the same whether or not the address has an
 * account (no account enumeration). The e-mail field uses the one-field e-mail schema of the token request.
 */
export function ResetPasswordRequestPage() {
  const formText = useFormText();
  const mutation = useSendPasswordReminder();
  const errorMessage = useAuthErrorMessage({ fields: { email: formText('form.login.email.label') } });
  const form = useSchemaForm(tokenRequestValidator, { email: '' });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form.validateAll()) {
      document.getElementsByName('email')[0]?.focus();
      return;
    }
    mutation.mutate({ data: { email: form.values.email.trim() } });
  }

  if (mutation.isSuccess) {
    return (
      <div role="status">
        <StepHeading>
          <FormattedMessage id="auth.investorLogin.checkMail.title" defaultMessage="Check your mail" />
        </StepHeading>
        <p className="mt-3 text-sm leading-6 text-gray-600">
          <FormattedMessage
            id="auth.resetPasswordRequest.sent"
            defaultMessage="If {email} belongs to an account, we have sent it a link to set a new password."
            values={{ email: <strong className="font-semibold text-gray-900">{form.values.email.trim()}</strong> }}
          />
        </p>
        <Link to="/doradcy#login" className={`mt-6 inline-block text-sm ${textLink}`}>
          <FormattedMessage id="auth.backToAdvisorPanel" defaultMessage="Back to the advisor panel" />
        </Link>
      </div>
    );
  }

  return (
    <div>
      <StepHeading focusOnMount={false}>
        <FormattedMessage id="auth.resetPasswordRequest.title" defaultMessage="Password reminder" />
      </StepHeading>
      <p className="mt-3 text-sm leading-6 text-gray-600">
        <FormattedMessage
          id="auth.resetPasswordRequest.intro"
          defaultMessage="Enter the e-mail address of your account. We will send you a link to set a new password."
        />
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5" aria-busy={mutation.isPending}>
        <FormAlert>{mutation.isError ? errorMessage(mutation.error) : null}</FormAlert>
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={formText('form.login.email.label')}
          placeholder={formText('form.common.placeholder.email')}
          value={form.values.email}
          error={form.errors.email}
          onValueChange={(value) => form.setValue('email', value)}
          onBlur={() => form.blur('email')}
        />
        <button type="submit" className={`${primaryButton} w-full`} disabled={mutation.isPending}>
          <FormattedMessage id="auth.resetPasswordRequest.submit" defaultMessage="Send the link" />
        </button>
      </form>
      <Link to="/doradcy#login" className={`mt-6 inline-block text-sm ${textLink}`}>
        <FormattedMessage id="auth.backToAdvisorPanel" defaultMessage="Back to the advisor panel" />
      </Link>
    </div>
  );
}
