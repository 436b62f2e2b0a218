// Public surface of the branding module (tag `branding`): tenants, their hosts, assets and theme.
export { brandingHandlers } from './branding.handlers';
export {
  bindHostIfFree,
  countTenants,
  findTenantByHost,
  findTenantById,
  findPrimaryHost,
  findTenantIdByConfigurationId,
  insertTenantIfMissing,
  upsertBrandingAsset,
  type Tenant,
} from './branding.repository';
export { ASSET_URL_PREFIX, effectiveThemeColors } from '../../tenants/theme';
