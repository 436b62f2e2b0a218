import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  useArchiveOffer,
  useConfirmOfferPayment,
  useRejectOffer,
  useWithdrawOfferAgreement,
} from '#generated/api/back-office/back-office';
import {
  getGetCampaignQueryKey,
  getListCampaignOffersQueryKey,
  useListCampaignOffers,
} from '#generated/api/campaigns/campaigns';
import type { Campaign, InvestorOfferRow, InvestorOfferStatus } from '#generated/api/model';
import { compareIsoDates, isIsoDate, todayIso } from '#schemas/formats/date';
import { allowedActions, type OfferAction } from '#schemas/offers/offer-transitions';
import { usePermissions, type OperationId } from '../../lib/auth';
import { getErrorMessage } from '../../lib/errors';
import { inputBorder, inputClass } from '../../lib/forms/rjsf/templates';
import { useNotifications } from '../../lib/notifications';
import { ConfirmDialog, DataTable, useTableState, type DataTableColumn } from '../../lib/table';
import { secondaryButton } from '../../lib/ui/styles';
import { Section } from './campaign-page-shell';
import { formatMoney } from './campaign-text';
import { agreementStatusMessages, m, offerActionsLabel, offerStatusMessages, openInvestmentMessages } from './messages';

type OperatorAction = Extract<OfferAction, 'confirm-payment' | 'reject' | 'withdraw-agreement' | 'archive'>;

const ACTIONS: Record<
  OperatorAction,
  { operation: OperationId; label: MessageDescriptor; confirm: MessageDescriptor; done: MessageDescriptor }
> = {
  'confirm-payment': {
    operation: 'confirmOfferPayment',
    label: m.offerConfirmPayment,
    confirm: m.offerConfirmPaymentConfirm,
    done: m.offerConfirmed,
  },
  reject: { operation: 'rejectOffer', label: m.offerReject, confirm: m.offerRejectConfirm, done: m.offerRejected },
  'withdraw-agreement': {
    operation: 'withdrawOfferAgreement',
    label: m.offerWithdraw,
    confirm: m.offerWithdrawConfirm,
    done: m.offerWithdrawn,
  },
  archive: { operation: 'archiveOffer', label: m.offerArchive, confirm: m.offerArchiveConfirm, done: m.offerArchived },
};
const ORDER: OperatorAction[] = ['confirm-payment', 'reject', 'withdraw-agreement', 'archive'];
const REASON_MIN = 3;
/** The offer statuses that are investments (getOperatorInvestment answers 404 for an offer never accepted). */
const INVESTMENT_STATUSES: ReadonlySet<InvestorOfferStatus> = new Set(['accepted', 'active', 'archived']);

/**
 * The campaign's offers (listCampaignOffers: all of them for an operator) with the operator's actions, offered
 * only when the shared transition policy allows them. Confirming a payment also needs a signed agreement.
 */
export function CampaignOffersSection({ campaign }: { campaign: Campaign }) {
  const intl = useIntl();
  const { can } = usePermissions();
  const { notify } = useNotifications();
  const queryClient = useQueryClient();
  const notSignedId = useId();
  const [pending, setPending] = useState<{ action: OperatorAction; offer: InvestorOfferRow } | null>(null);
  const [paymentDate, setPaymentDate] = useState('');
  const [reason, setReason] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const confirmPayment = useConfirmOfferPayment();
  const reject = useRejectOffer();
  const withdraw = useWithdrawOfferAgreement();
  const archive = useArchiveOffer();
  const busy = confirmPayment.isPending || reject.isPending || withdraw.isPending || archive.isPending;

  const open = (action: OperatorAction, offer: InvestorOfferRow) => {
    setPaymentDate(todayIso());
    setReason('');
    setInputError(null);
    setPending({ action, offer });
  };

  const columns = useMemo<DataTableColumn<InvestorOfferRow>[]>(() => {
    const actionsOf = (offer: InvestorOfferRow) => {
      const allowed = allowedActions(offer.status, 'operator').filter((action): action is OperatorAction =>
        ORDER.includes(action as OperatorAction),
      );
      const actions = ORDER.filter((action) => allowed.includes(action) && can(ACTIONS[action].operation));
      const signed = offer.productAutentiStatus === 'Completed';
      const name = offer.investorName ?? offer.investorEmail;
      // An accepted offer is an investment: its schedule, payouts and reference rates are on its own page.
      const investment =
        INVESTMENT_STATUSES.has(offer.status) && can('getOperatorInvestment') ? (
          <Link
            to={`/app/operator/investments/${offer.id}`}
            aria-label={intl.formatMessage(openInvestmentMessages.of, { name })}
            className={`${secondaryButton} px-3 py-1.5 text-xs`}
          >
            {intl.formatMessage(openInvestmentMessages.label)}
          </Link>
        ) : null;
      if (actions.length === 0 && !investment) return null;
      return (
        <div role="group" aria-label={intl.formatMessage(offerActionsLabel, { name })} className="flex flex-wrap gap-2">
          {investment}
          {actions.map((action) => {
            const disabled = action === 'confirm-payment' && !signed;
            return (
              <button
                key={action}
                type="button"
                className={`${secondaryButton} px-3 py-1.5 text-xs disabled:cursor-not-allowed disabled:opacity-50`}
                disabled={disabled}
                aria-describedby={disabled ? `${notSignedId}-${offer.id}` : undefined}
                onClick={() => open(action, offer)}
              >
                {intl.formatMessage(ACTIONS[action].label)}
              </button>
            );
          })}
          {actions.includes('confirm-payment') && !signed ? (
            <p id={`${notSignedId}-${offer.id}`} className="w-full text-xs text-gray-600">
              {intl.formatMessage(m.offerNotSigned)}
            </p>
          ) : null}
        </div>
      );
    };
    return [
      {
        id: 'investorName',
        header: intl.formatMessage(m.offerInvestor),
        sortable: true,
        filter: { type: 'string' },
        value: (offer) => offer.investorName ?? offer.investorEmail,
      },
      {
        id: 'ownerName',
        header: intl.formatMessage(m.offerAdvisor),
        sortable: true,
        value: (offer) => offer.ownerName ?? '',
      },
      { id: 'productCode', header: intl.formatMessage(m.offerProduct), sortable: true, value: (o) => o.productCode },
      {
        id: 'investmentValue',
        header: intl.formatMessage(m.offerAmount),
        sortable: true,
        className: 'text-right whitespace-nowrap',
        value: (offer) => formatMoney(offer.investmentValue, offer.currency),
      },
      {
        id: 'status',
        header: intl.formatMessage(m.offerStatus),
        value: (offer) => intl.formatMessage(offerStatusMessages[offer.status]),
      },
      {
        id: 'productAutentiStatus',
        header: intl.formatMessage(m.offerAgreement),
        value: (offer) =>
          offer.productAutentiStatus ? intl.formatMessage(agreementStatusMessages[offer.productAutentiStatus]) : '',
      },
      // `value` only marks the cell as filled: the table shows "no value" for an empty one and never calls `cell`.
      { id: 'actions', header: intl.formatMessage(m.offerActions), value: (offer) => offer.id, cell: actionsOf },
    ];
  }, [intl, can, notSignedId]);

  const table = useTableState(columns, { prefix: 'o' });
  const offers = useListCampaignOffers(campaign.id, table.params, {
    query: { placeholderData: keepPreviousData },
  });

  const run = async () => {
    if (!pending) return;
    const { action, offer } = pending;
    if (action === 'confirm-payment') {
      if (!isIsoDate(paymentDate)) return setInputError(intl.formatMessage(m.paymentDateRequired));
      if (compareIsoDates(paymentDate, todayIso()) > 0) return setInputError(intl.formatMessage(m.paymentDateFuture));
    }
    if ((action === 'reject' || action === 'withdraw-agreement') && reason.trim().length < REASON_MIN) {
      return setInputError(intl.formatMessage(m.reasonTooShort));
    }
    try {
      if (action === 'confirm-payment') await confirmPayment.mutateAsync({ id: offer.id, data: { paymentDate } });
      else if (action === 'reject') await reject.mutateAsync({ id: offer.id, data: { reason: reason.trim() } });
      else if (action === 'withdraw-agreement')
        await withdraw.mutateAsync({ id: offer.id, data: { reason: reason.trim() } });
      else await archive.mutateAsync({ id: offer.id });
      notify({
        kind: 'success',
        title: intl.formatMessage(m.success),
        message: intl.formatMessage(ACTIONS[action].done),
      });
    } catch (error) {
      notify({ kind: 'error', title: intl.formatMessage(m.actionFailed), message: getErrorMessage(error, intl) });
    }
    setPending(null);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getListCampaignOffersQueryKey(campaign.id) }),
      queryClient.invalidateQueries({ queryKey: getGetCampaignQueryKey(campaign.id) }),
    ]);
  };

  const action = pending?.action;
  const title = intl.formatMessage(m.offersTitle);
  return (
    <Section title={title}>
      <DataTable label={title} columns={columns} table={table} query={offers} getRowId={(offer) => offer.id} />
      <ConfirmDialog
        open={pending !== null}
        title={action ? intl.formatMessage(ACTIONS[action].label) : ''}
        confirmLabel={action ? intl.formatMessage(ACTIONS[action].label) : ''}
        cancelLabel={intl.formatMessage(m.cancel)}
        destructive={action === 'reject' || action === 'withdraw-agreement'}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => void run()}
      >
        {action ? (
          <div className="flex flex-col gap-3">
            {/* Whose offer and how much, each under its label; the question stands on its own. */}
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-gray-600">{intl.formatMessage(m.dialogInvestor)}</dt>
              <dd className="font-medium text-gray-900">
                {pending?.offer.investorName ?? pending?.offer.investorEmail}
              </dd>
              {pending?.offer.investmentValue !== null && pending?.offer.investmentValue !== undefined ? (
                <>
                  <dt className="text-gray-600">{intl.formatMessage(m.dialogAmount)}</dt>
                  <dd className="font-medium text-gray-900 tabular-nums">
                    {formatMoney(pending.offer.investmentValue, pending.offer.currency)}
                  </dd>
                </>
              ) : null}
            </dl>
            <p>{intl.formatMessage(ACTIONS[action].confirm)}</p>
            {action === 'confirm-payment' ? (
              <DialogInput label={intl.formatMessage(m.paymentDate)} error={inputError}>
                {(props) => (
                  <input
                    {...props}
                    type="date"
                    max={todayIso()}
                    value={paymentDate}
                    onChange={(event) => {
                      setPaymentDate(event.target.value);
                      setInputError(null);
                    }}
                  />
                )}
              </DialogInput>
            ) : null}
            {action === 'reject' || action === 'withdraw-agreement' ? (
              <DialogInput label={intl.formatMessage(m.reason)} error={inputError}>
                {(props) => (
                  <textarea
                    {...props}
                    rows={3}
                    maxLength={1000}
                    value={reason}
                    onChange={(event) => {
                      setReason(event.target.value);
                      setInputError(null);
                    }}
                  />
                )}
              </DialogInput>
            ) : null}
          </div>
        ) : null}
      </ConfirmDialog>
    </Section>
  );
}

function DialogInput({
  label,
  error,
  children,
}: {
  label: string;
  error: string | null;
  children: (props: {
    id: string;
    'aria-invalid': boolean | undefined;
    'aria-describedby': string;
    className: string;
  }) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-gray-900">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': `${id}-error`,
        className: `${inputClass} ${inputBorder(Boolean(error))}`,
      })}
      <p id={`${id}-error`} aria-live="polite" className="min-h-5 text-sm text-red-700">
        {error}
      </p>
    </div>
  );
}
