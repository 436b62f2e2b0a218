import { useGetAuthData } from '../../../generated/api/auth/auth';
import type { AuthDataUser } from '../../../generated/api/model';
import { useAuth } from './auth-provider';

export type AppRole = 'investor' | 'advisor' | 'coordinator' | 'operator';

export interface CurrentUser {
  role: AppRole | null;
  /** Advisors: GET /api/auth/data; investors: only the token (its username is the e-mail). */
  user: AuthDataUser | null;
  email: string | null;
  isLoading: boolean;
}

/**
 * Who is signed in. A non-investor loads the active user data (spec 000 section 6); an investor has no
 * /api access, so the e-mail comes from the token.
 */
export function useCurrentUser(): CurrentUser {
  const { signedIn, isInvestor, username } = useAuth();
  const query = useGetAuthData({ query: { enabled: signedIn && !isInvestor, staleTime: 5 * 60_000 } });
  if (isInvestor) return { role: 'investor', user: null, email: username, isLoading: false };
  const user = query.data?.user ?? null;
  return {
    role: user ? (user.role === 'investor' ? 'advisor' : user.role) : null,
    user,
    email: user?.email ?? username,
    isLoading: query.isLoading,
  };
}
