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
/** PL is the default language (see docs/product/branding.md). */
export const DEFAULT_LOCALE: Locale = 'pl';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * The catalogues loaded so far. Polish is the default and complete, so it ships with the first page; English is
 * its own chunk, loaded when chosen (main.tsx loads a remembered choice before the first render): the public
 * pages' initial JavaScript carries one catalogue, not two (docs/product/budgets.md, 170 KB).
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
  if (loaded[locale] === undefined) {
    loaded[locale] = (await importers[locale]()).default as Messages;
    // The fallback chain changed: the objects react-intl holds get the new texts in place.
    for (const each of Object.keys(merged) as Locale[]) Object.assign(merged[each]!, buildMessages(each));
  }
  return loaded[locale];
}

/** One area's texts (catalogue-areas.ts) in both languages, as `virtual:catalogue/<lang>/<area>` gives them. */
export interface CatalogueArea {
  pl: unknown;
  en: unknown;
}

const areas: CatalogueArea[] = [];
/** The merged messages handed to react-intl, one object per language, kept and extended in place. */
const merged: Partial<Record<Locale, Messages>> = {};

const areaMessages = (area: CatalogueArea, locale: Locale): Messages =>
  mergeMessages(area[locale] as Messages, area.pl as Messages, area.en as Messages);

/**
 * Adds an area's texts to the messages react-intl reads. Called once, when the module that shows them is first
 * evaluated (a side-effect import of its `*-catalogue.ts`), so before any of its components renders: react-intl
 * looks a message up when it formats it, so extending the same object is enough, no re-render needed.
 */
export function registerCatalogueArea(area: CatalogueArea): void {
  if (areas.includes(area)) return;
  areas.push(area);
  for (const locale of Object.keys(merged) as Locale[]) Object.assign(merged[locale]!, areaMessages(area, locale));
}

/**
 * The fallback chain selected -> pl -> en (see docs/product/branding.md), done by merging the maps so that a message
 * missing in the selected language is taken from PL, and one missing in PL too from EN. Later spreads win,
 * so the order of the spreads is the reverse of the chain.
 */
export function mergeMessages(selected: Messages, pl: Messages, en: Messages): Messages {
  return { ...en, ...pl, ...selected };
}

/**
 * The merged messages of `locale` from the catalogues loaded (a catalogue not loaded yet counts as empty) and the
 * areas registered so far. The same object for the same language until a catalogue loads: areas registered
 * later are added to it in place.
 */
export function messagesFor(locale: Locale, catalogues?: Partial<Record<Locale, Messages>>): Messages {
  if (catalogues) return mergeMessages(catalogues[locale] ?? {}, catalogues.pl ?? {}, catalogues.en ?? {});
  merged[locale] ??= buildMessages(locale);
  return merged[locale];
}

function buildMessages(locale: Locale): Messages {
  const messages = mergeMessages(loaded[locale] ?? {}, loaded.pl ?? {}, loaded.en ?? {});
  for (const area of areas) Object.assign(messages, areaMessages(area, locale));
  return messages;
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
