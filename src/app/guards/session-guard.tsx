import { Outlet } from 'react-router-dom';

/**
 * PLACEHOLDER — lets every request through today.
 *
 * The auth issue replaces the body with the start-up redirect rules of spec 000 section 2 (no saved login on
 * an /app path -> '/', an investor on an advisors/investors path -> '/app' plus the 'Błąd' / 'Brak dostępu'
 * notification after 250 ms, ...). Guards read the auth machine's state and never call the API (DESIGN
 * section 7). It wraps every /app route in src/app/routes.tsx, so the rules have one home.
 */
export function SessionGuard() {
  return <Outlet />;
}
