import { useGetAuthData } from '#generated/api/auth/auth';
import type { AuthDataUser } from '#generated/api/model';
import { useAuth } from './auth-provider';

export type AppRole = 'investor' | 'advisor' | 'coordinator' | 'operator';

export interface CurrentUser {
  role: AppRole | null;
  /** GET /api/auth/data (every panel); null until it has answered. */
  user: AuthDataUser | null;
  email: string | null;
  isLoading: boolean;
}

/**
 * Who is signed in: the active user data (see docs/product/sign-in.md), for investors too (their name for the greeting).
 * An investor's role comes from the token at once; the e-mail falls back to the token's username.
 */
export function useCurrentUser(): CurrentUser {
  const { signedIn, isInvestor, username } = useAuth();
  const query = useGetAuthData({ query: { enabled: signedIn, staleTime: 5 * 60_000 } });
  const user = query.data?.user ?? null;
  if (isInvestor) return { role: 'investor', user, email: user?.email ?? username, isLoading: query.isLoading };
  return {
    role: user ? (user.role === 'investor' ? 'advisor' : user.role) : null,
    user,
    email: user?.email ?? username,
    isLoading: query.isLoading,
  };
}
