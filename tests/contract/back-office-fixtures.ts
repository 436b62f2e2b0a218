import { getGetCampaignResponseMock, getListCampaignOffersResponseMock } from '#generated/api/campaigns/campaigns.msw';
import type { Campaign, InvestorOfferRow, Product } from '#generated/api/model';

export const CAMPAIGN_ID = '5a0c7e1e-0000-4000-8000-000000000001';

/** A product with recognisable fields. */
export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: '5a0c7e1e-0000-4000-8000-0000000000a1',
    campaignId: CAMPAIGN_ID,
    code: 'OBL-A',
    name: { pl: 'Seria A', en: 'Series A' },
    type: 'debt',
    currency: 'PLN',
    interestRate: 8.5,
    interestType: 'Fixed',
    paymentFrequency: 'Quarterly',
    investmentValueMin: 1000,
    investmentValueMax: 100000,
    investmentValueStep: 1000,
    termMonths: 24,
    startDate: '2026-01-01',
    endDate: '2028-01-01',
    dayCountConvention: 'ACT/365F',
    referenceRate: null,
    margin: null,
    ...overrides,
  };
}

/** A campaign as an operator sees it (with the payment account and the suspension flag). */
export function campaign(overrides: Partial<Campaign> = {}): Campaign {
  return getGetCampaignResponseMock({
    id: CAMPAIGN_ID,
    type: 'debt',
    status: 'active',
    data: {
      translations: {
        pl: { name: 'Obligacje Wisła 2026', description: 'Opis **kampanii**', highlights: ['Zabezpieczenie'] },
      },
    },
    products: [product()],
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    currency: 'PLN',
    interestType: 'Fixed',
    paymentFrequency: 'Quarterly',
    targetAmount: 1000000,
    raisedAmount: 125000.5,
    imageUrl: null,
    documents: [],
    suspended: false,
    paymentAccount: { bankAccount: 'PL61109010140000071219812874', recipient: 'Fundusz Wisła S.A.', paymentDays: 14 },
    ...overrides,
  });
}

let counter = 0;

export function offer(overrides: Partial<InvestorOfferRow> = {}): InvestorOfferRow {
  counter += 1;
  const [row] = getListCampaignOffersResponseMock().items;
  return {
    ...row!,
    id: `5a0c7e1e-0000-4000-8000-${String(1000 + counter).padStart(12, '0')}`,
    investorName: `Inwestor ${counter}`,
    investorEmail: `inwestor${counter}@demo.test`,
    ownerName: 'Anna Nowak',
    investmentValue: 5000,
    currency: 'PLN',
    status: 'interested',
    campaignId: CAMPAIGN_ID,
    campaignName: 'Obligacje Wisła 2026',
    productAutentiStatus: null,
    productCode: 'OBL-A',
    paymentConfirmations: [],
    ...overrides,
  };
}
