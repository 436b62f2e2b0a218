import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import loginSchema from '#schemas/login.schema.json';
import { validate as loginSchemaValidate } from 'virtual:validator/login';
import { useAuthLoader, useLoadedAuth } from '../../lib/auth/auth-provider';
import { FormAlert, TextField } from '../../lib/forms/fields';
import { useFormText } from '../../lib/forms/form-text';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { useBranding } from '../../lib/theme';
import { primaryButton, textLink } from '../../lib/ui/styles';
import { useAuthErrorMessage } from './auth-error';
import './login-catalogue';

/** The form's schema with its validator compiled at build time (no Ajv on this page). */
const loginValidator = { schema: loginSchema, validate: loginSchemaValidate };

/**
 * Advisor login, first step (see docs/product/sign-in.md): e-mail and password, on /doradcy#login. A
 * remembered device answers with tokens at once (-> /app through the start-up rules); otherwise the second
 * step (code or TOTP enrolment) continues on /auth/confirm-login.
 *
 * The session machine (xstate, the sign-in client) is not part of the page's first load: it is loaded when the
 * person starts on the form (a field gets the focus) or, at the latest, when the form is sent, which then waits
 * for it. The page itself (the panel, the form's fields and their validation) needs none of it.
 */
export function AdvisorLoginSection() {
  const formText = useFormText();
  const navigate = useNavigate();
  const branding = useBranding();
  const loader = useAuthLoader();
  const auth = useLoadedAuth();
  const snapshot = auth?.snapshot ?? null;
  // Sent before the machine was there: sent once it is (the button shows the form as busy meanwhile).
  const [waitingToSend, setWaitingToSend] = useState(false);
  const errorMessage = useAuthErrorMessage({
    fields: { email: formText('form.login.email.label'), password: formText('form.login.password.label') },
  });
  const form = useSchemaForm(loginValidator, { email: '', password: '' });
  const submitted = useRef(false);
  const busy =
    waitingToSend || (snapshot !== null && (snapshot.matches('advisorLogin') || snapshot.matches('establishing')));

  // Arriving at /doradcy#login (the "go to the advisor login" links): the focus goes to the form's first field.
  useEffect(() => {
    if (window.location.hash === '#login') document.getElementsByName('email')[0]?.focus();
  }, []);

  useEffect(() => {
    if (!submitted.current || !snapshot) return;
    if (snapshot.matches({ advisorLogin: 'secondStep' })) navigate('/auth/confirm-login');
    else if (snapshot.matches({ signedOut: 'accessDenied' })) navigate('/access-denied');
  }, [snapshot, navigate]);

  const error =
    snapshot?.matches('signedOut') &&
    (snapshot.context.errorSource === 'credentials' || snapshot.context.errorSource === 'contexts')
      ? errorMessage(snapshot.context.error)
      : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form.validateAll()) {
      document.getElementsByName(form.firstInvalid ?? '')[0]?.focus();
      return;
    }
    submitted.current = true;
    const login = {
      type: 'LOGIN',
      email: form.values.email.trim(),
      password: form.values.password,
      tenantId: branding.id,
    } as const;
    if (auth) {
      auth.send(login);
      return;
    }
    setWaitingToSend(true);
    void loader.load().then((service) => {
      setWaitingToSend(false);
      service.actor.send(login);
    });
  }

  return (
    <section
      aria-labelledby="advisor-login-heading"
      className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm"
    >
      <h2 id="advisor-login-heading" className="text-lg font-semibold text-gray-900">
        <FormattedMessage id="landing.advisor.loginForm" defaultMessage="Advisor login" />
      </h2>
      <form
        noValidate
        onSubmit={onSubmit}
        onFocus={() => void loader.load()}
        className="mt-5 space-y-5"
        aria-busy={busy}
      >
        <FormAlert>{error}</FormAlert>
        <TextField
          name="email"
          type="email"
          autoComplete="username"
          label={formText('form.login.email.label')}
          placeholder={formText('form.common.placeholder.email')}
          value={form.values.email}
          error={form.errors.email}
          onValueChange={(value) => form.setValue('email', value)}
          onBlur={() => form.blur('email')}
        />
        <TextField
          name="password"
          type="password"
          autoComplete="current-password"
          label={formText('form.login.password.label')}
          value={form.values.password}
          error={form.errors.password}
          onValueChange={(value) => form.setValue('password', value)}
          onBlur={() => form.blur('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-4">
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? (
              <FormattedMessage id="auth.login.submitting" defaultMessage="Logging in…" />
            ) : (
              formText('form.login.submit')
            )}
          </button>
          <Link to="/auth/reset-password" className={`text-sm ${textLink}`}>
            <FormattedMessage id="auth.login.forgotPassword" defaultMessage="Forgot your password?" />
          </Link>
        </div>
      </form>
    </section>
  );
}
