import { Outlet } from 'react-router-dom';
import { LanguageSwitch } from '../../lib/ui/language-switch';
import { SkipLink } from './skip-link';

/** `blank`: no chrome, only the language switch; for the landing pages, access denied and errors. */
export function BlankLayout() {
  return (
    <div className="relative min-h-dvh">
      {/* The language switch comes first in the tab order: the skip link goes before it (/doradcy's sign-in). */}
      <SkipLink />
      <div className="absolute top-7 right-6 z-10 sm:right-10">
        <LanguageSwitch />
      </div>
      <main id="main-content">
        <Outlet />
      </main>
    </div>
  );
}
