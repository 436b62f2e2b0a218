import { useIntl } from 'react-intl';
import type { CampaignStatus } from '#generated/api/model';
import { campaignStatusMessages } from './messages';

const STATUS_STYLES: Record<CampaignStatus, string> = {
  scheduled: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  completed: 'bg-gray-100 text-gray-700 ring-gray-500/20',
  inactive: 'bg-amber-50 text-amber-900 ring-amber-600/20',
};

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const intl = useIntl();
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${STATUS_STYLES[status]}`}
    >
      {intl.formatMessage(campaignStatusMessages[status])}
    </span>
  );
}
