import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import {
  downloadInvestmentAgreement,
  exportPaymentSchedule,
  useGetInvestorProduct,
} from '#generated/api/investor/investor';
import type { InvestmentSchedule, InvestorProductDetails } from '#generated/api/model';
import { RequireOperation, usePermissions } from '../../lib/auth';
import { getErrorMessage } from '../../lib/errors';
import { formatDate, formatDateTime, formatPercentNumber } from '../../lib/format';
import { formatMoney, PaymentInstructionsPanel } from '../../lib/offer';
import { offerMessages } from '../../lib/offer/offer-messages';
import { ScheduleConventionsText, useTaxNote } from '../../lib/offer/schedule-conventions';
import { ScheduleTable } from '../../lib/offer/schedule-table';
import { useValueLabels } from '../../lib/offer/value-labels';
import { useLocalizedText } from '../../lib/theme';
import { secondaryButton, textLink } from '../../lib/ui/styles';
import { InvestmentTimeline } from './investment-timeline';
import { investmentMessages as m, PRODUCT_STATUS_MESSAGES } from './investment-messages';
import { TaxSummaryDownload } from './tax-summary-download';
import { exportLanguage, useDownload } from './use-download';

const card = 'rounded-2xl border border-gray-200 bg-white p-6 shadow-sm';

/**
 * /app/investments/{id}: one investment of the signed-in investor - its terms, the agreement
 * (status, PDF), the payment instructions and confirmations, the payment schedule with each row's status, the
 * totals and the conventions ("how we calculate"), the exports (CSV, iCalendar, the yearly tax summary), the
 * campaign's documents and the timeline.
 */
export function InvestmentPage() {
  return (
    <RequireOperation operation="getInvestorProduct">
      <Investment />
    </RequireOperation>
  );
}

function Investment() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const query = useGetInvestorProduct(id, { query: { retry: false } });
  const back = (
    <Link to="/app/investments" className={`${textLink} self-start text-sm`}>
      {intl.formatMessage(m.back)}
    </Link>
  );

  if (query.isPending) {
    return (
      <div className="flex flex-col gap-6">
        {back}
        <p role="status" className="text-sm text-gray-600">
          {intl.formatMessage(m.loading)}
        </p>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col gap-6">
        {back}
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
      {back}
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
  const labels = useValueLabels();
  const t = useLocalizedText();
  const { can } = usePermissions();
  const { investment, schedule } = details;
  const { product } = investment;
  const name = t(investment.campaignName);
  const notYet = intl.formatMessage(m.notYet);
  const firstYear = Number((investment.paymentDate ?? investment.acceptedAt ?? '').slice(0, 4)) || undefined;

  return (
    <>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">{name}</h1>
        <p className="flex flex-wrap items-center gap-3 text-sm text-gray-700">
          <span>
            {t(product.name)} ({product.code})
          </span>
          <span className="inline-flex rounded-full bg-brand-highlight px-2.5 py-0.5 text-xs font-semibold text-on-brand-highlight">
            {intl.formatMessage(PRODUCT_STATUS_MESSAGES[investment.status])}
          </span>
        </p>
      </header>

      <section aria-labelledby="investment-terms" className={card}>
        <h2 id="investment-terms" className="text-base font-semibold text-gray-900">
          {intl.formatMessage(m.factsTitle)}
        </h2>
        <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-3">
          <Term label={intl.formatMessage(m.amount)}>
            {formatMoney(investment.investmentValue, investment.currency)}
          </Term>
          {product.interestRate !== null ? (
            <Term label={intl.formatMessage(m.rate)}>
              {intl.formatMessage(offerMessages.rateValue, {
                rate: formatPercentNumber(product.interestRate),
                type: product.interestType ? labels.interestType(product.interestType) : '',
              })}
            </Term>
          ) : null}
          {product.paymentFrequency ? (
            <Term label={intl.formatMessage(m.frequency)}>{labels.paymentFrequency(product.paymentFrequency)}</Term>
          ) : null}
          {product.termMonths ? (
            <Term label={intl.formatMessage(m.term)}>
              {intl.formatMessage(offerMessages.termMonths, { months: product.termMonths })}
            </Term>
          ) : null}
          <Term label={intl.formatMessage(m.startDate)}>{formatDate(product.startDate)}</Term>
          <Term label={intl.formatMessage(m.maturityDate)}>{formatDate(investment.endDate ?? product.endDate)}</Term>
          <Term label={intl.formatMessage(m.acceptedAt)}>
            {investment.acceptedAt ? formatDate(investment.acceptedAt) : notYet}
          </Term>
          <Term label={intl.formatMessage(m.paymentDate)}>
            {investment.paymentDate ? formatDate(investment.paymentDate) : notYet}
          </Term>
          {investment.nextPayment ? (
            <Term label={intl.formatMessage(m.nextPayment)}>
              {intl.formatMessage(m.nextPaymentValue, {
                amount: formatMoney(investment.nextPayment.amount, investment.currency),
                date: formatDate(investment.nextPayment.dueDate),
              })}
            </Term>
          ) : null}
        </dl>
      </section>

      <AgreementSection details={details} />

      {investment.status === 'signing' ? <PaymentInstructionsPanel offer={details} /> : null}
      <PaymentConfirmations details={details} />

      <section aria-labelledby="investment-schedule" className={`${card} flex flex-col gap-4`}>
        <h2 id="investment-schedule" className="text-base font-semibold text-gray-900">
          {intl.formatMessage(m.scheduleTitle)}
        </h2>
        {schedule ? (
          <ScheduleSection details={details} schedule={schedule} />
        ) : (
          <p className="text-sm text-gray-600">{intl.formatMessage(m.scheduleNone)}</p>
        )}
      </section>

      {can('downloadTaxSummary') && schedule ? <TaxSummaryDownload firstYear={firstYear} /> : null}

      {details.documents.length > 0 ? (
        <section aria-labelledby="investment-documents" className={card}>
          <h2 id="investment-documents" className="text-base font-semibold text-gray-900">
            {intl.formatMessage(m.documentsTitle)}
          </h2>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {details.documents.map((document) => (
              <li key={document.id}>
                <a href={document.url} download={document.fileName} className={textLink}>
                  {intl.formatMessage(m.documentLink, { name: t(document.name) || document.fileName })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <InvestmentTimeline events={details.timeline} currency={investment.currency} />
    </>
  );
}

function AgreementSection({ details }: { details: InvestorProductDetails }) {
  const intl = useIntl();
  const labels = useValueLabels();
  const { can } = usePermissions();
  const { pending, download } = useDownload();
  const { agreement, investment } = details;
  return (
    <section aria-labelledby="investment-agreement" className={card}>
      <h2 id="investment-agreement" className="text-base font-semibold text-gray-900">
        {intl.formatMessage(m.agreementTitle)}
      </h2>
      <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Term label={intl.formatMessage(m.agreementNumber)}>{agreement.number}</Term>
        <Term label={intl.formatMessage(m.agreementStatus)}>
          {agreement.status ? labels.agreementStatus(agreement.status) : intl.formatMessage(m.notYet)}
        </Term>
        <Term label={intl.formatMessage(m.agreementDate)}>
          {agreement.date ? formatDate(agreement.date) : intl.formatMessage(m.notYet)}
        </Term>
      </dl>
      {can('downloadInvestmentAgreement') ? (
        <div className="mt-4 flex flex-col items-start gap-2">
          {agreement.status === 'Completed' ? null : (
            <p className="text-sm text-gray-600">{intl.formatMessage(m.agreementUnsigned)}</p>
          )}
          <button
            type="button"
            className={secondaryButton}
            disabled={pending !== null}
            aria-busy={pending !== null || undefined}
            onClick={() =>
              void download(
                'agreement',
                () => downloadInvestmentAgreement(investment.id),
                `${intl.formatMessage(m.agreementFileName, { number: agreement.number })}.pdf`,
              )
            }
          >
            {pending
              ? intl.formatMessage(m.downloading)
              : intl.formatMessage(agreement.signed ? m.agreementDownloadSigned : m.agreementDownload)}
          </button>
        </div>
      ) : null}
    </section>
  );
}

function PaymentConfirmations({ details }: { details: InvestorProductDetails }) {
  const intl = useIntl();
  const { can } = usePermissions();
  const { investment, paymentConfirmations } = details;
  const canAdd =
    investment.status === 'signing' && can('uploadOfferPaymentConfirmation') && can('getInvestorPanelOffer');
  return (
    <section aria-labelledby="investment-confirmations" className={card}>
      <h2 id="investment-confirmations" className="text-base font-semibold text-gray-900">
        {intl.formatMessage(m.paymentTitle)}
      </h2>
      {paymentConfirmations.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">{intl.formatMessage(m.paymentNone)}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1 text-sm text-gray-800">
          {paymentConfirmations.map((file) => (
            <li key={file.id}>
              {intl.formatMessage(m.uploadedOn, { name: file.fileName, date: formatDateTime(file.createdAt) })}
            </li>
          ))}
        </ul>
      )}
      {canAdd ? (
        <Link to={`/app/offers/${investment.id}`} className={`${textLink} mt-3 inline-block text-sm`}>
          {intl.formatMessage(m.paymentAdd)}
        </Link>
      ) : null}
    </section>
  );
}

function ScheduleSection({ details, schedule }: { details: InvestorProductDetails; schedule: InvestmentSchedule }) {
  const intl = useIntl();
  const { can } = usePermissions();
  const { pending, download } = useDownload();
  const taxNote = useTaxNote(schedule.conventions);
  const { investment, agreement } = details;
  const money = (value: number) => formatMoney(value, schedule.currency);
  const language = exportLanguage(intl.locale);
  const fileName = intl.formatMessage(m.scheduleFileName, { number: agreement.number });
  const exportButton = (format: 'csv' | 'ics', label: string) => (
    <button
      type="button"
      className={secondaryButton}
      disabled={pending !== null}
      aria-busy={pending === format || undefined}
      onClick={() =>
        void download(format, () => exportPaymentSchedule(investment.id, { format, language }), `${fileName}.${format}`)
      }
    >
      {pending === format ? intl.formatMessage(m.downloading) : label}
    </button>
  );

  return (
    <>
      {schedule.projected ? (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {intl.formatMessage(m.projected, { accrualStart: formatDate(schedule.accrualStart) })}
        </p>
      ) : null}
      {taxNote ? <p className="text-sm text-gray-700">{taxNote}</p> : null}
      <ScheduleTable
        caption={intl.formatMessage(m.scheduleCaption, { code: investment.product.code })}
        currency={schedule.currency}
        rows={schedule.rows}
        totals={schedule.totals}
        withStatus
      />
      <div className="flex flex-wrap gap-x-8 gap-y-1 text-sm font-medium text-gray-900">
        <p>{intl.formatMessage(m.schedulePaid, { amount: money(schedule.paid.total) })}</p>
        <p>{intl.formatMessage(m.scheduleRemaining, { amount: money(schedule.remaining.total) })}</p>
      </div>
      {can('exportPaymentSchedule') ? (
        <div className="flex flex-wrap gap-3">
          {exportButton('csv', intl.formatMessage(m.scheduleCsv))}
          {exportButton('ics', intl.formatMessage(m.scheduleIcs))}
        </div>
      ) : null}
      <ScheduleConventionsText
        conventions={schedule.conventions}
        startDate={investment.product.startDate}
        accrualStart={schedule.accrualStart}
        maturityDate={schedule.maturityDate}
        headingLevel="h3"
      />
    </>
  );
}
