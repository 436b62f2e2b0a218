import { setupServer } from 'msw/node';
import { getBrandingMock } from '../../generated/api/branding/branding.msw';

/** One MSW server per test worker, started in setup.ts; tests add per-test handlers with server.use(). */
export const server = setupServer(...getBrandingMock());
