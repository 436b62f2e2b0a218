// The coming-payments chart (recharts, ~100 KB gzip): loaded only by the investor's summary on /app, through a
// dynamic import, so no other page carries it (docs/product/budgets.md; checked in the build's chunks).
import { useIntl } from 'react-intl';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { UpcomingPaymentMonth } from '#generated/api/model';
import { formatDecimal } from '../../lib/format';
import { ScrollRegion } from '../../lib/ui/scroll-region';
import { investmentMessages as m } from './investment-messages';
import { monthLabel } from './month-label';

export interface PaymentsChartProps {
  currency: string;
  /** The months of one currency, in month order. */
  months: readonly UpcomingPaymentMonth[];
  /** The chart's description (what the table next to it also says). */
  description: string;
}

const PRINCIPAL_COLOUR = '#64748b';
const AXIS_TICK = { fontSize: 12, fill: '#4b5563' };
const AXIS_WIDTH = 80;

/**
 * Bars per month: net interest (the tenant's colour, left axis) and the principal repaid (slate, right axis). Two
 * axes, because a principal of thousands beside monthly interest of tens would leave the interest bars flat on
 * one scale; the legend and the axis titles say which is which, and the table beside the chart has the figures.
 */
export function PaymentsChart({ currency, months, description }: PaymentsChartProps) {
  const intl = useIntl();
  const data = months.map((month) => ({
    month: monthLabel(month.month, intl.locale, 'short'),
    netInterest: month.netInterest,
    principal: month.principal,
  }));
  const withPrincipal = months.some((month) => month.principal > 0);
  const interestName = intl.formatMessage(m.chartNetInterest);
  const principalName = intl.formatMessage(m.chartPrincipal);
  const money = (value: unknown) => `${formatDecimal(typeof value === 'number' ? value : Number(value))} ${currency}`;
  const tick = (value: number) => formatDecimal(value).replace(/,00$/, '');
  // Each month keeps room for readable bars: on a phone, twelve months in the ~170 px left between two axes made
  // hairlines; the chart then scrolls sideways in its box (focusable, so a keyboard scrolls it too).
  const minWidth = 2 * AXIS_WIDTH + months.length * (withPrincipal ? 48 : 32);
  return (
    <ScrollRegion label={intl.formatMessage(m.chartCaption, { currency })} className="rounded-md">
      <BarChart
        responsive
        style={{ width: '100%', minWidth, height: 320 }}
        data={data}
        margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
        title={intl.formatMessage(m.chartCaption, { currency })}
        desc={description}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e5e7eb" />
        <XAxis dataKey="month" tick={AXIS_TICK} />
        <YAxis
          yAxisId="interest"
          width={AXIS_WIDTH}
          tick={AXIS_TICK}
          tickFormatter={tick}
          label={{ value: `${interestName} (${currency})`, angle: -90, position: 'insideLeft', style: AXIS_TICK }}
        />
        {withPrincipal ? (
          <YAxis
            yAxisId="principal"
            orientation="right"
            width={AXIS_WIDTH}
            tick={AXIS_TICK}
            tickFormatter={tick}
            label={{ value: `${principalName} (${currency})`, angle: 90, position: 'insideRight', style: AXIS_TICK }}
          />
        ) : null}
        <Tooltip formatter={(value) => money(value)} />
        <Legend />
        <Bar yAxisId="interest" dataKey="netInterest" name={interestName} fill="var(--color-base)" />
        {withPrincipal ? (
          <Bar yAxisId="principal" dataKey="principal" name={principalName} fill={PRINCIPAL_COLOUR} />
        ) : null}
      </BarChart>
    </ScrollRegion>
  );
}
