import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useListReviewOnboardingRequests } from '#generated/api/onboarding-review/onboarding-review';
import type { OnboardingRequestRow } from '#generated/api/model';
import { RequireOperation } from '../../lib/auth';
import { formatDate } from '../../lib/format';
import { DataTable, RowActionsMenu, useTableState, type DataTableColumn } from '../../lib/table';
import { reviewMessages as m, requestStatusMessages } from './review-messages';
import { RequestStatusBadge } from './review-ui';

const STATUSES = ['processing', 'sent', 'viewed', 'finished', 'rejected'] as const;

/**
 * /app/onboarding/requests (see docs/product/onboarding.md): the requests the caller reviews. The server
 * decides which (an advisor their own invitations', a coordinator their networks', the operator the tenant's).
 */
export function OnboardingRequestsPage() {
  return (
    <RequireOperation operation="listReviewOnboardingRequests">
      <OnboardingRequestsList />
    </RequireOperation>
  );
}

function OnboardingRequestsList() {
  const intl = useIntl();
  const columns = useMemo<DataTableColumn<OnboardingRequestRow>[]>(
    () => [
      { id: 'email', header: intl.formatMessage(m.email), sortable: true, filter: { type: 'string' } },
      { id: 'name', header: intl.formatMessage(m.name), sortable: true, filter: { type: 'string' }, truncate: 40 },
      {
        id: 'createdAt',
        header: intl.formatMessage(m.createdAt),
        sortable: true,
        filter: { type: 'date' },
        value: (row) => formatDate(row.createdAt),
      },
      {
        id: 'sourceName',
        header: intl.formatMessage(m.sourceName),
        sortable: true,
        filter: { type: 'string' },
        truncate: 40,
      },
      { id: 'taxNumber', header: intl.formatMessage(m.taxNumber), sortable: true, filter: { type: 'string' } },
      {
        id: 'status',
        header: intl.formatMessage(m.status),
        sortable: true,
        filter: {
          type: 'array',
          operator: 'in',
          options: STATUSES.map((status) => ({
            value: status,
            label: intl.formatMessage(requestStatusMessages[status]),
          })),
        },
        cell: (row) => <RequestStatusBadge status={row.status} />,
      },
    ],
    [intl],
  );

  // No sort in the URL: the server's default (createdAt desc, newest first).
  const table = useTableState(columns);
  const requests = useListReviewOnboardingRequests(table.params, { query: { placeholderData: keepPreviousData } });

  const rowActions = useCallback(
    (row: OnboardingRequestRow) => (
      <RowActionsMenu
        label={intl.formatMessage(m.rowActions, { email: row.email })}
        actions={[{ id: 'open', label: intl.formatMessage(m.open), to: `/app/preview/${row.id}` }]}
      />
    ),
    [intl],
  );

  const title = intl.formatMessage(m.listTitle);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
      <DataTable
        label={title}
        columns={columns}
        table={table}
        query={requests}
        getRowId={(row) => row.id}
        rowActions={rowActions}
        emptyMessage={intl.formatMessage(m.empty)}
      />
    </div>
  );
}
