import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { useGetOperatorInvestment } from '#generated/api/back-office/back-office';
import type { InvestorProductDetails } from '#generated/api/model';
import { RequireOperation, usePermissions } from '../../../lib/auth';
import { getErrorMessage } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { AGREEMENT_MESSAGES, formatMoney } from '../../../lib/offer';
import { ScheduleTable } from '../../../lib/offer/schedule-table';
import { useLocalizedText } from '../../../lib/theme';
import { secondaryButton, textLink } from '../../../lib/ui/styles';
import { InvestmentTimeline } from '../investment-timeline';
import { PRODUCT_STATUS_MESSAGES } from '../investment-messages';
import { payoutMessages as m } from './payout-messages';
import { PayoutSection } from './payout-section';
import { ReferenceRateSection } from './reference-rate-section';

const card = 'rounded-2xl border border-gray-200 bg-white p-6 shadow-sm';

/**
 * /app/operator/investments/{id}: one investment of the tenant as the operator handles it -
 * who invested, the schedule with each payment's status, recording a payout of a payment and, for a variable
 * rate, the product's reference rate; the timeline shows each of them. Reached from the campaign's offers.
 */
export function OperatorInvestmentPage() {
  return (
    <RequireOperation operation="getOperatorInvestment">
      <OperatorInvestment />
    </RequireOperation>
  );
}

function OperatorInvestment() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const query = useGetOperatorInvestment(id, { query: { retry: false } });
  const back = (campaignId?: string) => (
    <Link
      to={campaignId ? `/app/campaigns/${campaignId}` : '/app/campaigns'}
      className={`${textLink} self-start text-sm`}
    >
      {intl.formatMessage(m.back)}
    </Link>
  );

  if (query.isPending) {
    return (
      <div className="flex flex-col gap-6">
        {back()}
        <p role="status" className="text-sm text-gray-600">
          {intl.formatMessage(m.loading)}
        </p>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col gap-6">
        {back()}
        <section className={`${card} text-center`}>
          <h1 className="text-xl font-semibold text-gray-900">{intl.formatMessage(m.failed)}</h1>
          <p role="alert" className="mt-3 text-sm text-gray-700">
            {getErrorMessage(query.error, intl)}
          </p>
          <button type="button" className={`${secondaryButton} mt-6`} onClick={() => void query.refetch()}>
            {intl.formatMessage(m.retry)}
          </button>
        </section>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {back(query.data.investment.campaignId)}
      <InvestmentView details={query.data} />
    </div>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-gray-500 uppercase">{label}</dt>
      <dd className="text-sm font-semibold text-gray-900">{children}</dd>
    </div>
  );
}

function InvestmentView({ details }: { details: InvestorProductDetails }) {
  const intl = useIntl();
  const t = useLocalizedText();
  const { can } = usePermissions();
  const { investment, schedule, agreement, investor } = details;
  const { product } = investment;
  const money = (value: number) => formatMoney(value, investment.currency);
  const notYet = intl.formatMessage(m.notYet);

  return (
    <>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">{t(investment.campaignName)}</h1>
        <p className="flex flex-wrap items-center gap-3 text-sm text-gray-700">
          <span>
            {t(product.name)} ({product.code})
          </span>
          <span className="inline-flex rounded-full bg-brand-highlight px-2.5 py-0.5 text-xs font-semibold text-on-brand-highlight">
            {intl.formatMessage(PRODUCT_STATUS_MESSAGES[investment.status])}
          </span>
        </p>
      </header>

      <section aria-labelledby="operator-investment-facts" className={card}>
        <h2 id="operator-investment-facts" className="sr-only">
          {intl.formatMessage(m.investor)}
        </h2>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <Term label={intl.formatMessage(m.investor)}>
            {investor ? (
              <>
                {investor.name ?? investor.email}
                {investor.name ? (
                  <span className="block text-xs font-normal text-gray-600">{investor.email}</span>
                ) : null}
              </>
            ) : (
              notYet
            )}
          </Term>
          <Term label={intl.formatMessage(m.amount)}>{money(investment.investmentValue)}</Term>
          <Term label={intl.formatMessage(m.paymentDate)}>
            {investment.paymentDate ? formatDate(investment.paymentDate) : notYet}
          </Term>
          <Term label={intl.formatMessage(m.agreement)}>
            {agreement.number}
            {agreement.status ? `, ${intl.formatMessage(AGREEMENT_MESSAGES[agreement.status])}` : ''}
          </Term>
          {schedule ? (
            <>
              <Term label={intl.formatMessage(m.paidSoFar)}>{money(schedule.paid.total)}</Term>
              <Term label={intl.formatMessage(m.remaining)}>{money(schedule.remaining.total)}</Term>
            </>
          ) : null}
        </dl>
      </section>

      <section aria-labelledby="operator-investment-schedule" className={`${card} flex flex-col gap-6`}>
        <h2 id="operator-investment-schedule" className="text-base font-semibold text-gray-900">
          {intl.formatMessage(m.scheduleTitle)}
        </h2>
        {schedule ? (
          <>
            <ScheduleTable
              caption={intl.formatMessage(m.scheduleCaption, { code: product.code })}
              currency={schedule.currency}
              rows={schedule.rows}
              totals={schedule.totals}
              withStatus
            />
            {can('recordPayout') ? <PayoutSection key={investment.id} details={details} /> : null}
          </>
        ) : (
          <p className="text-sm text-gray-600">{intl.formatMessage(m.scheduleNone)}</p>
        )}
        {product.interestType === 'Variable' && can('listReferenceRates') && can('recordReferenceRate') ? (
          <div className="border-t border-gray-200 pt-6">
            <ReferenceRateSection investment={investment} />
          </div>
        ) : null}
      </section>

      <InvestmentTimeline events={details.timeline} currency={investment.currency} />
    </>
  );
}
