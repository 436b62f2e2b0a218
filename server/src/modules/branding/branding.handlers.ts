// Tag `branding`: the Host's white-label configuration, the tenant's admin configuration, branding assets.
import type { AdminConfiguration, WhiteLabelConfiguration } from '#generated/api/model';
import type { StoredAdminConfiguration, StoredWhiteLabel } from '../../db/schema';
import { notFound, validationFailed } from '../../plugins/errors';
import { publicCallerOf, requireTenant, type OperationHandlers } from '../shared';
import { findBrandingAsset, type Tenant } from './branding.repository';
import { assetUrl, effectiveThemeColors } from './theme';

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

export const brandingHandlers: OperationHandlers = {
  async getWhiteLabelConfiguration(request) {
    // The Host selects the configuration; a Context-Id header, if any, is ignored here.
    return toWhiteLabelConfiguration(requireTenant(request));
  },

  async getAdvisorPanelConfiguration(request) {
    // Presence and format of both headers are checked by the contract's schema (400 with violations).
    const { 'context-id': contextId, 'context-type': contextType } = request.headers;
    if (contextType !== 'investor-panel') {
      // This call is made with the investor-panel context type (see docs/product/requests.md).
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

  async getBrandingAsset(request, reply) {
    const { db, tenant } = publicCallerOf(request);
    const { assetName } = request.params;
    const asset = await findBrandingAsset(db, tenant.id, assetName);
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
};
