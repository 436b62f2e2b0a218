import { Outlet } from 'react-router-dom';
import { LanguageSwitch } from '../../lib/ui/language-switch';

/** `blank`: no chrome, only the language switch; for the landing pages, access denied and errors. */
export function BlankLayout() {
  return (
    <div className="relative min-h-dvh">
      <div className="absolute top-7 right-6 z-10 sm:right-10">
        <LanguageSwitch />
      </div>
      <main id="main-content">
        <Outlet />
      </main>
    </div>
  );
}
