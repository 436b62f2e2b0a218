import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LocaleProvider } from '../lib/i18n';
import { NotificationsProvider } from '../lib/notifications';
import { ThemeProvider } from '../lib/theme';

/**
 * The app's providers, outermost first: data (react-query), language (react-intl), notifications, then the
 * tenant's theme, which gates the pages until the host's configuration is loaded (its own loading and error
 * screens are translated, hence inside the language provider).
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider>
        <NotificationsProvider>
          <ThemeProvider>{children}</ThemeProvider>
        </NotificationsProvider>
      </LocaleProvider>
    </QueryClientProvider>
  );
}
