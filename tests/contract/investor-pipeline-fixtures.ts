import { getListNetworksMockHandler } from '#generated/api/advisors/advisors.msw';
import {
  getGetInvestorOffersBoardMockHandler,
  getListInvestorOffersMockHandler,
  getListNetworkInvestorOffersMockHandler,
} from '#generated/api/investor-pipeline/investor-pipeline.msw';
import type {
  InvestorOfferBoard,
  InvestorOfferList,
  InvestorOfferRow,
  KanbanColumn,
  KanbanColumnKey,
} from '#generated/api/model';
import { within } from '@testing-library/react';
import { NETWORKS } from './advisors-fixtures';
import { server } from './msw-server';
import { serveBranding } from './render-app';
import { signInAsAdvisor } from './session';

let counter = 0;

/** One offer row with recognisable fields (every field the contract requires). */
export function offerRow(overrides: Partial<InvestorOfferRow> = {}): InvestorOfferRow {
  counter += 1;
  const n = String(counter).padStart(12, '0');
  return {
    id: `5a1e0c2a-0000-4000-8000-${n}`,
    investorName: `Inwestor ${counter}`,
    investorEmail: `inwestor${counter}@demo.test`,
    ownerId: '6f1c2f0e-8d2e-4a53-9a51-3f7f3d0c9a11',
    ownerName: null,
    agreementDate: '2026-03-05',
    paymentDate: '2026-03-10',
    endDate: '2029-03-05',
    networkId: NETWORKS[0]!.id,
    investmentValue: 1000,
    currency: 'PLN',
    status: 'interested',
    statusDate: '2026-03-01T10:00:00Z',
    campaignId: '3c1e0c2a-0000-4000-8000-000000000001',
    campaignName: 'Kampania Wisła',
    productId: '4c1e0c2a-0000-4000-8000-000000000001',
    productAutentiStatus: 'Completed',
    productCode: 'OBL-2029',
    paymentConfirmations: [],
    stuck: false,
    ...overrides,
  };
}

/** Every list request's query string, in order. */
export type Requests = URLSearchParams[];

/** A signed-in advisor (or coordinator), branding, networks. */
export function signIn(role: 'advisor' | 'coordinator' = 'advisor') {
  serveBranding();
  signInAsAdvisor({ role });
  server.use(getListNetworksMockHandler(NETWORKS));
}

/** GET /api/advisor/investor/offers answering `list` (or a function of the query); the recorded queries. */
export function serveOwnOffers(list: InvestorOfferList | ((query: URLSearchParams) => InvestorOfferList)): Requests {
  const requests: Requests = [];
  server.use(
    getListInvestorOffersMockHandler(({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push(query);
      return typeof list === 'function' ? list(query) : list;
    }),
  );
  return requests;
}

export function serveNetworkOffers(list: InvestorOfferList): Requests {
  const requests: Requests = [];
  server.use(
    getListNetworkInvestorOffersMockHandler(({ request }) => {
      requests.push(new URL(request.url).searchParams);
      return list;
    }),
  );
  return requests;
}

const VARIANTS: Record<KanbanColumnKey, KanbanColumn['variant']> = {
  invited: 'neutral',
  viewed: 'info',
  interested: 'warning',
  accepted: 'info',
  active: 'success',
  lost: 'danger',
  archived: 'muted',
};

/** One board column as the server gives it. */
export function column(
  key: KanbanColumnKey,
  items: InvestorOfferRow[],
  totalCount = items.length,
  sum: KanbanColumn['sum'] = [],
): KanbanColumn {
  return {
    key,
    label: { pl: key, en: key },
    variant: VARIANTS[key],
    totalCount,
    displayedCount: items.length,
    items,
    sum,
  };
}

/** The seven columns, the given ones filled, the others empty. */
export function board(columns: Partial<Record<KanbanColumnKey, KanbanColumn>>): InvestorOfferBoard {
  const keys: KanbanColumnKey[] = ['invited', 'viewed', 'interested', 'accepted', 'active', 'lost', 'archived'];
  return { columns: keys.map((key) => columns[key] ?? column(key, [])) };
}

export function serveBoard(answer: InvestorOfferBoard | (() => InvestorOfferBoard)): Requests {
  const requests: Requests = [];
  server.use(
    getGetInvestorOffersBoardMockHandler(({ request }) => {
      requests.push(new URL(request.url).searchParams);
      return typeof answer === 'function' ? answer() : answer;
    }),
  );
  return requests;
}

/**
 * Waits for `email`'s row with the network names loaded: the network list arriving rebuilds the columns once (a
 * click before it could land on a cell that is being replaced).
 */
export async function findLoadedRow(table: HTMLElement, email: string): Promise<void> {
  await within(table).findByText(email);
  await within(table).findAllByText(NETWORKS[0]!.name);
}
