// The coming-payments chart (recharts, ~100 KB gzip): loaded only by the investor's summary on /app, through a
// dynamic import, so no other page carries it (DESIGN section 10; checked in the build's chunks).
import { useIntl } from 'react-intl';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { UpcomingPaymentMonth } from '#generated/api/model';
import { formatNumber } from '../../lib/format';
import { investmentMessages as m } from './investment-messages';
import { monthLabel } from './month-label';

export interface PaymentsChartProps {
  currency: string;
  /** The months of one currency, in month order. */
  months: readonly UpcomingPaymentMonth[];
  /** The chart's description (what the table next to it also says). */
  description: string;
}

const PRINCIPAL_COLOUR = '#9ca3af';

/** Stacked bars per month: net interest (the tenant's colour) and principal (grey), amounts in the spec's format. */
export function PaymentsChart({ currency, months, description }: PaymentsChartProps) {
  const intl = useIntl();
  const data = months.map((month) => ({
    month: monthLabel(month.month, intl.locale, 'short'),
    netInterest: month.netInterest,
    principal: month.principal,
  }));
  const money = (value: unknown) => `${formatNumber(typeof value === 'number' ? value : Number(value))} ${currency}`;
  return (
    <BarChart
      responsive
      style={{ width: '100%', height: 288 }}
      data={data}
      margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
      title={intl.formatMessage(m.chartCaption, { currency })}
      desc={description}
    >
      <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e5e7eb" />
      <XAxis dataKey="month" tick={{ fontSize: 12, fill: '#4b5563' }} />
      <YAxis
        width={88}
        tick={{ fontSize: 12, fill: '#4b5563' }}
        tickFormatter={(value: number) => formatNumber(value).replace(/,00$/, '')}
      />
      <Tooltip formatter={(value) => money(value)} />
      <Legend />
      <Bar
        dataKey="netInterest"
        name={intl.formatMessage(m.chartNetInterest)}
        stackId="payments"
        fill="var(--color-base)"
      />
      <Bar dataKey="principal" name={intl.formatMessage(m.chartPrincipal)} stackId="payments" fill={PRINCIPAL_COLOUR} />
    </BarChart>
  );
}
