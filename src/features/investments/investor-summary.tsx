import { ScrollRegion } from '../../lib/ui/scroll-region';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useGetInvestmentSummary } from '#generated/api/investor/investor';
import type { CurrencySummary, InvestmentSummary, UpcomingPaymentMonth } from '#generated/api/model';
import { usePermissions } from '../../lib/auth';
import { getErrorMessage } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { formatMoney } from '../../lib/offer';
import { secondaryButton, textLink } from '../../lib/ui/styles';
import { investmentMessages as m, PRODUCT_STATUS_MESSAGES } from './investment-messages';
import { monthLabel } from './month-label';
import { TaxSummaryDownload } from './tax-summary-download';

// recharts only with this page, and only once there is something to draw (its own chunk).
const PaymentsChart = lazy(async () => ({ default: (await import('./payments-chart')).PaymentsChart }));

const card = 'rounded-2xl border border-gray-200 bg-white p-6 shadow-sm';

/**
 * The investor's home below the greeting: per currency what is invested, in signing, the
 * interest paid so far (gross, tax, net), the next payment and what is still expected; the investments by tab;
 * the coming payments by month as a chart with the same figures in a table; the yearly tax summary.
 * Amounts are never added across currencies.
 */
export function InvestorSummary() {
  const intl = useIntl();
  const { can } = usePermissions();
  const query = useGetInvestmentSummary({ query: { retry: false, enabled: can('getInvestmentSummary') } });
  if (!can('getInvestmentSummary')) return null;

  return (
    <section aria-labelledby="investor-summary-title" className="mt-8 flex flex-col gap-6">
      <h2 id="investor-summary-title" className="text-xl font-semibold text-gray-900">
        {intl.formatMessage(m.summaryTitle)}
      </h2>
      {query.isPending ? (
        <p role="status" className="text-sm text-gray-600">
          {intl.formatMessage(m.summaryLoading)}
        </p>
      ) : query.isError ? (
        <div className="flex flex-col items-start gap-3">
          <p role="alert" className="text-sm text-red-700">
            {intl.formatMessage(m.summaryFailed)} {getErrorMessage(query.error, intl)}
          </p>
          <button type="button" className={secondaryButton} onClick={() => void query.refetch()}>
            {intl.formatMessage(m.retry)}
          </button>
        </div>
      ) : (
        <SummaryBody summary={query.data} />
      )}
    </section>
  );
}

function SummaryBody({ summary }: { summary: InvestmentSummary }) {
  const intl = useIntl();
  const { can } = usePermissions();
  const hasAny = summary.countsByStatus.some((entry) => entry.count > 0) || summary.currencies.length > 0;
  if (!hasAny) {
    return (
      <div className={`${card} flex flex-col items-start gap-3`}>
        <p className="text-sm text-gray-700">{intl.formatMessage(m.summaryEmpty)}</p>
        {can('listInvestorPanelOffers') ? (
          <Link to="/app/offers" className={`${textLink} text-sm`}>
            {intl.formatMessage(m.summaryOffers)}
          </Link>
        ) : null}
      </div>
    );
  }
  const currencies = summary.currencies.map((entry) => entry.currency);
  return (
    <>
      {can('listInvestorProducts') ? (
        <nav aria-label={intl.formatMessage(m.countsLabel)}>
          <ul className="flex flex-wrap gap-2">
            {summary.countsByStatus.map((entry) => (
              <li key={entry.status}>
                <Link
                  to={`/app/investments?tab=${entry.status}`}
                  className="inline-flex rounded-full border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium text-gray-800 hover:bg-brand-highlight hover:text-on-brand-highlight"
                >
                  {intl.formatMessage(m.countLink, {
                    label: intl.formatMessage(PRODUCT_STATUS_MESSAGES[entry.status]),
                    count: entry.count,
                  })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        {summary.currencies.map((entry) => (
          <CurrencyCard key={entry.currency} summary={entry} />
        ))}
      </div>
      <ComingPayments months={summary.upcomingPayments} currencies={currencies} />
      <TaxSummaryDownload />
    </>
  );
}

function Figure({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`flex flex-col gap-0.5 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-xs font-medium tracking-wide text-gray-500 uppercase">{label}</dt>
      <dd className="text-base font-semibold text-gray-900 tabular-nums">{children}</dd>
    </div>
  );
}

/** The figures of one currency. */
function CurrencyCard({ summary }: { summary: CurrencySummary }) {
  const intl = useIntl();
  const { can } = usePermissions();
  const titleId = useId();
  const money = (value: number) => formatMoney(value, summary.currency);
  const next = summary.nextPayment;
  const nextText = next
    ? intl.formatMessage(m.nextPaymentValue, { amount: money(next.amount), date: formatDate(next.dueDate) })
    : intl.formatMessage(m.noNextPayment);
  // Shares (or investments without a schedule): a row of zeros for interest and principal would read as if
  // nothing will ever be paid back; say what it is instead.
  const noPayouts =
    summary.invested > 0 &&
    !next &&
    summary.expectedRemainingNetInterest === 0 &&
    summary.remainingPrincipal === 0 &&
    summary.interestPaid.grossInterest === 0;
  return (
    <section aria-labelledby={titleId} className={card}>
      <h3 id={titleId} className="text-base font-semibold text-gray-900">
        {intl.formatMessage(m.currencyTitle, { currency: summary.currency })}
      </h3>
      <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Figure label={intl.formatMessage(m.invested)}>{money(summary.invested)}</Figure>
        <Figure label={intl.formatMessage(m.inSigning)}>{money(summary.inSigning)}</Figure>
        {noPayouts ? null : (
          <>
            <Figure label={intl.formatMessage(m.nextPayment)} wide>
              {next && next.investmentIds.length === 1 && can('getInvestorProduct') ? (
                <Link to={`/app/investments/${next.investmentIds[0]}`} className={textLink}>
                  {/* The link's own weight is lighter: the figure stays as bold as the others. */}
                  <span className="font-semibold">{nextText}</span>
                </Link>
              ) : (
                nextText
              )}
            </Figure>
            <Figure label={intl.formatMessage(m.expectedRemaining)}>
              {money(summary.expectedRemainingNetInterest)}
            </Figure>
            <Figure label={intl.formatMessage(m.remainingPrincipal)}>{money(summary.remainingPrincipal)}</Figure>
          </>
        )}
      </dl>
      {/* Outside the list: a <dl> holds only term-description groups (axe definition-list). */}
      {noPayouts ? <p className="mt-4 text-sm text-gray-700">{intl.formatMessage(m.noPayoutsScheduled)}</p> : null}
      {noPayouts ? null : (
        <div className="mt-4 border-t border-gray-100 pt-4">
          <p className="text-xs font-medium tracking-wide text-gray-500 uppercase">
            {intl.formatMessage(m.interestPaid)}
          </p>
          <dl className="mt-2 grid grid-cols-3 gap-4">
            <Figure label={intl.formatMessage(m.gross)}>{money(summary.interestPaid.grossInterest)}</Figure>
            <Figure label={intl.formatMessage(m.taxWithheld)}>{money(summary.interestPaid.tax)}</Figure>
            <Figure label={intl.formatMessage(m.net)}>{money(summary.interestPaid.netInterest)}</Figure>
          </dl>
        </div>
      )}
    </section>
  );
}

/** The coming payments by month, one chart per currency, each with its table (the chart's text alternative). */
function ComingPayments({
  months,
  currencies,
}: {
  months: readonly UpcomingPaymentMonth[];
  currencies: readonly string[];
}) {
  const intl = useIntl();
  const byCurrency = currencies
    .map((currency) => ({ currency, months: months.filter((month) => month.currency === currency) }))
    .filter((entry) => entry.months.length > 0);
  return (
    <section aria-labelledby="coming-payments-title" className={`${card} flex flex-col gap-6`}>
      <h2 id="coming-payments-title" className="text-base font-semibold text-gray-900">
        {intl.formatMessage(m.chartTitle)}
      </h2>
      {byCurrency.length === 0 ? (
        <p className="text-sm text-gray-600">{intl.formatMessage(m.chartEmpty)}</p>
      ) : (
        byCurrency.map((entry) => <CurrencyPayments key={entry.currency} {...entry} />)
      )}
    </section>
  );
}

function CurrencyPayments({ currency, months }: { currency: string; months: readonly UpcomingPaymentMonth[] }) {
  const intl = useIntl();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  const first = months[0]!;
  const last = months[months.length - 1]!;
  const description = intl.formatMessage(m.chartLabel, {
    currency,
    from: monthLabel(first.month, intl.locale),
    to: monthLabel(last.month, intl.locale),
  });
  const caption = intl.formatMessage(m.chartCaption, { currency });
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold text-gray-900">{caption}</h3>
      <figure className="m-0">
        <figcaption className="sr-only">{description}</figcaption>
        <Suspense
          fallback={
            <p role="status" className="text-sm text-gray-600">
              {intl.formatMessage(m.chartLoading)}
            </p>
          }
        >
          <PaymentsChart currency={currency} months={months} description={description} />
        </Suspense>
      </figure>
      <button
        type="button"
        className={`${secondaryButton} self-start`}
        aria-expanded={tableShown}
        aria-controls={tableId}
        onClick={() => setTableShown((shown) => !shown)}
      >
        {intl.formatMessage(tableShown ? m.chartHideTable : m.chartShowTable)}
      </button>
      <div id={tableId} hidden={!tableShown}>
        <ScrollRegion label={caption} className="rounded-xl border border-gray-200">
          <table className="min-w-full divide-y divide-gray-200 text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-gray-50 text-left text-xs tracking-wide text-gray-600 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {intl.formatMessage(m.chartMonth)}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {intl.formatMessage(m.chartNetInterest)}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {intl.formatMessage(m.chartPrincipal)}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {months.map((month) => (
                <tr key={month.month}>
                  <th scope="row" className="px-3 py-2 text-left font-medium text-gray-900">
                    {monthLabel(month.month, intl.locale)}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{formatMoney(month.netInterest, currency)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatMoney(month.principal, currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </div>
    </div>
  );
}
