import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import {
  getListOutgoingMailQueryKey,
  useListOutgoingMail,
  useRetryOutgoingMail,
} from '#generated/api/outgoing-mail/outgoing-mail';
import type { OutgoingMail, OutgoingMailStatus } from '#generated/api/model';
import { RequireOperation } from '../../lib/auth';
import { getErrorMessage } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { useNotifications } from '../../lib/notifications';
import { DataTable, RowActionsMenu, useTableState, type DataTableColumn } from '../../lib/table';
import { focusRing } from '../../lib/ui/styles';

const m = defineMessages({
  title: { id: 'outgoingMail.title', defaultMessage: 'Outgoing e-mail' },
  intro: {
    id: 'outgoingMail.intro',
    defaultMessage:
      'Every e-mail the platform sends, newest first. A message that could not be delivered is retried for several hours; after the last attempt it is marked as failed and waits here until you send it again.',
  },
  statusFilter: { id: 'outgoingMail.statusFilter', defaultMessage: 'Show' },
  allStatuses: { id: 'outgoingMail.allStatuses', defaultMessage: 'All' },
  columnCreated: { id: 'outgoingMail.columnCreated', defaultMessage: 'Written' },
  columnRecipient: { id: 'outgoingMail.columnRecipient', defaultMessage: 'Recipient' },
  columnSubject: { id: 'outgoingMail.columnSubject', defaultMessage: 'Subject' },
  columnStatus: { id: 'outgoingMail.columnStatus', defaultMessage: 'Status' },
  columnAttempts: { id: 'outgoingMail.columnAttempts', defaultMessage: 'Attempts' },
  columnLastError: { id: 'outgoingMail.columnLastError', defaultMessage: 'Last error' },
  columnSent: { id: 'outgoingMail.columnSent', defaultMessage: 'Sent' },
  retry: { id: 'outgoingMail.retry', defaultMessage: 'Send again' },
  retried: { id: 'outgoingMail.retried', defaultMessage: 'The e-mail is queued again' },
  retryFailed: { id: 'outgoingMail.retryFailed', defaultMessage: 'The e-mail could not be queued again' },
  empty: { id: 'outgoingMail.empty', defaultMessage: 'No e-mail yet.' },
});

const actionsLabel = defineMessage<{ recipient: string }>({
  id: 'outgoingMail.actions',
  defaultMessage: 'Actions for the e-mail to {recipient}',
});

const statusMessages = defineMessages<OutgoingMailStatus, MessageDescriptor>({
  pending: { id: 'outgoingMail.status.pending', defaultMessage: 'Waiting' },
  sending: { id: 'outgoingMail.status.sending', defaultMessage: 'Sending' },
  sent: { id: 'outgoingMail.status.sent', defaultMessage: 'Sent' },
  failed: { id: 'outgoingMail.status.failed', defaultMessage: 'Failed' },
});

const STATUSES: OutgoingMailStatus[] = ['pending', 'sending', 'sent', 'failed'];

const STATUS_STYLE: Record<OutgoingMailStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  sending: 'bg-blue-50 text-blue-800 ring-blue-200',
  sent: 'bg-green-50 text-green-800 ring-green-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};

/**
 * /app/operator/mail: the tenant's outgoing e-mail with each message's status, attempts and last error
 * (listOutgoingMail, 20 a page), and "Send again" for a failed one (retryOutgoingMail). Operators only.
 */
export function OutgoingMailPage() {
  return (
    <RequireOperation operation="listOutgoingMail">
      <OutgoingMailList />
    </RequireOperation>
  );
}

function OutgoingMailList() {
  const intl = useIntl();
  const { notify } = useNotifications();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<OutgoingMailStatus | ''>('');
  const columns = useMemo<DataTableColumn<OutgoingMail>[]>(
    () => [
      {
        id: 'createdAt',
        header: intl.formatMessage(m.columnCreated),
        className: 'whitespace-nowrap',
        value: (mail) => formatDateTime(mail.createdAt),
      },
      { id: 'recipient', header: intl.formatMessage(m.columnRecipient), truncate: 40 },
      { id: 'subject', header: intl.formatMessage(m.columnSubject), truncate: 60 },
      {
        id: 'status',
        header: intl.formatMessage(m.columnStatus),
        value: (mail) => mail.status,
        cell: (mail) => (
          <span
            className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${STATUS_STYLE[mail.status]}`}
          >
            {intl.formatMessage(statusMessages[mail.status])}
          </span>
        ),
      },
      {
        id: 'attempts',
        header: intl.formatMessage(m.columnAttempts),
        className: 'text-right',
        value: (mail) => String(mail.attempts),
      },
      { id: 'lastError', header: intl.formatMessage(m.columnLastError), truncate: 60 },
      {
        id: 'sentAt',
        header: intl.formatMessage(m.columnSent),
        className: 'whitespace-nowrap',
        value: (mail) => (mail.sentAt ? formatDateTime(mail.sentAt) : null),
      },
    ],
    [intl],
  );
  const table = useTableState(columns);
  const mails = useListOutgoingMail(
    { limit: table.params.limit, offset: table.params.offset, ...(status && { status }) },
    { query: { placeholderData: keepPreviousData } },
  );
  const retry = useRetryOutgoingMail({
    mutation: {
      onSuccess: () => {
        notify({ kind: 'success', title: intl.formatMessage(m.retried) });
        void queryClient.invalidateQueries({ queryKey: getListOutgoingMailQueryKey() });
      },
      onError: (error) =>
        notify({ kind: 'error', title: intl.formatMessage(m.retryFailed), message: getErrorMessage(error, intl) }),
    },
  });
  const rowActions = useCallback(
    (mail: OutgoingMail) => (
      <RowActionsMenu
        label={intl.formatMessage(actionsLabel, { recipient: mail.recipient })}
        actions={
          mail.status === 'failed'
            ? [{ id: 'retry', label: intl.formatMessage(m.retry), onSelect: () => retry.mutate({ id: mail.id }) }]
            : []
        }
      />
    ),
    [intl, retry],
  );
  const title = intl.formatMessage(m.title);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
        <p className="max-w-3xl text-sm text-gray-600">{intl.formatMessage(m.intro)}</p>
      </div>
      <DataTable
        label={title}
        columns={columns}
        table={table}
        query={mails}
        getRowId={(mail) => mail.id}
        rowActions={rowActions}
        emptyMessage={intl.formatMessage(m.empty)}
        toolbar={
          <label className="flex items-center gap-2 text-sm text-gray-700">
            {intl.formatMessage(m.statusFilter)}
            <select
              className={`rounded-md border border-gray-300 bg-white px-3 py-2 text-sm ${focusRing}`}
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as OutgoingMailStatus | '');
                table.setPage(1);
              }}
            >
              <option value="">{intl.formatMessage(m.allStatuses)}</option>
              {STATUSES.map((value) => (
                <option key={value} value={value}>
                  {intl.formatMessage(statusMessages[value])}
                </option>
              ))}
            </select>
          </label>
        }
      />
    </div>
  );
}
