import type { Panel } from '../../security/jwt';

export type Role = 'investor' | 'advisor' | 'coordinator' | 'operator';

/** The one panel a role signs in to: investors the investor panel, everyone else the advisor panel. */
export const panelOfRole = (role: Role): Panel => (role === 'investor' ? 'investor-panel' : 'advisor-panel');
