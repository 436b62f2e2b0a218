export { AuthProvider, useAuth, useAuthSelector, useAuthService, type AuthView } from './auth-provider';
export { createAuthService, type AuthService, type AuthServiceOptions, type AuthSnapshot } from './auth-service';
export { useCurrentUser, type AppRole, type CurrentUser } from './use-current-user';
export { canCall, operationRoles, usePermissions, type OperationId, type Permissions, type Role } from './permissions';
export { RequireOperation } from './require-operation';
