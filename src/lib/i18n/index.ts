export { LocaleProvider, useLocale } from './locale-provider';
export {
  DEFAULT_LOCALE,
  hasMessage,
  isPlainMessage,
  SUPPORTED_LOCALES,
  isCatalogueLoaded,
  isLocale,
  loadCatalogue,
  mergeMessages,
  messagesFor,
  readStoredLocale,
  type Locale,
  type Messages,
} from './locales';
