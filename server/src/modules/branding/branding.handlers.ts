// Tag `branding`: the Host's white-label configuration, the tenant's admin configuration, branding assets.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AdminConfiguration, ThemeColors, WhiteLabelConfiguration } from '../../../../generated/api/model';
import type { StoredAdminConfiguration, StoredWhiteLabel } from '../../db/schema';
import { notFound, validationFailed } from '../../plugins/errors';
import { requireTenant, type Tenant } from '../../plugins/tenancy';
import type { OperationHandlers } from '../types';
import { findBrandingAsset } from './branding.repository';
import { THEME_COLORS } from '../../../../schemas/constants';

export const ASSET_URL_PREFIX = '/public-api/branding/assets/';

/** Stored asset name -> URL relative to the host (so it is served by the same tenant). */
const assetUrl = (name: string | null | undefined): string | null => (name ? `${ASSET_URL_PREFIX}${name}` : null);

export function effectiveThemeColors(tenant: Pick<Tenant, 'theme' | 'customThemeColors'>): ThemeColors {
  if (tenant.theme === 'theme-custom') {
    // The database guarantees colours for theme-custom (check constraint tenants_custom_theme_has_colors).
    if (!tenant.customThemeColors) throw new Error('theme-custom without colours');
    return tenant.customThemeColors;
  }
  return THEME_COLORS[tenant.theme];
}

export function toWhiteLabelConfiguration(tenant: Tenant): WhiteLabelConfiguration {
  const stored: StoredWhiteLabel = tenant.whiteLabel;
  return {
    id: tenant.configurationId,
    theme: tenant.theme,
    themeColors: effectiveThemeColors(tenant),
    siteTitle: stored.siteTitle,
    favicon: assetUrl(stored.favicon),
    logo: assetUrl(stored.logo),
    menuLogo: assetUrl(stored.menuLogo),
    horizontalLogo: assetUrl(stored.horizontalLogo),
    bgImage: assetUrl(stored.bgImage),
    headline: stored.headline,
    description: stored.description,
    subtext: stored.subtext,
    issuerHeading: stored.issuerHeading,
    blockInvestorPanel: stored.blockInvestorPanel,
    enableLegalPerson: stored.enableLegalPerson,
    regulations: assetUrl(stored.regulations),
    privacyPolicy: assetUrl(stored.privacyPolicy),
    inviteText: stored.inviteText,
    consent2: stored.consent2,
    consent3: stored.consent3,
    campaignInvestButtonText: stored.campaignInvestButtonText,
    formInvestButtonText: stored.formInvestButtonText,
    debtPlaceholder: assetUrl(stored.debtPlaceholder),
    equityPlaceholder: assetUrl(stored.equityPlaceholder),
    advisorPanel: {
      ...stored.advisorPanel,
      image: assetUrl(stored.advisorPanel.image),
      logo: assetUrl(stored.advisorPanel.logo),
    },
    investorPanel: {
      ...stored.investorPanel,
      image: assetUrl(stored.investorPanel.image),
      logo: assetUrl(stored.investorPanel.logo),
    },
  };
}

/** Every field is present in the answer (null = no override), asset names become URLs. */
export function toAdminConfiguration(stored: StoredAdminConfiguration): Required<AdminConfiguration> {
  return {
    investmentRisks: stored.investmentRisks ?? null,
    reg: assetUrl(stored.reg),
    privacyPolicy: assetUrl(stored.privacyPolicy),
    inviteText: stored.inviteText ?? null,
    consent2: stored.consent2 ?? null,
    consent3: stored.consent3 ?? null,
    campaignInvestButtonText: stored.campaignInvestButtonText ?? null,
    formInvestButtonText: stored.formInvestButtonText ?? null,
    debtPlaceholder: assetUrl(stored.debtPlaceholder),
    equityPlaceholder: assetUrl(stored.equityPlaceholder),
    favicon: assetUrl(stored.favicon),
    siteTitle: stored.siteTitle ?? null,
    themeColors: stored.themeColors ?? null,
    investorPanelHeaderColor: stored.investorPanelHeaderColor ?? null,
    investorPanelDescriptionColor: stored.investorPanelDescriptionColor ?? null,
    advisorPanelHeaderColor: stored.advisorPanelHeaderColor ?? null,
    advisorPanelDescriptionColor: stored.advisorPanelDescriptionColor ?? null,
  };
}

export const brandingHandlers = {
  async getWhiteLabelConfiguration(request: FastifyRequest): Promise<WhiteLabelConfiguration> {
    // The Host selects the configuration; a Context-Id header, if any, is ignored here.
    return toWhiteLabelConfiguration(requireTenant(request));
  },

  async getAdvisorPanelConfiguration(request: FastifyRequest): Promise<AdminConfiguration> {
    // Presence and format of both headers are checked by the contract's schema (400 with violations).
    const contextId = String(request.headers['context-id']);
    const contextType = String(request.headers['context-type']);
    if (contextType !== 'investor-panel') {
      // Spec 000 section 7: this call is made with the investor-panel context type.
      throw validationFailed([
        { propertyPath: 'header.context-type', title: 'validation.const', message: 'Must be investor-panel.' },
      ]);
    }
    const tenant = requireTenant(request);
    // Context-Id names the configuration, but never selects data alone: it must be the Host's own. Another
    // tenant's id gets the same 404 as an unknown one, so a host cannot probe other tenants.
    if (contextId !== tenant.configurationId) {
      throw notFound(`No white-label configuration ${contextId} on this host`);
    }
    return toAdminConfiguration(tenant.adminConfiguration);
  },

  async getBrandingAsset(request: FastifyRequest, reply: FastifyReply): Promise<Buffer> {
    const tenant = requireTenant(request);
    const { assetName } = request.params as { assetName: string };
    const asset = await findBrandingAsset(request.server.db, tenant.id, assetName);
    if (!asset) throw notFound(`No branding asset ${assetName}`);
    reply
      .type(asset.contentType)
      .header('cache-control', 'public, max-age=300')
      .header('etag', `"${asset.sha256}"`)
      .header('last-modified', asset.updatedAt.toUTCString());
    if (asset.contentType === 'application/pdf') {
      // Shown in the browser's viewer, saved under a meaningful name.
      reply.header('content-disposition', `inline; filename="${assetName}"`);
    }
    if (asset.contentType === 'image/svg+xml') {
      // An SVG opened directly is a document: no scripts, no external loads.
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    }
    return asset.bytes;
  },
} satisfies OperationHandlers;
