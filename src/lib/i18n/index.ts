export { LocaleProvider, useLocale } from './locale-provider';
export {
  CATALOGUES,
  DEFAULT_LOCALE,
  hasMessage,
  isPlainMessage,
  SUPPORTED_LOCALES,
  isLocale,
  mergeMessages,
  messagesFor,
  readStoredLocale,
  type Locale,
  type Messages,
} from './locales';
