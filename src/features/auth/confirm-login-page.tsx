import { useEffect, useRef, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import twoFactorSchema from '#schemas/two-factor.schema.json';
import { validate as twoFactorSchemaValidate } from 'virtual:validator/two-factor';
import type { TwoFactorEnrolment } from '#generated/api/model';
import { useAuth } from '../../lib/auth';
import { CheckboxField, FormAlert, TextField } from '../../lib/forms/fields';
import { useFormText } from '../../lib/forms/form-text';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { primaryButton, secondaryButton, textLink } from '../../lib/ui/styles';
import { useAuthErrorMessage } from './auth-error';
import { StepHeading } from './step-heading';
import './auth-catalogue';

/** The form's schema with its validator compiled at build time (no Ajv on this page). */
const twoFactorValidator = { schema: twoFactorSchema, validate: twoFactorSchemaValidate };

/** The secret in groups of four, for typing it into an authenticator app by hand. */
export function groupSecret(secret: string): string {
  return (
    secret
      .replace(/=+$/, '')
      .match(/.{1,4}/g)
      ?.join(' ') ?? secret
  );
}

/**
 * `/auth/confirm-login`: the login confirmation step (see docs/product/routes.md). Decision: it is the advisor's
 * second step — the 6-digit authenticator code with "remember this device", or, for an account without an
 * authenticator yet, the TOTP enrolment (QR code, the secret for manual entry, the first code). Opened
 * without a login in progress (a bookmark, a reload: the second step is not persisted), it says so and links
 * back to the advisor login.
 */
export function ConfirmLoginPage() {
  const intl = useIntl();
  const formText = useFormText();
  const navigate = useNavigate();
  const { snapshot, send } = useAuth();
  const errorMessage = useAuthErrorMessage({ fields: { code: formText('form.twoFactor.code.label') } });
  const form = useSchemaForm<{ code: string; rememberDevice: boolean }>(twoFactorValidator, {
    code: '',
    rememberDevice: false,
  });
  const submitted = useRef(false);
  const step = snapshot.context.secondStep;
  const busy = snapshot.matches({ advisorLogin: 'verifyingCode' }) || snapshot.matches('establishing');

  useEffect(() => {
    if (submitted.current && snapshot.matches({ signedOut: 'accessDenied' })) navigate('/access-denied');
  }, [snapshot, navigate]);

  // The second step opens with the focus in the code field: the next thing to do is to type the code.
  const hasStep = Boolean(step);
  useEffect(() => {
    if (hasStep) document.getElementsByName('code')[0]?.focus();
  }, [hasStep]);

  if (!step && !busy) {
    return (
      <div>
        <StepHeading>
          <FormattedMessage id="auth.confirmLogin.title" defaultMessage="Login confirmation" />
        </StepHeading>
        <p className="mt-3 text-sm leading-6 text-gray-600">
          <FormattedMessage
            id="auth.confirmLogin.nothingToConfirm"
            defaultMessage="There is no login to confirm. Log in with your e-mail and password first."
          />
        </p>
        <Link to="/doradcy#login" className={`${primaryButton} mt-6`}>
          <FormattedMessage id="auth.confirmLogin.toLogin" defaultMessage="Go to the advisor login" />
        </Link>
      </div>
    );
  }

  const enrolment = step?.type === 'two-factor-enrolment' ? (step as TwoFactorEnrolment) : null;
  const error = snapshot.context.errorSource === 'code' ? errorMessage(snapshot.context.error) : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form.validateAll()) {
      document.getElementsByName('code')[0]?.focus();
      return;
    }
    submitted.current = true;
    send({ type: 'SUBMIT_CODE', code: form.values.code, rememberDevice: form.values.rememberDevice });
  }

  return (
    <div>
      {/* The focus goes to the code field (below), where the person types next; the heading labels the step. */}
      <StepHeading focusOnMount={false}>
        {enrolment ? (
          <FormattedMessage id="auth.enrolment.title" defaultMessage="Set up two-step verification" />
        ) : (
          formText('form.twoFactor.title')
        )}
      </StepHeading>
      {enrolment ? (
        <div className="mt-3 space-y-4 text-sm leading-6 text-gray-600">
          <p>
            <FormattedMessage
              id="auth.enrolment.instructions"
              defaultMessage="Scan this QR code with an authenticator app (for example Google Authenticator or Microsoft Authenticator), then enter the 6-digit code it shows."
            />
          </p>
          <img
            src={enrolment.qrCodeDataUrl}
            alt={intl.formatMessage({
              id: 'auth.enrolment.qrAlt',
              defaultMessage: 'QR code for your authenticator app',
            })}
            className="mx-auto size-48 rounded-lg border border-gray-200"
          />
          <div>
            <p>
              <FormattedMessage
                id="auth.enrolment.manualEntry"
                defaultMessage="Cannot scan it? Enter this key in the app:"
              />
            </p>
            <p className="mt-1 rounded-lg bg-gray-100 px-3 py-2 font-mono text-base tracking-wider text-gray-900">
              <span data-testid="totp-secret">{groupSecret(enrolment.secret)}</span>
            </p>
          </div>
        </div>
      ) : (
        <p className="mt-3 text-sm leading-6 text-gray-600">
          <FormattedMessage
            id="auth.twoFactor.instructions"
            defaultMessage="Enter the 6-digit code from your authenticator app."
          />
        </p>
      )}
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5" aria-busy={busy}>
        <FormAlert>{error}</FormAlert>
        <TextField
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          pattern="[0-9]*"
          label={
            enrolment ? (
              <FormattedMessage id="auth.enrolment.firstCode" defaultMessage="First code from the app" />
            ) : (
              formText('form.twoFactor.code.label')
            )
          }
          placeholder={formText('form.common.placeholder.twoFactorCode')}
          value={form.values.code}
          error={form.errors.code}
          onValueChange={(value) => form.setValue('code', value.replace(/\s/g, ''))}
          onBlur={() => form.blur('code')}
        />
        <CheckboxField
          name="rememberDevice"
          label={formText('form.twoFactor.rememberDevice.label')}
          checked={form.values.rememberDevice}
          onCheckedChange={(checked) => form.setValue('rememberDevice', checked)}
        />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={primaryButton} disabled={busy}>
            {formText('form.twoFactor.submit')}
          </button>
          <button
            type="button"
            className={secondaryButton}
            onClick={() => {
              send({ type: 'CANCEL_LOGIN' });
              navigate('/doradcy#login');
            }}
          >
            <FormattedMessage id="auth.twoFactor.cancel" defaultMessage="Cancel" />
          </button>
        </div>
        <p className="text-xs text-gray-500">
          <FormattedMessage
            id="auth.twoFactor.rememberHint"
            defaultMessage="Remember this device only on your own computer: the code will not be asked for 30 days."
          />
        </p>
      </form>
      <p className="sr-only" aria-live="polite">
        {busy ? intl.formatMessage({ id: 'auth.login.submitting', defaultMessage: 'Logging in…' }) : ''}
      </p>
      <Link to="/doradcy" className={`mt-6 inline-block text-sm ${textLink}`}>
        <FormattedMessage id="auth.backToAdvisorPanel" defaultMessage="Back to the advisor panel" />
      </Link>
    </div>
  );
}
