import type { Role } from '#generated/operations';
import type { Panel } from './jwt';

/** The roles of x-roles, as the contract declares them. */
export type { Role };

/** The one panel a role signs in to: investors the investor panel, everyone else the advisor panel. */
export const panelOfRole = (role: Role): Panel => (role === 'investor' ? 'investor-panel' : 'advisor-panel');
