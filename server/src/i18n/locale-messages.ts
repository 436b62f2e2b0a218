// The SPA's messages (locales/{pl,en}.json) for what the server writes in the user's language (PDFs, form choices):
// one source of wording, read once per process.
import { appFile } from '../app-root';
import { readFileSync } from 'node:fs';

export type LocaleMessages = Readonly<Record<string, string>>;

const cache = new Map<'pl' | 'en', LocaleMessages>();

export function localeMessages(locale: 'pl' | 'en'): LocaleMessages {
  let messages = cache.get(locale);
  if (!messages) {
    messages = JSON.parse(readFileSync(appFile('locales', `${locale}.json`), 'utf8')) as LocaleMessages;
    cache.set(locale, messages);
  }
  return messages;
}

/** The messages of both languages (the same objects every time). */
export function bothLocaleMessages(): { pl: LocaleMessages; en: LocaleMessages } {
  return { pl: localeMessages('pl'), en: localeMessages('en') };
}
