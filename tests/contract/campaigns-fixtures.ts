import { getListNetworksMockHandler } from '#generated/api/advisors/advisors.msw';
import {
  getGetCampaignMockHandler,
  getGetCampaignResponseMock,
  getListCampaignOffersMockHandler,
  getListCampaignsMockHandler,
} from '#generated/api/campaigns/campaigns.msw';
import { getListInvestorOfferEventsMockHandler } from '#generated/api/investor-pipeline/investor-pipeline.msw';
import type {
  Campaign,
  CampaignList,
  InvestorOfferList,
  InvestorOfferRow,
  OfferEvent,
  Product,
} from '#generated/api/model';
import { NETWORKS } from './advisors-fixtures';
import { serveBranding } from './render-app';
import { server } from './msw-server';
import { signInAsAdvisor } from './session';

let counter = 0;
const uuid = (prefix: string) => `${prefix}-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

export const CAMPAIGN_ID = '5a1c0c2a-0000-4000-8000-000000000001';

export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: uuid('9d1c0c2a'),
    campaignId: CAMPAIGN_ID,
    code: 'OBL-A',
    name: { pl: 'Obligacje serii A', en: 'Series A bonds' },
    type: 'debt',
    currency: 'PLN',
    interestRate: 9.5,
    interestType: 'Fixed',
    paymentFrequency: 'Quarterly',
    investmentValueMin: 10000,
    investmentValueMax: 500000,
    investmentValueStep: 1000,
    termMonths: 24,
    startDate: '2026-10-01',
    endDate: '2028-10-01',
    dayCountConvention: 'ACT/365F',
    referenceRate: null,
    margin: null,
    ...overrides,
  };
}

/** A campaign with recognisable texts (the generated mock fills in nothing we assert on). */
export function campaign(overrides: Partial<Campaign> = {}): Campaign {
  return getGetCampaignResponseMock({
    id: uuid('5a1c0c2a'),
    type: 'debt',
    status: 'active',
    data: {
      translations: {
        pl: {
          name: 'Obligacje Wisła 2026',
          shortDescription: 'Finansowanie farm wiatrowych',
          description: 'Pierwszy akapit opisu.\n\nDrugi akapit z **pogrubieniem**.',
          issuerName: 'Wisła Energia S.A.',
          highlights: ['Zabezpieczenie hipoteką', 'Odsetki co kwartał'],
        },
        en: {
          name: 'Vistula Bonds 2026',
          description: 'First paragraph.',
          highlights: ['Mortgage collateral'],
        },
      },
    },
    products: [],
    startDate: '2026-09-01',
    endDate: '2026-12-31',
    currency: 'PLN',
    interestType: 'Fixed',
    paymentFrequency: 'Quarterly',
    targetAmount: 5000000,
    raisedAmount: 1250000.5,
    imageUrl: null,
    documents: [],
    ...overrides,
  });
}

export function offerRow(overrides: Partial<InvestorOfferRow> = {}): InvestorOfferRow {
  return {
    id: uuid('3e1c0c2a'),
    investorName: null,
    investorEmail: `inwestor${counter}@example.com`,
    ownerId: '6f1c2f0e-8d2e-4a53-9a51-3f7f3d0c9a11',
    ownerName: null,
    agreementDate: null,
    paymentDate: null,
    endDate: null,
    networkId: NETWORKS[0]!.id,
    investmentValue: null,
    currency: 'PLN',
    status: 'invited',
    statusDate: '2026-11-02T09:30:00Z',
    campaignId: CAMPAIGN_ID,
    campaignName: 'Obligacje Wisła 2026',
    productId: '9d1c0c2a-0000-4000-8000-000000000099',
    productAutentiStatus: null,
    productCode: 'OBL-A',
    paymentConfirmations: [],
    stuck: false,
    ...overrides,
  };
}

export function offerEvent(overrides: Partial<OfferEvent> = {}): OfferEvent {
  return {
    id: uuid('4f1c0c2a'),
    type: 'status_changed',
    fromValue: null,
    toValue: 'invited',
    actorRole: 'advisor',
    actorName: 'Anna Nowak',
    reason: null,
    occurredAt: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}

/** A signed-in advisor (Anna Nowak), branding and networks; the campaign calls answer what the test gives. */
export function serveAdvisorSession(role: 'advisor' | 'coordinator' | 'operator' = 'advisor') {
  serveBranding();
  signInAsAdvisor({ role });
  server.use(getListNetworksMockHandler(NETWORKS));
}

/** GET /api/advisor/campaigns answering `list` (or a function of the query); returns the recorded queries. */
export function serveCampaignList(list: CampaignList | ((query: URLSearchParams) => CampaignList)): URLSearchParams[] {
  const requests: URLSearchParams[] = [];
  server.use(
    getListCampaignsMockHandler(({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push(query);
      return typeof list === 'function' ? list(query) : list;
    }),
  );
  return requests;
}

/** GET /api/advisor/campaign/{id}, its offers and the offers' events. */
export function serveCampaign(
  value: Campaign,
  offers: InvestorOfferList = { items: [], totalCount: 0 },
  events: Record<string, OfferEvent[]> = {},
) {
  server.use(
    getGetCampaignMockHandler(value),
    getListCampaignOffersMockHandler(offers),
    getListInvestorOfferEventsMockHandler(({ params }) => events[String(params.offerId)] ?? []),
  );
}
