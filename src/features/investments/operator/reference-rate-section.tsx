import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  getGetOperatorInvestmentQueryKey,
  getListReferenceRatesQueryKey,
  useListReferenceRates,
  useRecordReferenceRate,
} from '#generated/api/back-office/back-office';
import type { InvestorProduct, ReferenceRateInput } from '#generated/api/model';
import { todayIso } from '#schemas/formats/date';
import { getErrorMessage } from '../../../lib/errors';
import { formatDate, formatDateTime, formatPercentNumber } from '../../../lib/format';
import { useNotifications } from '../../../lib/notifications';
import { ConfirmDialog } from '../../../lib/table';
import { primaryButton } from '../../../lib/ui/styles';
import { FormField } from './form-field';
import { payoutMessages as m } from './payout-messages';
import { parseDecimal, splitViolations } from './server-violations';

const FIELDS = ['date', 'value'] as const;
type Field = (typeof FIELDS)[number];
const th = 'px-3 py-2 font-semibold whitespace-nowrap';

/**
 * A Variable product's reference rate (listReferenceRates, recordReferenceRate): the recorded fixings, and a form
 * for a new value from a date, confirmed in a dialog. Recording one recalculates the schedules of the product's
 * investments and adds an event to their timelines, so this investment is loaded again afterwards.
 */
export function ReferenceRateSection({ investment }: { investment: InvestorProduct }) {
  const intl = useIntl();
  const { notify } = useNotifications();
  const queryClient = useQueryClient();
  const { product } = investment;
  const rates = useListReferenceRates(product.id, { query: { retry: false } });
  const record = useRecordReferenceRate();
  const [date, setDate] = useState(todayIso());
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState<ReferenceRateInput | null>(null);
  const name = rates.data?.referenceRateName ?? product.referenceRate?.name ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseDecimal(value);
    setAlert(null);
    if (parsed === null) return setErrors({ value: intl.formatMessage(m.numberInvalid) });
    setErrors({});
    setPending({ date, value: parsed });
  };

  const confirm = async () => {
    if (!pending) return;
    try {
      const history = await record.mutateAsync({ id: product.id, data: pending });
      queryClient.setQueryData(getListReferenceRatesQueryKey(product.id), history);
      await queryClient.invalidateQueries({ queryKey: getGetOperatorInvestmentQueryKey(investment.id) });
      notify({ kind: 'success', title: intl.formatMessage(m.successTitle), message: intl.formatMessage(m.rateSaved) });
      setValue('');
    } catch (error) {
      const { onFields, other } = splitViolations(error, FIELDS, intl);
      setErrors(onFields);
      setAlert(other);
      notify({ kind: 'error', title: intl.formatMessage(m.failedTitle), message: other ?? Object.values(onFields)[0] });
    }
    setPending(null);
  };

  return (
    <section aria-labelledby="reference-rate-title" className="flex flex-col gap-4">
      <div>
        <h3 id="reference-rate-title" className="text-base font-semibold text-gray-900">
          {intl.formatMessage(m.ratesTitle, { name })}
        </h3>
        {rates.data ? (
          <p className="mt-1 text-sm text-gray-600">
            {intl.formatMessage(m.ratesIntro, { margin: formatPercentNumber(rates.data.margin) })}
          </p>
        ) : null}
      </div>
      {rates.isPending ? (
        <p role="status" className="text-sm text-gray-600">
          {intl.formatMessage(m.ratesLoading)}
        </p>
      ) : rates.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {getErrorMessage(rates.error, intl)}
        </p>
      ) : (
        <div className="relative overflow-x-auto rounded-xl border border-gray-200 bg-white">
          <table className="min-w-full divide-y divide-gray-200 text-sm">
            <caption className="sr-only">{intl.formatMessage(m.ratesCaption, { name })}</caption>
            <thead className="bg-gray-50 text-left text-xs tracking-wide text-gray-600 uppercase">
              <tr>
                <th scope="col" className={th}>
                  {intl.formatMessage(m.rateDate)}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {intl.formatMessage(m.rateValue)}
                </th>
                <th scope="col" className={th}>
                  {intl.formatMessage(m.rateRecorded)}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {rates.data.fixings.map((fixing) => (
                <tr key={fixing.date}>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDate(fixing.date)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatPercentNumber(fixing.value)}</td>
                  <td className="px-3 py-2 text-gray-700">
                    {fixing.recordedAt
                      ? intl.formatMessage(m.rateRecordedValue, {
                          date: formatDateTime(fixing.recordedAt),
                          who: fixing.recordedBy ?? '',
                        })
                      : intl.formatMessage(m.rateProductValue)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-labelledby="reference-rate-title">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <FormField label={intl.formatMessage(m.rateDate)} error={errors.date}>
            {(props) => (
              <input
                {...props}
                type="date"
                value={date}
                onChange={(event) => {
                  setDate(event.target.value);
                  setErrors((current) => ({ ...current, date: undefined }));
                }}
              />
            )}
          </FormField>
          <FormField label={intl.formatMessage(m.rateValue)} error={errors.value}>
            {(props) => (
              <input
                {...props}
                inputMode="decimal"
                value={value}
                onChange={(event) => {
                  setValue(event.target.value);
                  setErrors((current) => ({ ...current, value: undefined }));
                }}
              />
            )}
          </FormField>
        </div>
        {alert ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {alert}
          </p>
        ) : null}
        <div>
          <button type="submit" className={primaryButton} disabled={record.isPending}>
            {intl.formatMessage(m.submitRate)}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={pending !== null}
        title={intl.formatMessage(m.confirmRateTitle)}
        confirmLabel={intl.formatMessage(m.confirmRecord)}
        cancelLabel={intl.formatMessage(m.cancel)}
        busy={record.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirm()}
      >
        <p>
          {pending
            ? intl.formatMessage(m.confirmRate, {
                name,
                value: formatPercentNumber(pending.value),
                date: formatDate(pending.date),
                code: product.code,
              })
            : null}
        </p>
      </ConfirmDialog>
    </section>
  );
}
