import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { STORAGE_KEYS, writeStorage } from '../storage/local-storage';
import { messagesFor, readStoredLocale, type Locale } from './locales';

interface LocaleState {
  locale: Locale;
  /** Switches the language and remembers it in localStorage. */
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleState | null>(null);

/**
 * Holds the selected language and provides react-intl for it. The source's defaultMessage texts are English,
 * hence `defaultLocale="en"`: a message missing from every catalogue is shown in English, formatted as English.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(readStoredLocale);

  const setLocale = useCallback((next: Locale) => {
    writeStorage(STORAGE_KEYS.locale, next);
    setLocaleState(next);
  }, []);

  // Screen readers and the browser's hyphenation/spell-check follow <html lang>.
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const messages = useMemo(() => messagesFor(locale), [locale]);
  const state = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);

  return (
    <LocaleContext value={state}>
      <IntlProvider locale={locale} defaultLocale="en" messages={messages}>
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}

export function useLocale(): LocaleState {
  const state = use(LocaleContext);
  if (!state) throw new Error('useLocale must be used inside <LocaleProvider>.');
  return state;
}
