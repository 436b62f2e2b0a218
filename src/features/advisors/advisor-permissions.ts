import type { Advisor, AuthDataUser } from '#generated/api/model';

/**
 * Whether the signed-in user may change (edit, archive, activate) this advisor, from the row the list returns
 * (docs/decisions/0005): an operator changes anyone; a coordinator only advisors of role advisor — a
 * coordinator, themself included, is changed by an operator only (the server answers 403 otherwise).
 * Whether they may administer advisors at all is permissions.ts's `canCall`.
 */
export function canChangeAdvisor(user: Pick<AuthDataUser, 'role'> | null, advisor: Pick<Advisor, 'role'>): boolean {
  if (user?.role === 'operator') return true;
  return user?.role === 'coordinator' && advisor.role === 'advisor';
}
