import { Outlet } from 'react-router-dom';
import { useBranding, useLocalizedText } from '../../lib/theme';
import { LanguageSwitch } from '../../lib/ui/language-switch';
import { SkipLink } from './skip-link';

/**
 * `auth`: the login screens. The tenant's branding panel (background, logo, headline) on the left on large
 * screens; the form card on the right (alone, with the logo above it, on small screens).
 */
export function AuthLayout() {
  const branding = useBranding();
  const t = useLocalizedText();
  const siteTitle = t(branding.siteTitle);
  const logo = branding.horizontalLogo ?? branding.logo;

  return (
    <div className="min-h-dvh bg-gray-50 lg:grid lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1fr)]">
      <SkipLink />
      <aside className="relative hidden overflow-hidden bg-brand text-on-brand lg:flex lg:flex-col lg:justify-between lg:p-12">
        {branding.bgImage ? (
          <img src={branding.bgImage} alt="" className="absolute inset-0 size-full object-cover opacity-30" />
        ) : null}
        <div className="relative">
          {/* Tenant logos are drawn for light backgrounds: give the logo a white plate on the brand colour. */}
          {logo ? (
            <span className="inline-flex rounded-xl bg-white px-4 py-3 shadow-sm">
              <img src={logo} alt={siteTitle} className="h-8 w-auto max-w-52 object-contain" />
            </span>
          ) : (
            <span className="text-lg font-semibold">{siteTitle}</span>
          )}
        </div>
        <div className="relative max-w-md">
          <p className="text-3xl font-semibold tracking-tight text-balance">{t(branding.headline)}</p>
          <p className="mt-4 text-base leading-7 opacity-80">{t(branding.description)}</p>
        </div>
        <p className="relative text-sm opacity-70">{siteTitle}</p>
      </aside>

      <div className="flex min-h-dvh flex-col">
        <header className="flex items-center justify-between px-6 py-6 sm:px-10">
          {logo ? (
            <img src={logo} alt={siteTitle} className="h-8 w-auto max-w-40 object-contain lg:invisible" />
          ) : (
            <span className="text-base font-semibold text-gray-900 lg:invisible">{siteTitle}</span>
          )}
          <LanguageSwitch />
        </header>
        <main id="main-content" className="flex flex-1 items-start justify-center px-6 pb-24 sm:items-center">
          {/* The card is the frame: a placeholder panel inside it drops its own border and padding. */}
          <div className="w-full max-w-md rounded-2xl border border-gray-200 bg-white p-8 shadow-sm [&_.in-preparation]:border-0 [&_.in-preparation]:p-0">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
