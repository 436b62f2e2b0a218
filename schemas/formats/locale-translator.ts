/**
 * A translator over locales/*.json for code without react-intl (unit tests, scripts): the selected locale, then
 * pl, then en, then the id itself. It imports both whole catalogues, so the SPA does not use it: its forms
 * translate through react-intl (src/lib/forms/rjsf/schema-form.tsx).
 */
import plMessages from '../../locales/pl.json';
import enMessages from '../../locales/en.json';
import { formatMessage } from './messages.ts';
import type { FormLocale, Translate } from './rjsf-validator.ts';

const LOCALE_MESSAGES: Record<FormLocale, Readonly<Record<string, string>>> = {
  pl: plMessages as Record<string, string>,
  en: enMessages as Record<string, string>,
};

export function createTranslator(locale: FormLocale): Translate {
  const chain = [LOCALE_MESSAGES[locale], LOCALE_MESSAGES.pl, LOCALE_MESSAGES.en];
  return (id, values) => {
    for (const messages of chain) {
      const template = messages[id];
      if (template !== undefined) return formatMessage(template, values);
    }
    return id;
  };
}
