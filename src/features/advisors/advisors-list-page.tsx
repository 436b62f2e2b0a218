import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import {
  getListAdvisorsQueryKey,
  useActivateAdvisor,
  useArchiveAdvisor,
  useListAdvisors,
  useListNetworks,
} from '#generated/api/advisors/advisors';
import type { Advisor, AdvisorStatus } from '#generated/api/model';
import { RequireOperation, useCurrentUser, usePermissions } from '../../lib/auth';
import { getErrorMessage } from '../../lib/errors';
import { useNotifications } from '../../lib/notifications';
import {
  ConfirmDialog,
  DataTable,
  RowActionsMenu,
  useTableState,
  type DataTableColumn,
  type RowAction,
} from '../../lib/table';
import { primaryButton } from '../../lib/ui/styles';
import { canChangeAdvisor } from './advisor-permissions';
import { advisorMessages, statusMessages } from './advisor-messages';

type Action = 'activate' | 'resend' | 'archive';

const STATUS_STYLES: Record<AdvisorStatus, string> = {
  initial: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  deleted: 'bg-gray-100 text-gray-700 ring-gray-500/20',
};

/** /app/advisors (columns and actions: see docs/product/advisors.md). */
export function AdvisorsListPage() {
  return (
    <RequireOperation operation="listAdvisors">
      <AdvisorsList />
    </RequireOperation>
  );
}

function AdvisorsList() {
  const intl = useIntl();
  const { can } = usePermissions();
  const { user } = useCurrentUser();
  const { notify } = useNotifications();
  const queryClient = useQueryClient();
  // A failed network list yields an empty list (see docs/product/requests.md): ids are shown instead of names.
  const networks = useListNetworks({ query: { staleTime: 5 * 60_000 } });
  const networkNames = useMemo(
    () => new Map((networks.data ?? []).map((network) => [network.id, network.name])),
    [networks.data],
  );

  const columns = useMemo<DataTableColumn<Advisor>[]>(
    () => [
      {
        id: 'firstName',
        header: intl.formatMessage(advisorMessages.firstName),
        sortable: true,
        filter: { type: 'string' },
        truncate: 30,
      },
      {
        id: 'surname',
        header: intl.formatMessage(advisorMessages.surname),
        sortable: true,
        filter: { type: 'string' },
        truncate: 30,
      },
      {
        id: 'email',
        header: intl.formatMessage(advisorMessages.email),
        sortable: true,
        filter: { type: 'string' },
      },
      {
        id: 'brokerNetworkIds',
        header: intl.formatMessage(advisorMessages.networks),
        filter: {
          type: 'array',
          operator: 'contain',
          options: (networks.data ?? []).map((network) => ({ value: network.id, label: network.name })),
        },
        value: (advisor) => advisor.brokerNetworkIds.map((id) => networkNames.get(id) ?? id),
      },
      {
        id: 'status',
        header: intl.formatMessage(advisorMessages.status),
        sortable: true,
        filter: {
          type: 'array',
          operator: 'in',
          options: (['initial', 'active', 'deleted'] as const).map((status) => ({
            value: status,
            label: intl.formatMessage(statusMessages[status]),
          })),
        },
        cell: (advisor) => (
          <span
            className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${STATUS_STYLES[advisor.status]}`}
          >
            {intl.formatMessage(statusMessages[advisor.status])}
          </span>
        ),
      },
    ],
    [intl, networks.data, networkNames],
  );

  const table = useTableState(columns);
  const advisors = useListAdvisors(table.params, { query: { placeholderData: keepPreviousData } });

  const [pending, setPending] = useState<{ action: Action; advisor: Advisor } | null>(null);
  const activate = useActivateAdvisor();
  const archive = useArchiveAdvisor();
  const busy = activate.isPending || archive.isPending;

  const confirm = async () => {
    if (!pending) return;
    const { action, advisor } = pending;
    try {
      // One operation behind "activate" (an archived advisor) and "send the activation mail again" (a new one).
      let message: string;
      if (action === 'archive') {
        await archive.mutateAsync({ id: advisor.id });
        message = intl.formatMessage(advisorMessages.archived);
      } else {
        // Say what happened: an archived advisor with a password is active again; anyone else got an e-mail.
        const result = await activate.mutateAsync({ id: advisor.id });
        message =
          result.status === 'active'
            ? intl.formatMessage(advisorMessages.reactivated)
            : action === 'resend'
              ? intl.formatMessage(advisorMessages.resent)
              : intl.formatMessage(advisorMessages.activationSent, { email: result.email });
      }
      notify({ kind: 'success', title: intl.formatMessage(advisorMessages.success), message });
    } catch (error) {
      notify({
        kind: 'error',
        title: intl.formatMessage(advisorMessages.actionFailed),
        message: getErrorMessage(error, intl),
      });
    } finally {
      setPending(null);
      await queryClient.invalidateQueries({ queryKey: getListAdvisorsQueryKey() });
    }
  };

  const rowActions = useCallback(
    (advisor: Advisor) => {
      const name = `${advisor.firstName} ${advisor.surname}`;
      const changeable = canChangeAdvisor(user, advisor);
      const actions: RowAction[] = [];
      if (changeable && can('updateAdvisor')) {
        actions.push({
          id: 'edit',
          label: intl.formatMessage(advisorMessages.edit),
          to: `/app/advisors/${advisor.id}`,
        });
      }
      if (changeable && can('activateAdvisor') && advisor.status === 'deleted') {
        actions.push({
          id: 'activate',
          label: intl.formatMessage(advisorMessages.activate),
          onSelect: () => setPending({ action: 'activate', advisor }),
        });
      }
      if (changeable && can('activateAdvisor') && advisor.status === 'initial') {
        actions.push({
          id: 'resend',
          label: intl.formatMessage(advisorMessages.resend),
          onSelect: () => setPending({ action: 'resend', advisor }),
        });
      }
      // Nobody archives themself (the server answers 409).
      if (changeable && can('archiveAdvisor') && advisor.status !== 'deleted' && advisor.id !== user?.id) {
        actions.push({
          id: 'archive',
          label: intl.formatMessage(advisorMessages.archive),
          destructive: true,
          onSelect: () => setPending({ action: 'archive', advisor }),
        });
      }
      return <RowActionsMenu label={intl.formatMessage(advisorMessages.rowActions, { name })} actions={actions} />;
    },
    [intl, can, user],
  );

  const title = intl.formatMessage(advisorMessages.listTitle);
  // Back from the form after saving: the focus lands on the heading, not on <body>.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = (useLocation().state as { focusHeading?: boolean } | null)?.focusHeading === true;
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);
  const pendingName = pending ? `${pending.advisor.firstName} ${pending.advisor.surname}` : '';

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-gray-900 focus:outline-none">
        {title}
      </h1>
      <DataTable
        label={title}
        columns={columns}
        table={table}
        query={advisors}
        getRowId={(advisor) => advisor.id}
        rowActions={rowActions}
        toolbar={
          can('createAdvisor') ? (
            <Link to="/app/advisors/new" className={primaryButton}>
              {intl.formatMessage(advisorMessages.add)}
            </Link>
          ) : null
        }
      />
      <ConfirmDialog
        open={pending !== null}
        title={
          pending
            ? intl.formatMessage(
                {
                  activate: advisorMessages.activate,
                  resend: advisorMessages.resend,
                  archive: advisorMessages.archive,
                }[pending.action],
              )
            : ''
        }
        confirmLabel={
          pending
            ? intl.formatMessage(
                {
                  activate: advisorMessages.activate,
                  resend: advisorMessages.resend,
                  archive: advisorMessages.archive,
                }[pending.action],
              )
            : ''
        }
        cancelLabel={intl.formatMessage(advisorMessages.cancel)}
        destructive={pending?.action === 'archive'}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirm()}
      >
        {pending?.action === 'activate'
          ? intl.formatMessage(advisorMessages.activateConfirm, { name: pendingName })
          : pending?.action === 'resend'
            ? intl.formatMessage(advisorMessages.resendConfirm, { email: pending.advisor.email })
            : pending
              ? intl.formatMessage(advisorMessages.archiveConfirm, { name: pendingName })
              : null}
      </ConfirmDialog>
    </div>
  );
}
