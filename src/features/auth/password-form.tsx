import { type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import setPasswordSchema from '#schemas/set-password.schema.json';
import { validate as setPasswordSchemaValidate } from 'virtual:validator/set-password';
import { FormAlert, TextField } from '../../lib/forms/fields';
import { useFormText } from '../../lib/forms/form-text';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { primaryButton } from '../../lib/ui/styles';
import './auth-catalogue';

/** The form's schema with its validator compiled at build time (no Ajv on this page). */
const setPasswordValidator = { schema: setPasswordSchema, validate: setPasswordSchemaValidate };

/** The strong-password rule (docs/product/forms.md; schemas/formats `strong-password`), one hint per part. */
const RULES = [
  {
    test: (value: string) => value.length >= 8,
    label: <FormattedMessage id="auth.password.rule.length" defaultMessage="At least 8 characters" />,
  },
  {
    test: (value: string) => /\p{Lu}/u.test(value),
    label: <FormattedMessage id="auth.password.rule.upper" defaultMessage="An upper case letter" />,
  },
  {
    test: (value: string) => /\p{Ll}/u.test(value),
    label: <FormattedMessage id="auth.password.rule.lower" defaultMessage="A lower case letter" />,
  },
  {
    test: (value: string) => /\p{Nd}/u.test(value),
    label: <FormattedMessage id="auth.password.rule.digit" defaultMessage="A digit" />,
  },
  {
    test: (value: string) => /[^\p{L}\p{Nd}\s]/u.test(value),
    label: <FormattedMessage id="auth.password.rule.special" defaultMessage="A special character, e.g. ! ? # -" />,
  },
];

/** New password + repeat, validated by set-password.schema.json (strong-password, x-matchesProperty). */
export function PasswordForm({
  onSubmit,
  busy,
  error,
}: {
  onSubmit: (values: { password: string; passwordRepeat: string }) => void;
  busy: boolean;
  error: string | null;
}) {
  const intl = useIntl();
  const formText = useFormText();
  const form = useSchemaForm(setPasswordValidator, { password: '', passwordRepeat: '' });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.validateAll()) {
      document.getElementsByName(form.firstInvalid ?? '')[0]?.focus();
      return;
    }
    onSubmit(form.values);
  }

  const hints = (
    <ul
      className="space-y-0.5"
      aria-label={intl.formatMessage({ id: 'auth.password.rules', defaultMessage: 'Password rules' })}
    >
      {RULES.map((rule, index) => {
        const met = rule.test(form.values.password);
        return (
          <li key={index} className={met ? 'text-emerald-700' : 'text-gray-600'}>
            <span aria-hidden="true">{met ? '✓ ' : '○ '}</span>
            {rule.label}
            <span className="sr-only">
              {' '}
              {met
                ? intl.formatMessage({ id: 'auth.password.rule.met', defaultMessage: '(met)' })
                : intl.formatMessage({ id: 'auth.password.rule.notMet', defaultMessage: '(not met yet)' })}
            </span>
          </li>
        );
      })}
    </ul>
  );

  return (
    <form noValidate onSubmit={submit} className="mt-6 space-y-5" aria-busy={busy}>
      <FormAlert>{error}</FormAlert>
      <TextField
        name="password"
        type="password"
        autoComplete="new-password"
        label={formText('form.setPassword.password.label')}
        value={form.values.password}
        error={form.errors.password}
        hint={hints}
        onValueChange={(value) => form.setValue('password', value)}
        onBlur={() => form.blur('password')}
      />
      <TextField
        name="passwordRepeat"
        type="password"
        autoComplete="new-password"
        label={formText('form.setPassword.passwordRepeat.label')}
        value={form.values.passwordRepeat}
        error={form.errors.passwordRepeat}
        onValueChange={(value) => form.setValue('passwordRepeat', value)}
        onBlur={() => form.blur('passwordRepeat')}
      />
      <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
        {formText('form.setPassword.submit')}
      </button>
    </form>
  );
}

/** The form's field labels, for naming a field in a server error (the one error handler's `fields`). */
export function passwordFieldLabels(formText: (id: string) => string) {
  return {
    password: formText('form.setPassword.password.label'),
    passwordRepeat: formText('form.setPassword.passwordRepeat.label'),
  };
}
