// The contexts (tenant panels) a user may act in. A user belongs to one tenant and holds one panel by role
// (investor -> investor-panel; advisor, coordinator, operator -> advisor-panel), so a context is derived, not
// stored: its id is a stable UUID computed from the user and the panel (same id on every call, reveals nothing).
import { createHash } from 'node:crypto';
import type { UserContext } from '#generated/api/model';
import type { Tenant } from '../../plugins/tenancy';
import type { Panel } from '../../security/jwt';

export function contextIdFor(userId: string, panel: Panel): string {
  const hex = createHash('sha256').update(`context:${userId}:${panel}`).digest('hex');
  // RFC 9562 version 8 (custom) UUID with the RFC variant bits.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const PANEL_NAMES: Record<Panel, string> = { 'advisor-panel': 'Panel doradcy', 'investor-panel': 'Panel inwestora' };

export function userContexts(tenant: Tenant, userId: string, panel: Panel): UserContext[] {
  const site = tenant.whiteLabel.siteTitle.pl || tenant.name;
  return [
    {
      id: contextIdFor(userId, panel),
      context: { type: panel },
      name: `${site} – ${PANEL_NAMES[panel]}`,
      configurationId: tenant.configurationId,
    },
  ];
}
