// No value from auth-service.ts here: it carries the auth machine (xstate), which the public pages must not
// download (auth-loader.ts). main.tsx and the tests import it by its path.
export { createAuthLoader, loadedAuth, type AuthLoader } from './auth-loader';
export {
  AuthProvider,
  useAuth,
  useAuthLoader,
  useAuthService,
  useLoadedAuthService,
  type AuthView,
} from './auth-provider';
export type { AuthService, AuthServiceOptions, AuthSnapshot } from './auth-service';
export { storedLogin } from './stored-session';
export { useCurrentUser, type AppRole, type CurrentUser } from './use-current-user';
export { canCall, operationRoles, usePermissions, type OperationId, type Permissions, type Role } from './permissions';
export { RequireOperation } from './require-operation';
