import type { Campaign, CampaignData } from '#generated/api/model';
import { formatNumber } from '../../lib/format';

/** The campaign's text in the current language, falling back to Polish (the contract's rule). */
export function campaignName(data: CampaignData, locale: string): string {
  const { pl, en } = data.translations;
  return (locale === 'en' ? en?.name : undefined) || pl.name;
}

/** "1 000 000,00 PLN": the seed's number format with the currency. */
export function formatMoney(value: number | null | undefined, currency: string): string {
  const text = formatNumber(value);
  return text === '' ? '' : `${text} ${currency}`;
}

export type CampaignRow = Campaign;
