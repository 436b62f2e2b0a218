import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { OfferDetails } from '#generated/api/model';
import { formatBankAccount, formatDate, formatPercentNumber } from '../format';
import { Markdown } from '../markdown';
import { useBranding, useLocalizedText } from '../theme';
import { offerMessages as m } from './offer-messages';
import { campaignTexts, formatMoney } from './offer-format';
import { useValueLabels } from './value-labels';

const card = 'rounded-2xl border border-gray-200 bg-white p-6 shadow-sm';

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-gray-500 uppercase">{label}</dt>
      <dd className="text-sm font-semibold text-gray-900">{children}</dd>
    </div>
  );
}

/** The offer's status as a small badge. */
export function OfferStatusBadge({ offer }: { offer: Pick<OfferDetails, 'status'> }) {
  const labels = useValueLabels();
  return (
    <span className="inline-flex rounded-full bg-brand-highlight px-2.5 py-0.5 text-xs font-semibold text-on-brand-highlight">
      {labels.offerStatus(offer.status)}
    </span>
  );
}

/** The product's terms: rate and type, frequency, term, min/max/step, currency, dates. */
export function OfferTermsPanel({ offer }: { offer: OfferDetails }) {
  const intl = useIntl();
  const labels = useValueLabels();
  const t = useLocalizedText();
  const { product } = offer;
  const currency = offer.currency;
  return (
    <section aria-labelledby="offer-terms-title" className={card}>
      <h2 id="offer-terms-title" className="text-base font-semibold text-gray-900">
        {intl.formatMessage(m.termsTitle)}
      </h2>
      <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Term label={intl.formatMessage(m.product)}>
          {t(product.name)} ({product.code})
        </Term>
        {product.interestRate !== null ? (
          <Term label={intl.formatMessage(m.rate)}>
            {intl.formatMessage(m.rateValue, {
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
            {intl.formatMessage(m.termMonths, { months: product.termMonths })}
          </Term>
        ) : null}
        <Term label={intl.formatMessage(m.minimum)}>{formatMoney(offer.investmentValueMin, currency)}</Term>
        <Term label={intl.formatMessage(m.maximum)}>{formatMoney(offer.investmentValueMax, currency)}</Term>
        <Term label={intl.formatMessage(m.step)}>{formatMoney(offer.investmentValueStep, currency)}</Term>
        <Term label={intl.formatMessage(m.currency)}>{currency}</Term>
        {/* The subscription window is the campaign's (when one can invest); the product's own dates are its term. */}
        <Term label={intl.formatMessage(m.dates)}>
          {intl.formatMessage(m.datesValue, {
            start: formatDate(offer.campaign.startDate),
            end: formatDate(offer.campaign.endDate),
          })}
        </Term>
        <Term label={intl.formatMessage(m.productDates)}>
          {intl.formatMessage(m.datesValue, {
            start: formatDate(product.startDate),
            end: formatDate(product.endDate),
          })}
        </Term>
      </dl>
    </section>
  );
}

/** The campaign: image (or the tenant's placeholder), texts, highlights, documents, raised vs target. */
export function CampaignOverview({ offer, actions }: { offer: OfferDetails; actions?: ReactNode }) {
  const intl = useIntl();
  const branding = useBranding();
  const texts = campaignTexts(offer, intl.locale);
  const { campaign } = offer;
  const image = campaign.imageUrl ?? (campaign.type === 'debt' ? branding.debtPlaceholder : branding.equityPlaceholder);
  const progress = campaign.targetAmount > 0 ? Math.min(100, (campaign.raisedAmount / campaign.targetAmount) * 100) : 0;
  const t = useLocalizedText();
  return (
    <article className={`${card} flex flex-col gap-6`}>
      {image ? (
        <img
          src={image}
          alt={intl.formatMessage(m.imageAlt, { name: texts.name })}
          className="h-48 w-full rounded-xl object-cover sm:h-64"
        />
      ) : null}
      <header className="flex flex-col gap-2">
        {/* The tenant's issuer heading, above its offers (the issuerHeading flag, docs/product/branding.md). */}
        {branding.issuerHeading && t(branding.issuerHeading) ? (
          <p className="text-sm font-semibold text-gray-900">{t(branding.issuerHeading)}</p>
        ) : null}
        <p className="text-xs font-semibold tracking-wide text-gray-500 uppercase">
          {intl.formatMessage(campaign.type === 'debt' ? m.debt : m.equity)}
        </p>
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">{texts.name}</h1>
        {texts.shortDescription ? <p className="text-base text-gray-700">{texts.shortDescription}</p> : null}
        {texts.issuerName ? (
          <p className="text-sm text-gray-600">
            {intl.formatMessage(m.issuer)}: <span className="font-medium text-gray-900">{texts.issuerName}</span>
          </p>
        ) : null}
        <div className="flex items-center gap-2">
          <OfferStatusBadge offer={offer} />
        </div>
      </header>

      <div className="flex flex-col gap-2">
        <p className="text-sm text-gray-700">
          {intl.formatMessage(m.raised, {
            raised: formatMoney(campaign.raisedAmount, campaign.currency),
            target: formatMoney(campaign.targetAmount, campaign.currency),
          })}
        </p>
        <div
          role="progressbar"
          aria-label={intl.formatMessage(m.raisedLabel)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress)}
          className="h-2 w-full overflow-hidden rounded-full bg-gray-200"
        >
          <div className="h-full bg-brand" style={{ width: `${progress}%` }} />
        </div>
      </div>

      {actions}

      {texts.highlights && texts.highlights.length > 0 ? (
        <section aria-labelledby="offer-highlights">
          <h2 id="offer-highlights" className="text-base font-semibold text-gray-900">
            {intl.formatMessage(m.highlights)}
          </h2>
          <ul className="mt-2 list-disc pl-5 text-sm text-gray-700">
            {texts.highlights.map((highlight, index) => (
              <li key={index}>{highlight}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {texts.description ? (
        <section aria-labelledby="offer-description">
          <h2 id="offer-description" className="mb-2 text-base font-semibold text-gray-900">
            {intl.formatMessage(m.description)}
          </h2>
          <Markdown source={texts.description} headingBase={2} />
        </section>
      ) : null}

      {campaign.documents.length > 0 ? (
        <section aria-labelledby="offer-documents">
          <h2 id="offer-documents" className="text-base font-semibold text-gray-900">
            {intl.formatMessage(m.documents)}
          </h2>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {campaign.documents.map((document) => (
              <li key={document.id}>
                <a
                  href={document.url}
                  download={document.fileName}
                  className="font-medium text-gray-900 underline underline-offset-4"
                >
                  {intl.formatMessage(m.documentLink, { name: t(document.name) || document.fileName })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

/** The advisor's contact and invitation message. */
export function AdvisorPanel({ offer }: { offer: OfferDetails }) {
  const intl = useIntl();
  const { advisor } = offer;
  return (
    <section aria-labelledby="offer-advisor" className={card}>
      <h2 id="offer-advisor" className="text-base font-semibold text-gray-900">
        {intl.formatMessage(m.advisorTitle)}
      </h2>
      <p className="mt-2 text-sm font-medium text-gray-900">
        {advisor.firstName} {advisor.surname}
      </p>
      <dl className="mt-1 text-sm text-gray-700">
        <div className="flex gap-1">
          <dt>{intl.formatMessage(m.email)}:</dt>
          <dd>
            <a href={`mailto:${advisor.email}`} className="underline underline-offset-4">
              {advisor.email}
            </a>
          </dd>
        </div>
        {advisor.phone ? (
          <div className="flex gap-1">
            <dt>{intl.formatMessage(m.phone)}:</dt>
            <dd>
              <a href={`tel:${advisor.phone.replace(/\s+/g, '')}`} className="underline underline-offset-4">
                {advisor.phone}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
      {offer.message ? (
        <figure className="mt-4 rounded-xl bg-gray-50 p-4">
          <figcaption className="text-xs font-semibold tracking-wide text-gray-500 uppercase">
            {intl.formatMessage(m.advisorMessage)}
          </figcaption>
          <blockquote className="mt-1 text-sm whitespace-pre-line text-gray-800">{offer.message}</blockquote>
        </figure>
      ) : null}
    </section>
  );
}

/** The tenant's risk text (admin configuration investmentRisks), when set. */
export function RisksPanel() {
  const intl = useIntl();
  const branding = useBranding();
  const t = useLocalizedText();
  const risks = t(branding.investmentRisks);
  if (!risks) return null;
  return (
    <section aria-labelledby="offer-risks" className="rounded-2xl border border-amber-200 bg-amber-50 p-6">
      <h2 id="offer-risks" className="text-base font-semibold text-amber-900">
        {intl.formatMessage(m.risksTitle)}
      </h2>
      <p className="mt-2 text-sm whitespace-pre-line text-amber-900">{risks}</p>
    </section>
  );
}

/** Where, how much and by when to pay an accepted offer. */
export function PaymentInstructionsPanel({ offer }: { offer: Pick<OfferDetails, 'paymentInstructions'> }) {
  const intl = useIntl();
  const instructions = offer.paymentInstructions;
  if (!instructions) return null;
  return (
    <section aria-labelledby="offer-payment" className={card}>
      <h2 id="offer-payment" className="text-base font-semibold text-gray-900">
        {intl.formatMessage(m.paymentTitle)}
      </h2>
      <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Term label={intl.formatMessage(m.paymentAccount)}>
          <span className="font-mono">{formatBankAccount(instructions.bankAccount)}</span>
        </Term>
        <Term label={intl.formatMessage(m.paymentRecipient)}>{instructions.recipient}</Term>
        <Term label={intl.formatMessage(m.paymentTransferTitle)}>{instructions.title}</Term>
        <Term label={intl.formatMessage(m.paymentAmount)}>
          {formatMoney(instructions.amount.value, instructions.amount.currency)}
        </Term>
        <Term label={intl.formatMessage(m.paymentDueDate)}>{formatDate(instructions.dueDate)}</Term>
      </dl>
      <p className="mt-4 text-sm text-gray-600">{intl.formatMessage(m.paymentMailed)}</p>
    </section>
  );
}

/** The accepted state: the amount, the agreement's e-signature status and the payment instructions. */
export function AcceptedSummary({ offer }: { offer: OfferDetails }) {
  const intl = useIntl();
  const labels = useValueLabels();
  return (
    <section aria-labelledby="offer-accepted" className="rounded-2xl border border-green-200 bg-green-50 p-6">
      <h2 id="offer-accepted" className="text-lg font-semibold text-green-900">
        {intl.formatMessage(m.acceptedTitle)}
      </h2>
      {offer.investmentValue !== null ? (
        <p className="mt-2 text-sm text-green-900">
          {intl.formatMessage(m.acceptedAmount, { amount: formatMoney(offer.investmentValue, offer.currency) })}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-green-900">
        {intl.formatMessage(m.agreementSent, {
          status: labels.agreementStatus(offer.agreementStatus ?? 'Processing', { inSentence: true }),
        })}
      </p>
    </section>
  );
}
