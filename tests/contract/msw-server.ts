import { setupServer } from 'msw/node';
import { getAdvisorsMock } from '../../generated/api/advisors/advisors.msw';
import { getBrandingMock } from '../../generated/api/branding/branding.msw';
import { getDocumentsMock } from '../../generated/api/documents/documents.msw';

/**
 * One MSW server per test worker, started in setup.ts; tests add per-test handlers with server.use(). The
 * advisor and document lists answer with generated data by default (pages of /app load them).
 */
export const server = setupServer(...getBrandingMock(), ...getAdvisorsMock(), ...getDocumentsMock());
