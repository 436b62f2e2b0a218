import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { STORAGE_KEYS, writeStorage } from '../storage/local-storage';
import {
  DEFAULT_LOCALE,
  isCatalogueLoaded,
  loadCatalogue,
  messagesFor,
  readStoredLocale,
  type Locale,
} from './locales';

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
  // A language whose catalogue is not loaded yet is shown once it is (main.tsx loads the remembered one first).
  const [locale, setLocaleState] = useState<Locale>(() => {
    const stored = readStoredLocale();
    return isCatalogueLoaded(stored) ? stored : DEFAULT_LOCALE;
  });

  useEffect(() => {
    const stored = readStoredLocale();
    if (!isCatalogueLoaded(stored)) void loadCatalogue(stored).then(() => setLocaleState(stored));
  }, []);

  const setLocale = useCallback((next: Locale) => {
    writeStorage(STORAGE_KEYS.locale, next);
    if (isCatalogueLoaded(next)) setLocaleState(next);
    else void loadCatalogue(next).then(() => setLocaleState(next));
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
