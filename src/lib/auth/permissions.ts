/**
 * Who may call which operation: the SPA's one place for it. Menu items, buttons and page guards derive from
 * `canCall`, so the UI offers each role only what the server lets it do.
 *
 * The roles are the contract's `x-roles`, generated into generated/operations.ts by `npm run generate`: the
 * server enforces the same map (server/src/plugins/auth.ts). Object-level rules (whose advisor, which network)
 * are the features' own (e.g. features/advisors/advisor-permissions.ts).
 */
import { useCallback } from 'react';
import { operationRoles, type OperationId, type Role } from '#generated/operations';
import { useCurrentUser } from './use-current-user';

export { operationRoles, type OperationId, type Role };

/** Whether a user of this role (null: nobody signed in, or not known yet) may call the operation. */
export function canCall(role: Role | null, operationId: OperationId): boolean {
  const roles = operationRoles[operationId];
  if (roles === null) return true;
  return role !== null && roles.includes(role);
}

export interface Permissions {
  /** The signed-in user's role; null while it loads. */
  role: Role | null;
  isLoading: boolean;
  can: (operationId: OperationId) => boolean;
}

/** `can(operationId)` for the signed-in user. */
export function usePermissions(): Permissions {
  const { role, isLoading } = useCurrentUser();
  const can = useCallback((operationId: OperationId) => canCall(role, operationId), [role]);
  return { role, isLoading, can };
}
