import { createContext, use, useEffect, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useGetAdvisorPanelConfiguration, useGetWhiteLabelConfiguration } from '#generated/api/branding/branding';
import { setApiContext } from '../api-client';
import { applyBranding } from './apply-branding';
import { mergeBranding, pickLocalized, type Branding } from './branding';
import { FullPageError, FullPageLoading } from '../ui/full-page-state';

const BrandingContext = createContext<Branding | null>(null);

/** The admin configuration is optional decoration: do not let a slow answer hold the page for long. */
const ADMIN_CONFIGURATION_TIMEOUT_MS = 5000;

/**
 * Loads the host's white-label configuration (the server resolves the tenant from the Host), then the
 * tenant's admin configuration, merges them, applies the theme to the document and provides the result.
 * Children render only once both loads have settled, so no page flashes the default colours or texts.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const configQuery = useGetWhiteLabelConfiguration({ query: { staleTime: Infinity } });
  const config = configQuery.data;

  // Every later call carries the configuration id as Context-Id (see docs/product/requests.md). Set during render,
  // not in an effect: children's effects (and so their queries) run before this component's effects.
  // Setting a module value to the same id again is harmless.
  if (config) setApiContext(config.id);

  const adminQuery = useGetAdvisorPanelConfiguration({
    query: {
      enabled: Boolean(config),
      staleTime: Infinity,
      // A failed admin configuration is silently ignored (see docs/product/requests.md): no retry, no error UI.
      retry: false,
    },
    request: {
      // This call needs the investor-panel context type (see docs/product/requests.md), unlike the default.
      headers: { 'Context-Id': config?.id ?? '', 'Context-Type': 'investor-panel' },
      timeout: ADMIN_CONFIGURATION_TIMEOUT_MS,
    },
  });

  const branding = useMemo(
    () => (config ? mergeBranding(config, adminQuery.isSuccess ? adminQuery.data : null) : null),
    [config, adminQuery.isSuccess, adminQuery.data],
  );

  useEffect(() => {
    if (branding) applyBranding(branding, intl.locale);
  }, [branding, intl.locale]);

  const configErrorTitle = intl.formatMessage({
    id: 'theme.configError.title',
    defaultMessage: 'This site is not available',
  });
  // Without a configuration there is no site title; the page still needs a meaningful <title> (WCAG 2.4.2).
  useEffect(() => {
    if (configQuery.isError) document.title = configErrorTitle;
  }, [configQuery.isError, configErrorTitle]);

  if (configQuery.isError) {
    return (
      <FullPageError
        title={configErrorTitle}
        description={intl.formatMessage({
          id: 'theme.configError.description',
          defaultMessage:
            'We could not load the configuration of this site. Check the address or try again in a moment.',
        })}
        retryLabel={intl.formatMessage({ id: 'theme.configError.retry', defaultMessage: 'Try again' })}
        onRetry={() => void configQuery.refetch()}
      />
    );
  }

  if (!branding || adminQuery.isPending) {
    return <FullPageLoading label={intl.formatMessage({ id: 'theme.loading', defaultMessage: 'Loading…' })} />;
  }

  return <BrandingContext value={branding}>{children}</BrandingContext>;
}

/** The merged configuration of the current host; available everywhere under <ThemeProvider>. */
export function useBranding(): Branding {
  const branding = use(BrandingContext);
  if (!branding) throw new Error('useBranding must be used inside <ThemeProvider>.');
  return branding;
}

/** `(text) => text in the current language`, with the selected -> pl -> en fallback. */
export function useLocalizedText(): (text: Parameters<typeof pickLocalized>[0]) => string {
  const { locale } = useIntl();
  return useMemo(() => (text) => pickLocalized(text, locale), [locale]);
}
