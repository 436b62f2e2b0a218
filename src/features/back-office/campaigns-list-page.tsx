import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useListCampaigns } from '#generated/api/campaigns/campaigns';
import type { Campaign, CampaignStatus } from '#generated/api/model';
import { RequireOperation, usePermissions } from '../../lib/auth';
import { formatDate } from '../../lib/format';
import { DataTable, RowActionsMenu, useTableState, type DataTableColumn, type RowAction } from '../../lib/table';
import { primaryButton } from '../../lib/ui/styles';
import { CampaignStatusBadge } from './campaign-status-badge';
import { campaignName, formatMoney } from './campaign-text';
import { campaignStatusMessages, m, offerActionsLabel } from './messages';

const STATUSES: CampaignStatus[] = ['scheduled', 'active', 'completed', 'inactive'];

/**
 * /app/campaigns: the operator's campaigns (listCampaigns with scope=network: every campaign of the tenant),
 * with their status (scheduled, active, completed, inactive) and a way to create one.
 */
export function CampaignsListPage() {
  return (
    <RequireOperation operation="createCampaign">
      <CampaignsList />
    </RequireOperation>
  );
}

function CampaignsList() {
  const intl = useIntl();
  const { can } = usePermissions();
  const columns = useMemo<DataTableColumn<Campaign>[]>(
    () => [
      {
        id: 'name',
        header: intl.formatMessage(m.columnName),
        filter: { type: 'string' },
        value: (campaign) => campaignName(campaign.data, intl.locale),
        cell: (campaign) => (
          <Link
            to={`/app/campaigns/${campaign.id}`}
            className="font-medium text-gray-900 underline-offset-4 hover:underline"
          >
            {campaignName(campaign.data, intl.locale)}
          </Link>
        ),
      },
      {
        id: 'type',
        header: intl.formatMessage(m.columnType),
        sortable: true,
        filter: {
          type: 'array',
          operator: 'in',
          options: [
            { value: 'debt', label: intl.formatMessage(m.typeDebt) },
            { value: 'equity', label: intl.formatMessage(m.typeEquity) },
          ],
        },
        value: (campaign) => intl.formatMessage(campaign.type === 'debt' ? m.typeDebt : m.typeEquity),
      },
      {
        id: 'status',
        header: intl.formatMessage(m.columnStatus),
        sortable: true,
        filter: {
          type: 'array',
          operator: 'in',
          options: STATUSES.map((status) => ({
            value: status,
            label: intl.formatMessage(campaignStatusMessages[status]),
          })),
        },
        value: (campaign) => campaign.status,
        cell: (campaign) => <CampaignStatusBadge status={campaign.status} />,
      },
      {
        id: 'startDate',
        header: intl.formatMessage(m.columnStart),
        sortable: true,
        value: (campaign) => formatDate(campaign.startDate),
      },
      {
        id: 'endDate',
        header: intl.formatMessage(m.columnEnd),
        sortable: true,
        value: (campaign) => formatDate(campaign.endDate),
      },
      {
        id: 'targetAmount',
        header: intl.formatMessage(m.columnTarget),
        className: 'text-right whitespace-nowrap',
        value: (campaign) => formatMoney(campaign.targetAmount, campaign.currency),
      },
      {
        id: 'raisedAmount',
        header: intl.formatMessage(m.columnRaised),
        className: 'text-right whitespace-nowrap',
        value: (campaign) => formatMoney(campaign.raisedAmount, campaign.currency),
      },
    ],
    [intl],
  );
  const table = useTableState(columns);
  const campaigns = useListCampaigns(
    { ...table.params, scope: 'network' },
    { query: { placeholderData: keepPreviousData } },
  );
  const rowActions = useCallback(
    (campaign: Campaign) => {
      const actions: RowAction[] = can('updateCampaign')
        ? [{ id: 'edit', label: intl.formatMessage(m.edit), to: `/app/campaigns/${campaign.id}` }]
        : [];
      return (
        <RowActionsMenu
          label={intl.formatMessage(offerActionsLabel, { name: campaignName(campaign.data, intl.locale) })}
          actions={actions}
        />
      );
    },
    [can, intl],
  );
  const title = intl.formatMessage(m.listTitle);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
      <DataTable
        label={title}
        columns={columns}
        table={table}
        query={campaigns}
        getRowId={(campaign) => campaign.id}
        rowActions={rowActions}
        toolbar={
          can('createCampaign') ? (
            <Link to="/app/campaigns/new" className={primaryButton}>
              {intl.formatMessage(m.newCampaign)}
            </Link>
          ) : null
        }
      />
    </div>
  );
}
