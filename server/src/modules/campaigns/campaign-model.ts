// Campaigns and products as the contract shows them: the status from the dates, money and rates from numeric
// text without floating-point arithmetic, image and document URLs. Pure functions (no I/O): the offers module
// and the back office use them too (through index.ts).
import type { Campaign, CampaignDocument, Product } from '#generated/api/model';
import { addRates, formatRate, parseRate } from '#schemas/finance/money';
import { maturityDate } from '#schemas/finance/payment-schedule';
import type { CampaignRow, ProductRow } from '../../db/schema';
import { ASSET_URL_PREFIX, type Tenant } from '../branding';
import type { CampaignAggregate, CampaignDocumentRow, CampaignStatus } from './campaigns.repository';

export type { CampaignStatus };

/**
 * The status of a campaign on `today` ("YYYY-MM-DD", the calendar date in Europe/Warsaw): inactive when
 * suspended, else scheduled before the start, completed after the end, active from start to end inclusive.
 */
export function campaignStatus(campaign: Pick<CampaignRow, 'suspended' | 'startDate' | 'endDate'>, today: string) {
  if (campaign.suspended) return 'inactive' satisfies CampaignStatus;
  if (today < campaign.startDate) return 'scheduled' satisfies CampaignStatus;
  if (today > campaign.endDate) return 'completed' satisfies CampaignStatus;
  return 'active' satisfies CampaignStatus;
}

/** numeric(18,2) text -> the contract's Money (a JSON number; exact for every amount up to the contract's maximum). */
export const moneyFromDb = (text: string): number => Number(text);

/** numeric(7,4) text -> the contract's Percentage, via its shortest decimal text ("9.5000" -> 9.5). */
export const percentageFromDb = (text: string): number => Number(formatRate(parseRate(text)));

/** The product's rate: Fixed its rate, Variable reference + margin (exact decimal sum), equity none. */
export function productRate(product: ProductRow): number | null {
  if (product.interestType === 'Fixed' && product.interestRate !== null) return percentageFromDb(product.interestRate);
  if (product.interestType === 'Variable' && product.referenceRateValue !== null && product.margin !== null) {
    return Number(formatRate(addRates(parseRate(product.referenceRateValue), parseRate(product.margin))));
  }
  return null;
}

/** Maturity: start + term (end-of-month clamped) for debt; the campaign's end for equity (or without a term). */
export function productEndDate(
  product: Pick<ProductRow, 'startDate' | 'termMonths'>,
  campaign: Pick<CampaignRow, 'type' | 'endDate'>,
): string {
  if (campaign.type === 'debt' && product.termMonths !== null)
    return maturityDate(product.startDate, product.termMonths);
  return campaign.endDate;
}

export function toProduct(product: ProductRow, campaign: Pick<CampaignRow, 'type' | 'endDate'>): Product {
  const variable = product.interestType === 'Variable';
  return {
    id: product.id,
    campaignId: product.campaignId,
    code: product.code,
    name: product.name,
    type: campaign.type,
    currency: product.currency,
    interestRate: productRate(product),
    interestType: product.interestType,
    paymentFrequency: product.paymentFrequency,
    investmentValueMin: moneyFromDb(product.investmentValueMin),
    investmentValueMax: moneyFromDb(product.investmentValueMax),
    investmentValueStep: moneyFromDb(product.investmentValueStep),
    termMonths: product.termMonths,
    startDate: product.startDate,
    endDate: productEndDate(product, campaign),
    dayCountConvention: product.dayCountConvention,
    referenceRate:
      variable && product.referenceRateName !== null && product.referenceRateValue !== null
        ? { name: product.referenceRateName, value: percentageFromDb(product.referenceRateValue) }
        : null,
    margin: variable && product.margin !== null ? percentageFromDb(product.margin) : null,
  };
}

export const campaignImageUrl = (campaignId: string): string => `/public-api/campaign/${campaignId}/image`;

export const campaignDocumentUrl = (campaignId: string, documentId: string): string =>
  `/public-api/campaign/${campaignId}/document/${documentId}`;

/** The tenant's placeholder for a campaign type (the admin configuration's override first), or null. */
export function placeholderUrl(tenant: Pick<Tenant, 'whiteLabel' | 'adminConfiguration'>, type: CampaignRow['type']) {
  const name =
    type === 'debt'
      ? (tenant.adminConfiguration.debtPlaceholder ?? tenant.whiteLabel.debtPlaceholder)
      : (tenant.adminConfiguration.equityPlaceholder ?? tenant.whiteLabel.equityPlaceholder);
  return name ? `${ASSET_URL_PREFIX}${name}` : null;
}

export function toCampaignDocument(document: CampaignDocumentRow): CampaignDocument {
  return {
    id: document.id,
    name: document.name,
    fileName: document.fileName,
    url: campaignDocumentUrl(document.campaignId, document.id),
  };
}

/** One value when every product has it, else null (a campaign of Fixed and Variable series has no one type). */
function common<T>(values: T[]): T | null {
  const [first] = values;
  return first !== undefined && values.every((value) => value === first) ? first : null;
}

export interface CampaignView {
  tenant: Pick<Tenant, 'whiteLabel' | 'adminConfiguration'>;
  /** "YYYY-MM-DD" in Warsaw. */
  today: string;
  /** Operators also see whether it is suspended and the payment account. */
  operator: boolean;
}

export function toCampaign(aggregate: CampaignAggregate, view: CampaignView): Campaign {
  const { campaign } = aggregate;
  return {
    id: campaign.id,
    type: campaign.type,
    status: campaignStatus(campaign, view.today),
    data: campaign.data,
    products: aggregate.products.map((product) => toProduct(product, campaign)),
    startDate: campaign.startDate,
    endDate: campaign.endDate,
    currency: campaign.currency,
    interestType: common(aggregate.products.map((product) => product.interestType)),
    paymentFrequency: common(aggregate.products.map((product) => product.paymentFrequency)),
    targetAmount: moneyFromDb(campaign.targetAmount),
    raisedAmount: moneyFromDb(campaign.raisedAmount),
    imageUrl: campaign.imageKey ? campaignImageUrl(campaign.id) : placeholderUrl(view.tenant, campaign.type),
    documents: aggregate.documents.map(toCampaignDocument),
    ...(view.operator && {
      suspended: campaign.suspended,
      paymentAccount: {
        bankAccount: campaign.paymentBankAccount,
        recipient: campaign.paymentRecipient,
        paymentDays: campaign.paymentDays,
      },
    }),
  };
}
