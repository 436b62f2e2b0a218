import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PaymentScheduleRow, PaymentStatus, ScheduleRow, ScheduleTotals } from '#generated/api/model';
import { formatDate, formatDecimal, formatPercentNumber } from '../format';
import { ScrollRegion } from '../ui/scroll-region';
import { scheduleMessages as s } from './schedule-messages';
import { useValueLabels } from './value-labels';

/** A schedule row as the preview has it, or with its status and payouts as an investment has it. */
export type ScheduleTableRow = ScheduleRow &
  Partial<Pick<PaymentScheduleRow, 'status' | 'paid' | 'paidOn' | 'cancellationReason'>>;

export interface ScheduleTableProps {
  /** The table's caption (its accessible name). */
  caption: string;
  currency: string;
  rows: readonly ScheduleTableRow[];
  totals: ScheduleTotals;
  /** Adds the status and paid columns (an investment's schedule). */
  withStatus?: boolean;
}

const STATUS_STYLES: Record<PaymentStatus, string> = {
  scheduled: 'bg-sky-50 text-sky-800 ring-sky-200',
  unpaid: 'bg-red-50 text-red-800 ring-red-200',
  paid: 'bg-green-50 text-green-800 ring-green-200',
  'partially-paid': 'bg-amber-50 text-amber-900 ring-amber-200',
  cancelled: 'bg-gray-100 text-gray-700 ring-gray-300',
};

/** A schedule row's status as a badge (see docs/product/investor-panel.md). */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const labels = useValueLabels();
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STATUS_STYLES[status]}`}
    >
      {labels.paymentStatus(status)}
    </span>
  );
}

const th = 'px-3 py-2 font-semibold whitespace-nowrap';
const amount = 'px-3 py-2 text-right whitespace-nowrap tabular-nums';

/**
 * A payment schedule as a table: each period (dates, days, rate, gross interest, tax, net, principal and what is
 * paid that day), the estimated rows marked and explained under the table, and the totals in the footer. Amounts
 * in the spec's number format, the currency named once in the caption.
 */
export function ScheduleTable({ caption, currency, rows, totals, withStatus = false }: ScheduleTableProps) {
  const intl = useIntl();
  const estimated = rows.some((row) => row.estimated);
  const legendId = useId();
  const cell = (value: number): ReactNode => formatDecimal(value);

  return (
    <div className="flex flex-col gap-2">
      {/* Wider than a phone: it scrolls sideways, and takes the focus so a keyboard scrolls it too. */}
      <ScrollRegion label={caption} className="rounded-xl border border-gray-200 bg-white">
        <table className="min-w-full divide-y divide-gray-200 text-sm">
          <caption className="px-3 py-2 text-left text-sm text-gray-600">
            <span className="font-semibold text-gray-900">{caption}</span>{' '}
            {intl.formatMessage(s.amountsIn, { currency })}
          </caption>
          <thead className="bg-gray-50 text-left text-xs tracking-wide text-gray-600 uppercase">
            <tr>
              <th scope="col" className={th}>
                {intl.formatMessage(s.number)}
              </th>
              <th scope="col" className={th}>
                {intl.formatMessage(s.period)}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {intl.formatMessage(s.days)}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {intl.formatMessage(s.rate)}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {intl.formatMessage(s.gross)}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {intl.formatMessage(s.tax)}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {intl.formatMessage(s.net)}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {intl.formatMessage(s.principal)}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {intl.formatMessage(s.total)}
              </th>
              {withStatus ? (
                <>
                  <th scope="col" className={th}>
                    {intl.formatMessage(s.status)}
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    {intl.formatMessage(s.paid)}
                  </th>
                </>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {rows.map((row) => (
              <tr key={row.number} className={row.status === 'cancelled' ? 'text-gray-500' : 'text-gray-900'}>
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {row.number}
                </th>
                <td className="px-3 py-2 whitespace-nowrap">
                  {intl.formatMessage(s.periodValue, {
                    start: formatDate(row.periodStart),
                    end: formatDate(row.dueDate),
                  })}
                </td>
                <td className={amount}>{row.days}</td>
                <td className={amount}>
                  {intl.formatMessage(s.rateValue, { rate: formatPercentNumber(row.ratePercent) })}
                  {row.estimated ? (
                    <span
                      className="ml-1 rounded bg-amber-100 px-1 text-xs font-semibold text-amber-900"
                      aria-describedby={legendId}
                    >
                      {intl.formatMessage(s.estimated)}
                    </span>
                  ) : null}
                </td>
                <td className={amount}>{cell(row.grossInterest)}</td>
                <td className={amount}>{cell(row.tax)}</td>
                <td className={amount}>{cell(row.netInterest)}</td>
                <td className={amount}>{cell(row.principal)}</td>
                <td className={`${amount} font-semibold`}>{cell(row.total)}</td>
                {withStatus ? (
                  <>
                    <td className="px-3 py-2">
                      {row.status ? <PaymentStatusBadge status={row.status} /> : null}
                      {row.status === 'cancelled' && row.cancellationReason ? (
                        <span className="mt-1 block text-xs text-gray-600">
                          {intl.formatMessage(s.cancelledReason, { reason: row.cancellationReason })}
                        </span>
                      ) : null}
                    </td>
                    <td className={amount}>
                      {row.paid && row.paid.total > 0 ? (
                        <>
                          {cell(row.paid.total)}
                          {row.paidOn ? (
                            <span className="block text-xs text-gray-600">
                              {intl.formatMessage(s.paidOn, { date: formatDate(row.paidOn) })}
                            </span>
                          ) : null}
                        </>
                      ) : null}
                    </td>
                  </>
                ) : null}
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-gray-200 bg-gray-50 font-semibold text-gray-900">
            <tr>
              <th scope="row" colSpan={4} className="px-3 py-2 text-left">
                {intl.formatMessage(s.totalsRow)}
              </th>
              <td className={amount}>{cell(totals.grossInterest)}</td>
              <td className={amount}>{cell(totals.tax)}</td>
              <td className={amount}>{cell(totals.netInterest)}</td>
              <td className={amount}>{cell(totals.principal)}</td>
              <td className={amount}>{cell(totals.total)}</td>
              {withStatus ? <td colSpan={2} /> : null}
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
      {estimated ? (
        <p id={legendId} className="text-xs text-gray-600">
          <span className="mr-1 rounded bg-amber-100 px-1 font-semibold text-amber-900">
            {intl.formatMessage(s.estimated)}
          </span>
          {intl.formatMessage(s.estimatedLegend)}
        </p>
      ) : null}
    </div>
  );
}
