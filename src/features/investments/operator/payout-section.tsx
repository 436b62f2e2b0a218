import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { getGetOperatorInvestmentQueryKey, useRecordPayout } from '#generated/api/back-office/back-office';
import type { InvestorProductDetails, PaymentScheduleRow, PayoutInput, PayoutOutcome } from '#generated/api/model';
import { todayIso } from '#schemas/formats/date';
import { formatDate } from '../../../lib/format';
import { useNotifications } from '../../../lib/notifications';
import { formatMoney } from '../../../lib/offer';
import { PAYMENT_STATUS_MESSAGES } from '../../../lib/offer/schedule-messages';
import { ConfirmDialog } from '../../../lib/table';
import { primaryButton } from '../../../lib/ui/styles';
import { FormField } from './form-field';
import { OUTCOME_MESSAGES, payoutMessages as m } from './payout-messages';
import { parseDecimal, splitViolations } from './server-violations';

const FIELDS = ['dueDate', 'paidOn', 'grossInterest', 'principal', 'reason'] as const;
type Field = (typeof FIELDS)[number];
const OUTCOMES: PayoutOutcome[] = ['paid', 'partially-paid', 'cancelled'];

/** What is still open on a row: its amounts less what its payouts paid (cents, to avoid float drift). */
export function openOf(row: PaymentScheduleRow) {
  const rest = (due: number, paid: number) => Math.round(due * 100 - paid * 100) / 100;
  return {
    gross: rest(row.grossInterest, row.paid.grossInterest),
    principal: rest(row.principal, row.paid.principal),
    total: rest(row.total, row.paid.total),
  };
}

const isOpen = (row: PaymentScheduleRow) => row.status !== 'paid' && row.status !== 'cancelled';

/**
 * The operator records what happened to one payment of the schedule (recordPayout): paid in full, partly paid
 * (the amounts), or cancelled (a reason). The form is checked, then confirmed in a dialog naming the payment, the
 * amounts and the investor; the server's violations come back onto their fields. The answer is the investment
 * after the payout, put straight into the page's query (schedule, statuses, timeline).
 */
export function PayoutSection({ details }: { details: InvestorProductDetails }) {
  const intl = useIntl();
  const { notify } = useNotifications();
  const queryClient = useQueryClient();
  const record = useRecordPayout();
  const { investment, schedule } = details;
  const currency = investment.currency;
  const openRows = (schedule?.rows ?? []).filter(isOpen);
  const today = todayIso();
  // The first open payment already due (the one the operator most likely pays), else the next one.
  const firstDue = openRows.find((row) => row.dueDate <= today) ?? openRows[0];
  const [dueDate, setDueDate] = useState(firstDue?.dueDate ?? '');
  const [outcome, setOutcome] = useState<PayoutOutcome>('paid');
  const [paidOn, setPaidOn] = useState(today);
  const [gross, setGross] = useState('');
  const [principal, setPrincipal] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState<PayoutInput | null>(null);

  const row = openRows.find((candidate) => candidate.dueDate === dueDate) ?? firstDue;
  if (investment.status !== 'active') {
    return <p className="text-sm text-gray-700">{intl.formatMessage(m.notActive)}</p>;
  }
  if (!row) return <p className="text-sm text-gray-700">{intl.formatMessage(m.allClosed)}</p>;
  const open = openOf(row);
  const money = (value: number) => formatMoney(value, currency);
  const investorName = details.investor?.name ?? details.investor?.email ?? '';

  const clearError = (field: Field) => {
    setErrors((current) => ({ ...current, [field]: undefined }));
    setAlert(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    const body: PayoutInput = { dueDate: row.dueDate, outcome };
    if (outcome === 'cancelled') {
      body.reason = reason.trim();
    } else {
      body.paidOn = paidOn;
      if (outcome === 'partially-paid') {
        // Empty means nothing of that part; the server wants at least one of them above zero.
        for (const [field, text] of [
          ['grossInterest', gross],
          ['principal', principal],
        ] as const) {
          if (text.trim() === '') continue;
          const value = parseDecimal(text);
          if (value === null) found[field] = intl.formatMessage(m.numberInvalid);
          else body[field] = value;
        }
      }
    }
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length === 0) setPending(body);
  };

  const confirm = async () => {
    if (!pending) return;
    try {
      const after = await record.mutateAsync({ id: investment.id, data: pending });
      queryClient.setQueryData(getGetOperatorInvestmentQueryKey(investment.id), after);
      notify({
        kind: 'success',
        title: intl.formatMessage(m.successTitle),
        message: intl.formatMessage(m.payoutRecorded),
      });
      setGross('');
      setPrincipal('');
      setReason('');
      setDueDate('');
    } catch (error) {
      const { onFields, other } = splitViolations(error, FIELDS, intl);
      setErrors(onFields);
      setAlert(other);
      notify({ kind: 'error', title: intl.formatMessage(m.failedTitle), message: other ?? Object.values(onFields)[0] });
    }
    setPending(null);
  };

  const confirmText = () => {
    if (!pending) return '';
    const base = { number: row.number, date: formatDate(row.dueDate), investor: investorName };
    if (pending.outcome === 'cancelled') {
      return intl.formatMessage(m.confirmCancelled, { ...base, reason: pending.reason ?? '' });
    }
    const on = formatDate(pending.paidOn ?? today);
    if (pending.outcome === 'paid')
      return intl.formatMessage(m.confirmPaid, { ...base, amount: money(open.total), paidOn: on });
    return intl.formatMessage(m.confirmPartial, {
      ...base,
      paidOn: on,
      gross: money(pending.grossInterest ?? 0),
      principal: money(pending.principal ?? 0),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-labelledby="payout-title">
      <div>
        <h3 id="payout-title" className="text-base font-semibold text-gray-900">
          {intl.formatMessage(m.payoutTitle)}
        </h3>
        <p className="mt-1 text-sm text-gray-600">{intl.formatMessage(m.payoutIntro)}</p>
      </div>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <FormField label={intl.formatMessage(m.row)} error={errors.dueDate}>
          {(props) => (
            <select
              {...props}
              value={row.dueDate}
              onChange={(event) => {
                setDueDate(event.target.value);
                clearError('dueDate');
              }}
            >
              {openRows.map((candidate) => (
                <option key={candidate.dueDate} value={candidate.dueDate}>
                  {intl.formatMessage(m.rowOption, {
                    number: candidate.number,
                    date: formatDate(candidate.dueDate),
                    status: intl.formatMessage(PAYMENT_STATUS_MESSAGES[candidate.status]),
                    open: money(openOf(candidate).total),
                  })}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <fieldset className="flex flex-col gap-1.5">
          <legend className="text-sm font-medium text-gray-900">{intl.formatMessage(m.outcome)}</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2 pt-1">
            {OUTCOMES.map((value) => (
              <label key={value} className="inline-flex items-center gap-2 text-sm text-gray-900">
                <input
                  type="radio"
                  name="outcome"
                  value={value}
                  checked={outcome === value}
                  onChange={() => {
                    setOutcome(value);
                    setErrors({});
                    setAlert(null);
                  }}
                />
                {intl.formatMessage(OUTCOME_MESSAGES[value])}
              </label>
            ))}
          </div>
        </fieldset>
        {outcome === 'cancelled' ? (
          <div className="md:col-span-2">
            <FormField label={intl.formatMessage(m.reason)} error={errors.reason}>
              {(props) => (
                <textarea
                  {...props}
                  rows={2}
                  maxLength={1000}
                  value={reason}
                  onChange={(event) => {
                    setReason(event.target.value);
                    clearError('reason');
                  }}
                />
              )}
            </FormField>
          </div>
        ) : (
          <FormField label={intl.formatMessage(m.paidOn)} error={errors.paidOn}>
            {(props) => (
              <input
                {...props}
                type="date"
                value={paidOn}
                onChange={(event) => {
                  setPaidOn(event.target.value);
                  clearError('paidOn');
                }}
              />
            )}
          </FormField>
        )}
        {outcome === 'partially-paid' ? (
          <>
            <FormField
              label={intl.formatMessage(m.grossInterest, { currency })}
              error={errors.grossInterest}
              hint={intl.formatMessage(m.openHint, { gross: money(open.gross), principal: money(open.principal) })}
            >
              {(props) => (
                <input
                  {...props}
                  inputMode="decimal"
                  value={gross}
                  onChange={(event) => {
                    setGross(event.target.value);
                    clearError('grossInterest');
                  }}
                />
              )}
            </FormField>
            <FormField label={intl.formatMessage(m.principal, { currency })} error={errors.principal}>
              {(props) => (
                <input
                  {...props}
                  inputMode="decimal"
                  value={principal}
                  onChange={(event) => {
                    setPrincipal(event.target.value);
                    clearError('principal');
                  }}
                />
              )}
            </FormField>
          </>
        ) : null}
      </div>
      {alert ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {alert}
        </p>
      ) : null}
      <div>
        <button type="submit" className={primaryButton} disabled={record.isPending}>
          {intl.formatMessage(m.submitPayout)}
        </button>
      </div>
      <ConfirmDialog
        open={pending !== null}
        title={intl.formatMessage(m.confirmPayoutTitle)}
        confirmLabel={intl.formatMessage(m.confirmRecord)}
        cancelLabel={intl.formatMessage(m.cancel)}
        destructive={pending?.outcome === 'cancelled'}
        busy={record.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirm()}
      >
        <p>{confirmText()}</p>
      </ConfirmDialog>
    </form>
  );
}
