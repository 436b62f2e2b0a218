import { useIntl } from 'react-intl';
import type { Campaign, CampaignStatus, CampaignTranslation, Currency } from '#generated/api/model';
import { formatMoney } from '../../lib/format';
import { useBranding } from '../../lib/theme';

/** The active tab of /app/offers and the statuses it shows (scheduled + active; completed + inactive). */
export type CampaignTab = 'active' | 'archived';
export const TAB_STATUSES: Record<CampaignTab, CampaignStatus[]> = {
  active: ['scheduled', 'active'],
  archived: ['completed', 'inactive'],
};

/** The campaign's texts in the UI language, falling back to PL (see docs/product/branding.md). */
export function useCampaignText(): (campaign: Pick<Campaign, 'data'>) => CampaignTranslation {
  const { locale } = useIntl();
  return (campaign) => {
    const { translations } = campaign.data;
    return (locale === 'en' ? translations.en : undefined) ?? translations.pl;
  };
}

/**
 * "1 234 567,89 PLN": the spec's number format (see docs/product/formats.md) and the ISO currency code, the same in every
 * language (so not a message: a "{amount} {currency}" message would match any English line in the e2e text audit).
 */
export function formatAmount(amount: number | null | undefined, currency: Currency): string {
  return formatMoney(amount, currency);
}

/** formatAmount, as the pages have used it. */
export function useFormatAmount(): typeof formatAmount {
  return formatAmount;
}

/** The campaign's image, or the tenant's debt/equity placeholder (null when neither is set). */
export function useCampaignImage(): (campaign: Pick<Campaign, 'imageUrl' | 'type'>) => string | null {
  const branding = useBranding();
  return (campaign) =>
    campaign.imageUrl ?? (campaign.type === 'equity' ? branding.equityPlaceholder : branding.debtPlaceholder) ?? null;
}

/** Percent of the target raised, 0..100 (a target of 0 shows 0). */
export function raisedPercent(campaign: Pick<Campaign, 'raisedAmount' | 'targetAmount'>): number {
  if (campaign.targetAmount <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((campaign.raisedAmount / campaign.targetAmount) * 100)));
}

export const STATUS_STYLES: Record<CampaignStatus, string> = {
  scheduled: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  completed: 'bg-gray-100 text-gray-700 ring-gray-500/20',
  inactive: 'bg-amber-50 text-amber-800 ring-amber-600/20',
};

export const badge = 'inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset';
