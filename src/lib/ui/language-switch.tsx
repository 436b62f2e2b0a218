import { useIntl } from 'react-intl';
import { SUPPORTED_LOCALES, useLocale, type Locale } from '../i18n';
import { focusRing } from './styles';

/** Each language is named in itself, so a reader of the other language still finds their own. */
const LANGUAGE_NAMES: Record<Locale, string> = { pl: 'Polski', en: 'English' };

/** PL / EN toggle; the choice is remembered by LocaleProvider. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'language.switch.label', defaultMessage: 'Language' })}
      className={`inline-flex rounded-lg border border-gray-200 bg-white/90 p-0.5 text-xs font-semibold shadow-sm ${className}`}
    >
      {SUPPORTED_LOCALES.map((code) => {
        const selected = code === locale;
        return (
          <button
            key={code}
            type="button"
            lang={code}
            aria-pressed={selected}
            onClick={() => setLocale(code)}
            className={`rounded-md px-2.5 py-1.5 uppercase transition-colors ${focusRing} ${
              selected ? 'bg-brand text-on-brand' : 'text-gray-600 hover:bg-gray-100 hover:text-gray-900'
            }`}
          >
            <span aria-hidden="true">{code}</span>
            <span className="sr-only">{LANGUAGE_NAMES[code]}</span>
          </button>
        );
      })}
    </div>
  );
}
