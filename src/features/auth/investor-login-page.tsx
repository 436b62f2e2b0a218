import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import tokenRequestSchema from '#schemas/investor-token-request.schema.json';
import { validate as tokenRequestSchemaValidate } from 'virtual:validator/investor-token-request';
import { useAuth } from '../../lib/auth';
import { FormAlert, TextField } from '../../lib/forms/fields';
import { useFormText } from '../../lib/forms/form-text';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { primaryButton, secondaryButton, textLink } from '../../lib/ui/styles';
import { useAuthErrorMessage } from './auth-error';
import { StepHeading } from './step-heading';
import './auth-catalogue';

/** The form's schema with its validator compiled at build time (no Ajv on this page). */
const tokenRequestValidator = { schema: tokenRequestSchema, validate: tokenRequestSchemaValidate };

/**
 * `/investor-login` (see docs/product/sign-in.md): the e-mail address, then "check your mail" with
 * the field for the one-time token from the e-mail (the e-mail's link logs in by itself, see
 * /login-with-redirect-token). Signed in, the start-up rules send the investor to /app.
 */
export function InvestorLoginPage() {
  const { snapshot } = useAuth();
  const tokenStep =
    snapshot.matches({ investorLogin: 'enterToken' }) || snapshot.matches({ investorLogin: 'loggingIn' });
  return tokenStep ? <TokenStep /> : <EmailStep />;
}

function EmailStep() {
  const formText = useFormText();
  const { snapshot, send } = useAuth();
  const errorMessage = useAuthErrorMessage({ fields: { email: formText('form.investorTokenRequest.email.label') } });
  const form = useSchemaForm(tokenRequestValidator, { email: snapshot.context.email ?? '' });
  const busy = snapshot.matches({ investorLogin: 'sendingToken' });
  const error = snapshot.context.errorSource === 'investorToken' ? errorMessage(snapshot.context.error) : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form.validateAll()) {
      document.getElementsByName('email')[0]?.focus();
      return;
    }
    send({ type: 'REQUEST_INVESTOR_TOKEN', email: form.values.email.trim() });
  }

  return (
    <div>
      <StepHeading focusOnMount={false}>
        <FormattedMessage id="auth.investorLogin.title" defaultMessage="Investor login" />
      </StepHeading>
      <p className="mt-3 text-sm leading-6 text-gray-600">
        <FormattedMessage
          id="auth.investorLogin.intro"
          defaultMessage="Enter your e-mail address. We will send you a one-time login code."
        />
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5" aria-busy={busy}>
        <FormAlert>{error}</FormAlert>
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={formText('form.investorTokenRequest.email.label')}
          placeholder={formText('form.common.placeholder.email')}
          value={form.values.email}
          error={form.errors.email}
          onValueChange={(value) => form.setValue('email', value)}
          onBlur={() => form.blur('email')}
        />
        <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
          {formText('form.investorTokenRequest.submit')}
        </button>
      </form>
      <Link to="/" className={`mt-6 inline-block text-sm ${textLink}`}>
        <FormattedMessage id="auth.backToInvestorPanel" defaultMessage="Back to the investor panel" />
      </Link>
    </div>
  );
}

function TokenStep() {
  const intl = useIntl();
  const { snapshot, send } = useAuth();
  const errorMessage = useAuthErrorMessage({ token: 'code' });
  const [token, setToken] = useState('');
  const [missing, setMissing] = useState(false);
  const busy = snapshot.matches({ investorLogin: 'loggingIn' });
  const error = snapshot.context.errorSource === 'investorLogin' ? errorMessage(snapshot.context.error) : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!token.trim()) {
      setMissing(true);
      document.getElementsByName('token')[0]?.focus();
      return;
    }
    send({ type: 'LOGIN_WITH_TOKEN', token: token.trim() });
  }

  return (
    <div>
      <StepHeading>
        <FormattedMessage id="auth.investorLogin.checkMail.title" defaultMessage="Check your mail" />
      </StepHeading>
      <p className="mt-3 text-sm leading-6 text-gray-600" role="status">
        <FormattedMessage
          id="auth.investorLogin.checkMail.description"
          defaultMessage="If {email} belongs to an investor account, we have sent a login code to it. It is valid for 10 minutes. Open the link in the e-mail or paste the code below."
          values={{ email: <strong className="font-semibold text-gray-900">{snapshot.context.email}</strong> }}
        />
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5" aria-busy={busy}>
        <FormAlert>{error}</FormAlert>
        <TextField
          name="token"
          autoComplete="one-time-code"
          spellCheck={false}
          label={<FormattedMessage id="auth.investorLogin.token.label" defaultMessage="Login code from the e-mail" />}
          value={token}
          error={missing && !token.trim() ? { id: 'validation.required', values: {} } : undefined}
          onValueChange={setToken}
          onBlur={() => setMissing(true)}
        />
        <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
          <FormattedMessage id="auth.investorLogin.token.submit" defaultMessage="Log in" />
        </button>
      </form>
      <div className="mt-6 flex flex-wrap gap-3">
        <button
          type="button"
          className={secondaryButton}
          onClick={() => send({ type: 'REQUEST_INVESTOR_TOKEN', email: snapshot.context.email ?? '' })}
        >
          <FormattedMessage id="auth.investorLogin.resend" defaultMessage="Send a new code" />
        </button>
        <button type="button" className={secondaryButton} onClick={() => send({ type: 'CANCEL_LOGIN' })}>
          <FormattedMessage id="auth.investorLogin.otherEmail" defaultMessage="Use another e-mail address" />
        </button>
      </div>
      <p className="sr-only" aria-live="polite">
        {busy ? intl.formatMessage({ id: 'auth.login.submitting', defaultMessage: 'Logging in…' }) : ''}
      </p>
    </div>
  );
}
