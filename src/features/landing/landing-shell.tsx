import type { MouseEvent, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { panelSurface, useBranding, useLocalizedText } from '../../lib/theme';
import { primaryButton, textLink } from '../../lib/ui/styles';

interface LandingShellProps {
  /** The panel card: its content and its call to action. */
  children: ReactNode;
  /** Extra links for the footer (e.g. to the other panel). */
  footerLinks?: ReactNode;
  /** Tenant logo to show top left; defaults to the configuration's logo. */
  logo?: string | null;
}

/**
 * The common frame of the investor (/) and advisor (/doradcy) landing pages: the tenant's logo, site title,
 * headline, description and subtext on the left, the tenant's background image on the right (large screens),
 * the regulations and privacy-policy PDFs in the footer. Texts come from the configuration in the current
 * language (selected -> pl -> en).
 */
export function LandingShell({ children, footerLinks, logo }: LandingShellProps) {
  const branding = useBranding();
  const t = useLocalizedText();
  const siteTitle = t(branding.siteTitle);
  const logoUrl = logo ?? branding.logo;
  const subtext = t(branding.subtext);

  return (
    <div className="min-h-dvh bg-white lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,0.9fr)]">
      <div className="flex min-h-dvh flex-col px-6 py-6 sm:px-10 lg:px-16">
        <header className="flex h-12 items-center pr-28">
          {logoUrl ? (
            <img src={logoUrl} alt={siteTitle} className="h-10 w-auto max-w-48 object-contain" />
          ) : (
            <span className="text-lg font-semibold tracking-tight text-gray-900">{siteTitle}</span>
          )}
        </header>

        <div className="flex flex-1 flex-col justify-center py-12">
          <div className="max-w-xl">
            <p className="text-sm font-semibold tracking-wide text-gray-500 uppercase">{siteTitle}</p>
            <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance text-gray-900 sm:text-5xl">
              {t(branding.headline)}
            </h1>
            <p className="mt-6 text-lg leading-8 text-pretty text-gray-600">{t(branding.description)}</p>
            {subtext ? <p className="mt-4 text-sm leading-6 text-gray-500">{subtext}</p> : null}
            <div className="mt-10">{children}</div>
          </div>
        </div>

        <footer className="flex flex-wrap gap-x-6 gap-y-3 border-t border-gray-100 pt-6 pb-24 text-sm text-gray-600 sm:pb-6">
          {branding.regulations ? (
            <a href={branding.regulations} target="_blank" rel="noopener noreferrer" className={textLink}>
              <FormattedMessage id="landing.footer.regulations" defaultMessage="Terms and conditions (PDF)" />
              <NewTabHint />
            </a>
          ) : null}
          {branding.privacyPolicy ? (
            <a href={branding.privacyPolicy} target="_blank" rel="noopener noreferrer" className={textLink}>
              <FormattedMessage id="landing.footer.privacyPolicy" defaultMessage="Privacy policy (PDF)" />
              <NewTabHint />
            </a>
          ) : null}
          {footerLinks}
        </footer>
      </div>

      <aside aria-hidden="true" className="relative hidden overflow-hidden bg-brand lg:block">
        {branding.bgImage ? (
          <img src={branding.bgImage} alt="" className="absolute inset-0 size-full object-cover" />
        ) : null}
        <div className="absolute inset-0 bg-linear-to-t from-brand/70 via-brand/10 to-transparent" />
      </aside>
    </div>
  );
}

function NewTabHint() {
  return (
    <span className="sr-only">
      {' '}
      <FormattedMessage id="landing.opensInNewTab" defaultMessage="(opens in a new tab)" />
    </span>
  );
}

interface PanelCardProps {
  image: string | null;
  headline: string;
  description: string;
  /** 'investor' or 'advisor': picks the admin-configured heading and description colours. */
  panel: 'investor' | 'advisor';
  headingId: string;
  /** The call to action: a route (`to`) or an in-page anchor (`href`). */
  action: { label: ReactNode } & ({ to: string; href?: never } | { href: string; to?: never });
}

/**
 * An in-page link moves the focus, not only the view: to the first field of its target (the login form), so
 * the next key press types into it (a bare `#login` only scrolls).
 */
function focusAnchorTarget(event: MouseEvent<HTMLAnchorElement>, href: string) {
  const target = href.startsWith('#') ? document.getElementById(href.slice(1)) : null;
  const field = target?.querySelector<HTMLElement>('input, select, textarea');
  if (!field) return;
  event.preventDefault();
  window.history.replaceState(window.history.state, '', href);
  field.focus();
  field.scrollIntoView?.({ block: 'center' });
}

/**
 * The panel's own content (image, headline, description) with its call to action. On a white card, or on the
 * brand colour when the tenant's panel colours are meant for a dark background (panelSurface).
 */
export function PanelCard({ image, headline, description, panel, headingId, action }: PanelCardProps) {
  const branding = useBranding();
  const dark = panelSurface(branding, panel) === 'dark';
  const colors =
    panel === 'investor'
      ? 'text-(--investor-panel-header-color) [&_.panel-description]:text-(--investor-panel-description-color)'
      : 'text-(--advisor-panel-header-color) [&_.panel-description]:text-(--advisor-panel-description-color)';
  // On the brand colour a brand-coloured button would vanish: use a white one there.
  const button = dark
    ? `${primaryButton} bg-white! text-gray-900! hover:bg-gray-100! focus-visible:outline-white!`
    : primaryButton;
  return (
    <section
      aria-labelledby={headingId}
      className={`flex flex-col gap-5 rounded-2xl border p-6 shadow-sm sm:flex-row sm:items-start ${colors} ${
        dark ? 'border-transparent bg-brand' : 'border-gray-200 bg-white'
      }`}
    >
      {image ? (
        <img src={image} alt="" className="size-16 shrink-0 rounded-xl bg-brand-highlight object-cover" />
      ) : null}
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {headline}
        </h2>
        <p className="panel-description mt-1 text-sm leading-6">{description}</p>
        <div className="mt-5 flex flex-wrap items-center gap-3">
          {action.to !== undefined ? (
            <Link to={action.to} className={button}>
              {action.label}
            </Link>
          ) : (
            <a href={action.href} className={button} onClick={(event) => focusAnchorTarget(event, action.href)}>
              {action.label}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
