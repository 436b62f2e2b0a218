import { delay, http, HttpResponse } from 'msw';
import {
  getGetAdvisorResponseMock,
  getListAdvisorsMockHandler,
  getListNetworksMockHandler,
} from '#generated/api/advisors/advisors.msw';
import type { Advisor, AdvisorList, Network } from '#generated/api/model';
import { serveBranding } from './render-app';
import { server } from './msw-server';
import { signInAsAdvisor } from './session';

export const NETWORKS: Network[] = [
  { id: '0b8f3a52-5a0e-4c3b-9d55-5a2f3d1e7a01', name: 'Sieć Północ' },
  { id: '0b8f3a52-5a0e-4c3b-9d55-5a2f3d1e7a02', name: 'Sieć Południe' },
];

let counter = 0;

/** One advisor with recognisable fields (the generated mock fills in the rest of the contract's shape). */
export function advisor(overrides: Partial<Advisor> = {}): Advisor {
  counter += 1;
  return getGetAdvisorResponseMock({
    id: `7c1e0c2a-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    firstName: 'Jan',
    surname: `Kowalski ${counter}`,
    email: `jan.kowalski${counter}@demo.test`,
    externalId: null,
    brokerNetworkIds: [NETWORKS[0]!.id],
    status: 'active',
    role: 'advisor',
    ...overrides,
  });
}

/** Every list request's query string, in order (the real params axios sent). */
export type ListRequests = URLSearchParams[];

/**
 * A signed-in advisor, branding, networks, and GET /api/advisor/advisor answering `list` (or a function of
 * the request's query); returns the recorded query strings.
 */
export function serveAdvisorList(
  list: AdvisorList | ((query: URLSearchParams, index: number) => AdvisorList | Promise<AdvisorList>),
): ListRequests {
  serveBranding();
  signInAsAdvisor({ role: 'coordinator' });
  const requests: ListRequests = [];
  server.use(
    getListNetworksMockHandler(NETWORKS),
    getListAdvisorsMockHandler(async ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push(query);
      return typeof list === 'function' ? list(query, requests.length - 1) : list;
    }),
  );
  return requests;
}

/** GET /api/advisor/advisor that never answers (loading state). */
export function serveAdvisorListPending() {
  serveBranding();
  signInAsAdvisor({ role: 'coordinator' });
  server.use(
    getListNetworksMockHandler(NETWORKS),
    http.get('*/api/advisor/advisor', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  );
}

/** The query string as a plain object (deepObject brackets as written by axios). */
export function queryObject(query: URLSearchParams): Record<string, string> {
  return Object.fromEntries(query.entries());
}
