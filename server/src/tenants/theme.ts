// The tenant's theme colours and asset URLs: read by the branding answers and by the e-mail templates.
import type { ThemeColors } from '#generated/api/model';
import { THEME_COLORS } from '#schemas/constants';
import type { Tenant } from './tenant';

export const ASSET_URL_PREFIX = '/public-api/branding/assets/';

/** Stored asset name -> URL relative to the host (so it is served by the same tenant). */
export const assetUrl = (name: string | null | undefined): string | null =>
  name ? `${ASSET_URL_PREFIX}${name}` : null;

export function effectiveThemeColors(tenant: Pick<Tenant, 'theme' | 'customThemeColors'>): ThemeColors {
  if (tenant.theme === 'theme-custom') {
    // The database guarantees colours for theme-custom (check constraint tenants_custom_theme_has_colors).
    if (!tenant.customThemeColors) throw new Error('theme-custom without colours');
    return tenant.customThemeColors;
  }
  return THEME_COLORS[tenant.theme];
}
