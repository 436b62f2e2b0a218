import type { Campaign, CampaignData } from '#generated/api/model';

/** The campaign's text in the current language, falling back to Polish (the contract's rule). */
export function campaignName(data: CampaignData, locale: string): string {
  const { pl, en } = data.translations;
  return (locale === 'en' ? en?.name : undefined) || pl.name;
}

export { formatMoney } from '../../lib/format';

export type CampaignRow = Campaign;
