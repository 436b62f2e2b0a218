export { ThemeProvider, useBranding, useLocalizedText } from './theme-provider';
export { applyBranding } from './apply-branding';
export {
  DEFAULT_THEME_COLORS,
  NAVY_THEME_COLORS,
  THEME_CLASSES,
  contrastRatio,
  cssVariablesFor,
  isHexColor,
  mergeBranding,
  panelSurface,
  parseThemeColors,
  pickLocalized,
  readableTextOn,
  relativeLuminance,
  themeColorsFor,
  type Branding,
} from './branding';
