import { Outlet } from 'react-router-dom';
import { useBranding, useLocalizedText } from '../../lib/theme';
import { LanguageSwitch } from '../../lib/ui/language-switch';
import { SkipLink } from './skip-link';

/** `form-blank`: the public campaign, invest and KYC pages: a header with the logo, centred content. */
export function FormBlankLayout() {
  const branding = useBranding();
  const t = useLocalizedText();
  const siteTitle = t(branding.siteTitle);
  const logo = branding.horizontalLogo ?? branding.logo;

  return (
    <div className="min-h-dvh bg-gray-50">
      <SkipLink />
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-4 px-6">
          {logo ? (
            <img src={logo} alt={siteTitle} className="h-8 w-auto max-w-48 object-contain" />
          ) : (
            <span className="text-base font-semibold text-gray-900">{siteTitle}</span>
          )}
          <LanguageSwitch />
        </div>
      </header>
      <main id="main-content" className="mx-auto w-full max-w-3xl px-6 py-10 sm:py-14">
        <Outlet />
      </main>
    </div>
  );
}
