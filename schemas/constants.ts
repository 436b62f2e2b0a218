/**
 * Values the SPA and the server must agree on (see docs/product/constants.md), in one place both import. The list limits
 * are also the contract's `limit` parameter (default 20, maximum 99999): a unit test keeps the two equal.
 */

/** Rows on a table page: the SPA's page size and the list endpoints' default `limit`. */
export const DEFAULT_PAGE_SIZE = 20;

/** "Full lists use limit 99999 and offset 0": the largest `limit` the list endpoints accept. */
export const WHOLE_LIST_LIMIT = 99_999;

/** The largest uploaded document: the server answers 413 above it, the SPA refuses it before sending. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** The colours of a theme, as the contract's `ThemeColors`. */
export interface ThemeColorSet {
  base: string;
  hover: string;
  highlight: string;
}

/**
 * The fixed colours of the built-in themes; `theme-custom` takes its colours from the configuration. Frozen:
 * both sides hand these objects out, and a caller that changed one would recolour every tenant.
 */
export const THEME_COLORS: Readonly<Record<'theme-default' | 'theme-navy', Readonly<ThemeColorSet>>> = Object.freeze({
  'theme-default': Object.freeze({ base: '#000000', hover: '#111827', highlight: '#f9fafb' }),
  'theme-navy': Object.freeze({ base: '#172554', hover: '#1f3169', highlight: '#eff6ff' }),
});
