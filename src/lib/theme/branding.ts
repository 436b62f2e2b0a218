/**
 * Pure functions of white-label theming (see docs/product/branding.md): merging the admin configuration into the
 * host's configuration, the colours of a theme, the CSS variables, and picking a text in a language.
 * No DOM, no React: unit-testable.
 */
import type {
  AdminConfiguration,
  LocalizedText,
  Theme,
  ThemeColors,
  WhiteLabelConfiguration,
} from '#generated/api/model';
import { THEME_COLORS } from '#schemas/constants';

/** The default theme colours, docs/product/branding.md (shared with the server: schemas/constants.ts). */
export const DEFAULT_THEME_COLORS: ThemeColors = THEME_COLORS['theme-default'];
export const NAVY_THEME_COLORS: ThemeColors = THEME_COLORS['theme-navy'];

/** Colours used for the panel texts when the admin configuration sets none. */
const DEFAULT_PANEL_DESCRIPTION_COLOR = '#4b5563';

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** The host's configuration after the admin configuration's overrides. */
export interface Branding extends WhiteLabelConfiguration {
  investmentRisks: LocalizedText | null;
  investorPanelHeaderColor: string | null;
  investorPanelDescriptionColor: string | null;
  advisorPanelHeaderColor: string | null;
  advisorPanelDescriptionColor: string | null;
}

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value);
}

/**
 * Parses the admin configuration's "base,hover,highlight" list. Anything that is not exactly three hex colours
 * is ignored (null) rather than half-applied, so a typo in the admin panel cannot make buttons invisible.
 */
export function parseThemeColors(value: string | null | undefined): ThemeColors | null {
  if (!value) return null;
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length !== 3 || !parts.every(isHexColor)) return null;
  const [base, hover, highlight] = parts as [string, string, string];
  return { base, hover, highlight };
}

/**
 * The colours of a theme: the spec's constants for theme-default and theme-navy, the configured three for
 * theme-custom (falling back to the default colours if those are not valid).
 */
export function themeColorsFor(theme: Theme, customColors?: ThemeColors | null): ThemeColors {
  switch (theme) {
    case 'theme-navy':
      return NAVY_THEME_COLORS;
    case 'theme-custom':
      return customColors &&
        isHexColor(customColors.base) &&
        isHexColor(customColors.hover) &&
        isHexColor(customColors.highlight)
        ? customColors
        : DEFAULT_THEME_COLORS;
    default:
      return DEFAULT_THEME_COLORS;
  }
}

function nonNull<T>(override: T | null | undefined, fallback: T): T {
  return override === null || override === undefined ? fallback : override;
}

function hexOrNull(value: string | null | undefined): string | null {
  return isHexColor(value) ? value : null;
}

/**
 * Merges the admin configuration into the host's configuration: every non-null admin field overrides
 * (AdminConfiguration in openapi/components/schemas.yaml). A valid themeColors list switches to theme-custom.
 * `admin` is optional because a failed admin load is ignored (see docs/product/requests.md).
 */
export function mergeBranding(config: WhiteLabelConfiguration, admin?: AdminConfiguration | null): Branding {
  const a: AdminConfiguration = admin ?? {};
  const customColors = parseThemeColors(a.themeColors);
  const theme: Theme = customColors ? 'theme-custom' : config.theme;
  return {
    ...config,
    theme,
    themeColors: themeColorsFor(theme, customColors ?? config.themeColors),
    siteTitle: nonNull(a.siteTitle, config.siteTitle),
    favicon: nonNull(a.favicon, config.favicon),
    regulations: nonNull(a.reg, config.regulations),
    privacyPolicy: nonNull(a.privacyPolicy, config.privacyPolicy),
    inviteText: nonNull(a.inviteText, config.inviteText),
    consent2: nonNull(a.consent2, config.consent2),
    consent3: nonNull(a.consent3, config.consent3),
    campaignInvestButtonText: nonNull(a.campaignInvestButtonText, config.campaignInvestButtonText),
    formInvestButtonText: nonNull(a.formInvestButtonText, config.formInvestButtonText),
    debtPlaceholder: nonNull(a.debtPlaceholder, config.debtPlaceholder),
    equityPlaceholder: nonNull(a.equityPlaceholder, config.equityPlaceholder),
    investmentRisks: a.investmentRisks ?? null,
    investorPanelHeaderColor: hexOrNull(a.investorPanelHeaderColor),
    investorPanelDescriptionColor: hexOrNull(a.investorPanelDescriptionColor),
    advisorPanelHeaderColor: hexOrNull(a.advisorPanelHeaderColor),
    advisorPanelDescriptionColor: hexOrNull(a.advisorPanelDescriptionColor),
  };
}

/**
 * A text in the wanted language with the spec's fallback: selected -> pl -> en (see docs/product/branding.md).
 * An empty string counts as missing.
 */
export function pickLocalized(text: LocalizedText | null | undefined, locale: string): string {
  if (!text) return '';
  const byLocale = text as unknown as Record<string, string | undefined>;
  return byLocale[locale] || text.pl || text.en || '';
}

/** WCAG relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/**
 * White or near-black, whichever contrasts more with the background: a tenant's custom colours are not
 * known in advance, so text on them is chosen here instead of hard-coding white.
 */
export function readableTextOn(background: string): '#ffffff' | '#111827' {
  const bg = relativeLuminance(background);
  const contrastWithWhite = 1.05 / (bg + 0.05);
  const contrastWithDark = (bg + 0.05) / (relativeLuminance('#111827') + 0.05);
  return contrastWithWhite >= contrastWithDark ? '#ffffff' : '#111827';
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * Where a panel's content (landing pages) is drawn. Admin panel colours are often meant for text on a dark
 * background (e.g. a near-white heading): then the panel sits on the brand colour ('dark') instead of a
 * white card, so the tenant's colours stay readable. 3:1 is WCAG's minimum for large text (the heading).
 */
export function panelSurface(branding: Branding, panel: 'investor' | 'advisor'): 'light' | 'dark' {
  const header = panel === 'investor' ? branding.investorPanelHeaderColor : branding.advisorPanelHeaderColor;
  if (!header || contrastRatio(header, '#ffffff') >= 3) return 'light';
  return 'dark';
}

/** Panel colours that are readable on the panel's surface, falling back to safe ones. */
function panelTextColors(branding: Branding, panel: 'investor' | 'advisor'): { header: string; description: string } {
  const base = branding.themeColors.base;
  const surface = panelSurface(branding, panel) === 'dark' ? base : '#ffffff';
  const header = panel === 'investor' ? branding.investorPanelHeaderColor : branding.advisorPanelHeaderColor;
  const description =
    panel === 'investor' ? branding.investorPanelDescriptionColor : branding.advisorPanelDescriptionColor;
  const onSurface = readableTextOn(surface);
  return {
    header:
      header && contrastRatio(header, surface) >= 3
        ? header
        : surface === '#ffffff'
          ? readableHeadingOn(base)
          : onSurface,
    description:
      description && contrastRatio(description, surface) >= 4.5
        ? description
        : surface === '#ffffff'
          ? DEFAULT_PANEL_DESCRIPTION_COLOR
          : onSurface,
  };
}

/** The CSS custom properties the stylesheet reads (src/index.css maps them to Tailwind colours). */
export function cssVariablesFor(branding: Branding): Record<string, string> {
  const { base, hover, highlight } = branding.themeColors;
  const investor = panelTextColors(branding, 'investor');
  const advisor = panelTextColors(branding, 'advisor');
  return {
    '--color-base': base,
    '--color-hover': hover,
    '--color-highlight': highlight,
    '--color-on-base': readableTextOn(base),
    '--color-on-hover': readableTextOn(hover),
    '--color-on-highlight': readableTextOn(highlight),
    '--investor-panel-header-color': investor.header,
    '--investor-panel-description-color': investor.description,
    '--advisor-panel-header-color': advisor.header,
    '--advisor-panel-description-color': advisor.description,
  };
}

/** Panel headings (on white cards) use the brand colour unless it is too light to read (then near-black). */
function readableHeadingOn(base: string): string {
  return 1.05 / (relativeLuminance(base) + 0.05) >= 4.5 ? base : '#111827';
}

export const THEME_CLASSES: readonly Theme[] = ['theme-default', 'theme-navy', 'theme-custom'];
