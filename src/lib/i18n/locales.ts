// locales/<lang>.json; production builds receive the texts precompiled to ICU ASTs (vite.config.ts).
import plCatalogue from 'virtual:catalogue/pl';
import { readStorage, STORAGE_KEYS } from '../storage/local-storage';

/**
 * A flat message map, `{ "id": "text" }`, as in locales/*.json. Production builds receive each text already
 * parsed into an ICU AST (vite.config.ts, precompiledMessages): read texts through react-intl, never as strings.
 */
export type Messages = Record<string, string>;

export const SUPPORTED_LOCALES = ['pl', 'en'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
/** Spec 000 section 1 and 9: PL is the default language. */
export const DEFAULT_LOCALE: Locale = 'pl';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * The catalogues loaded so far. Polish is the default and complete, so it ships with the first page; English is
 * its own chunk, loaded when chosen (main.tsx loads a remembered choice before the first render): the public
 * pages' initial JavaScript carries one catalogue, not two (DESIGN.md section 10, 170 KB).
 */
const loaded: Partial<Record<Locale, Messages>> = { pl: plCatalogue as Messages };

const importers: Record<Locale, () => Promise<{ default: unknown }>> = {
  pl: () => Promise.resolve({ default: plCatalogue }),
  en: () => import('virtual:catalogue/en'),
};

export function isCatalogueLoaded(locale: Locale): boolean {
  return loaded[locale] !== undefined;
}

/** Loads a language's catalogue once; later calls answer from memory. */
export async function loadCatalogue(locale: Locale): Promise<Messages> {
  loaded[locale] ??= (await importers[locale]()).default as Messages;
  return loaded[locale];
}

/**
 * The fallback chain selected -> pl -> en (spec 000 section 1), done by merging the maps so that a message
 * missing in the selected language is taken from PL, and one missing in PL too from EN. Later spreads win,
 * so the order of the spreads is the reverse of the chain.
 */
export function mergeMessages(selected: Messages, pl: Messages, en: Messages): Messages {
  return { ...en, ...pl, ...selected };
}

/** The merged messages of `locale` from the catalogues loaded (a catalogue not loaded yet counts as empty). */
export function messagesFor(locale: Locale, catalogues: Partial<Record<Locale, Messages>> = loaded): Messages {
  return mergeMessages(catalogues[locale] ?? {}, catalogues.pl ?? {}, catalogues.en ?? {});
}

/** The language remembered in localStorage, or PL. */
export function readStoredLocale(): Locale {
  const stored = readStorage(STORAGE_KEYS.locale);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

/** The literal element type of an ICU AST (TYPE.literal of @formatjs/icu-messageformat-parser). */
const LITERAL = 0;

/** True when `id` is in the catalogue (a string in dev and tests, an ICU AST in production builds). */
export function hasMessage(messages: Readonly<Record<string, unknown>>, id: string): boolean {
  return Object.hasOwn(messages, id);
}

/** True when `id` is in the catalogue and its text has no placeholders, so it formats without values. */
export function isPlainMessage(messages: Readonly<Record<string, unknown>>, id: string): boolean {
  if (!hasMessage(messages, id)) return false;
  const message = messages[id];
  if (typeof message === 'string') return !message.includes('{');
  return Array.isArray(message) && message.every((element: { type?: unknown }) => element.type === LITERAL);
}
