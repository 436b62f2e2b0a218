import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AuthLoader } from '../lib/auth/auth-loader';
import { AuthProvider } from '../lib/auth/auth-provider';
import { LocaleProvider } from '../lib/i18n';
import { NotificationsProvider } from '../lib/notifications';
import { ThemeProvider } from '../lib/theme';

/**
 * The app's providers, outermost first: data (react-query), language (react-intl), notifications, then the
 * tenant's theme, which gates the pages until the host's configuration is loaded (its own loading and error
 * screens are translated, hence inside the language provider). The session (auth machine) is loaded on
 * demand through the loader main.tsx (or the test helper) hands in (lib/auth/auth-loader.ts).
 */
export function AppProviders({
  queryClient,
  auth,
  children,
}: {
  queryClient: QueryClient;
  auth: AuthLoader;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider loader={auth}>
        <LocaleProvider>
          <NotificationsProvider>
            <ThemeProvider>{children}</ThemeProvider>
          </NotificationsProvider>
        </LocaleProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
