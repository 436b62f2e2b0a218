/** The UI offers each role only what the server lets it do (src/lib/auth/permissions.ts). */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getListNetworksMockHandler } from '#generated/api/advisors/advisors.msw';
import { canCall, operationRoles } from '../../src/lib/auth';
import { renderApp, serveBranding } from './render-app';
import { server } from './msw-server';
import { signInAsAdvisor, signInAsInvestor } from './session';
import { NETWORKS } from './advisors-fixtures';

/** Every call the page makes to the advisor administration or the documents: none may go out. */
function recordForbiddenCalls(): string[] {
  const calls: string[] = [];
  const record = ({ request }: { request: Request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    return HttpResponse.json({ label: 'Forbidden', code: 'FORBIDDEN' }, { status: 403 });
  };
  server.use(
    getListNetworksMockHandler(NETWORKS),
    http.all('*/api/advisor/advisor', record),
    http.all('*/api/advisor/advisor/*', record),
    http.all('*/api/advisor/advisor-form', record),
  );
  return calls;
}

describe('a plain advisor (not a coordinator)', () => {
  it('has no "Doradcy" menu item, but has the documents', async () => {
    serveBranding();
    signInAsAdvisor({ role: 'advisor' });
    renderApp('/app');
    await screen.findByRole('heading', { level: 1, name: 'Dzień dobry! Zalogowano jako Anna Nowak' });
    expect(screen.getByRole('link', { name: 'Dokumenty' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Doradcy' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Inwestorzy w sieci' })).toBeNull();
  });

  it.each(['/app/advisors', '/app/advisors/new', '/app/advisors/7c1e0c2a-0000-4000-8000-000000000001'])(
    '%s: back to /app with "Błąd" / "Brak dostępu", no request the server refuses',
    async (path) => {
      serveBranding();
      signInAsAdvisor({ role: 'advisor' });
      const calls = recordForbiddenCalls();
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('Błąd');
      expect(alert.textContent).toContain('Brak dostępu');
      expect(screen.queryByText('Forbidden')).toBeNull();
      expect(screen.queryByRole('link', { name: 'Dodaj doradcę' })).toBeNull();
      expect(calls).toEqual([]);
    },
  );
});

describe("an advisor, coordinator or operator on the investor's onboarding", () => {
  it.each([
    ['advisor', '/app/onboarding'],
    ['coordinator', '/app/onboarding/7c1e0c2a-0000-4000-8000-000000000001/compliance-forms'],
    ['operator', '/app/onboarding/request/Qm9va2luZy1saW5r'],
  ] as const)('%s at %s: back to /app with "Brak dostępu", no investor-api request', async (role, path) => {
    serveBranding();
    signInAsAdvisor({ role });
    const calls: string[] = [];
    server.use(
      http.all('*/investor-api/*', ({ request }) => {
        calls.push(`${request.method} ${new URL(request.url).pathname}`);
        return HttpResponse.json({ label: 'Forbidden', code: 'FORBIDDEN' }, { status: 403 });
      }),
    );
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect((await screen.findByRole('alert')).textContent).toContain('Brak dostępu');
    expect(calls).toEqual([]);
  });
});

describe('an investor', () => {
  it('/app/documents: back to /app with "Brak dostępu", no documents request', async () => {
    serveBranding();
    signInAsInvestor();
    const calls: string[] = [];
    server.use(
      http.all('*/api/advisor/advisor/documents', ({ request }) => {
        calls.push(request.url);
        return HttpResponse.json({ label: 'Forbidden', code: 'FORBIDDEN' }, { status: 403 });
      }),
    );
    const { router } = renderApp('/app/documents');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect((await screen.findByRole('alert')).textContent).toContain('Brak dostępu');
    expect(screen.queryByRole('link', { name: 'Dokumenty' })).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('canCall (the server rules of docs/decisions/0005)', () => {
  it.each([
    ['listAdvisors', { investor: false, advisor: false, coordinator: true, operator: true }],
    ['createAdvisor', { investor: false, advisor: false, coordinator: true, operator: true }],
    ['listDocuments', { investor: false, advisor: true, coordinator: true, operator: true }],
    ['uploadDocument', { investor: false, advisor: false, coordinator: true, operator: true }],
    ['listNetworks', { investor: false, advisor: true, coordinator: true, operator: true }],
    ['listInvestorPanelOffers', { investor: true, advisor: false, coordinator: false, operator: false }],
    ['login', { investor: true, advisor: true, coordinator: true, operator: true }],
  ] as const)('%s', (operation, expected) => {
    for (const [role, allowed] of Object.entries(expected)) {
      expect(canCall(role as keyof typeof expected, operation), `${role} ${operation}`).toBe(allowed);
    }
  });

  it('nobody signed in may call only what needs no sign-in', () => {
    expect(canCall(null, 'getWhiteLabelConfiguration')).toBe(true);
    expect(canCall(null, 'listDocuments')).toBe(false);
  });

  it('knows every operation of the contract, and only those', async () => {
    const contract = (await import('#generated/openapi.json')).default as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const ids = Object.values(contract.paths).flatMap((item) =>
      Object.values(item).flatMap((operation) => (operation.operationId ? [operation.operationId] : [])),
    );
    expect(Object.keys(operationRoles).sort()).toEqual(ids.sort());
  });
});
