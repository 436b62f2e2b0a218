import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { useGetCampaign } from '#generated/api/campaigns/campaigns';
import type { Campaign, Product } from '#generated/api/model';
import { RequireOperation, usePermissions } from '../../lib/auth';
import { getErrorMessage, statusOf } from '../../lib/errors';
import { formatDate, formatDecimal } from '../../lib/format';
import { FormAlert } from '../../lib/forms';
import { Markdown } from '../../lib/markdown';
import { useLocalizedText } from '../../lib/theme';
import { primaryButton, secondaryButton, textLink } from '../../lib/ui/styles';
import { CampaignOffers } from './campaign-offers';
import {
  campaignMessages,
  campaignStatusMessages,
  campaignTypeMessages,
  dayCountMessages,
  interestTypeMessages,
  paymentFrequencyMessages,
} from './campaign-messages';
import { CampaignProgress } from './campaigns-list-page';
import {
  badge,
  raisedPercent,
  STATUS_STYLES,
  useCampaignImage,
  useCampaignText,
  useFormatAmount,
} from './campaign-view';

// The dialog carries RJSF and the validator: loaded when an invitation is opened, not with the page.
const InviteDialog = lazy(() => import('./invite-dialog').then((m) => ({ default: m.InviteDialog })));

/** /app/offers/{id} for the advisor panel: one campaign, its products and documents, and the caller's offers. */
export function CampaignDetailPage() {
  return (
    <RequireOperation operation="getCampaign">
      <CampaignDetail />
    </RequireOperation>
  );
}

function CampaignDetail() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const campaign = useGetCampaign(id);

  let content;
  if (campaign.isPending) {
    content = (
      <p role="status" className="text-sm text-gray-600">
        {intl.formatMessage(campaignMessages.loading)}
      </p>
    );
  } else if (campaign.error) {
    const status = statusOf(campaign.error);
    content = (
      <div className="flex flex-col items-start gap-3">
        <FormAlert>
          {status === 404 || status === 400
            ? intl.formatMessage(campaignMessages.notFound)
            : `${intl.formatMessage(campaignMessages.loadFailed)} ${getErrorMessage(campaign.error, intl)}`}
        </FormAlert>
        {status === 404 || status === 400 ? null : (
          <button type="button" className={secondaryButton} onClick={() => void campaign.refetch()}>
            {intl.formatMessage(campaignMessages.retry)}
          </button>
        )}
      </div>
    );
  } else {
    content = <CampaignView campaign={campaign.data} />;
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <p className="text-sm">
        <Link to="/app/offers" className={textLink}>
          <span aria-hidden="true">← </span>
          {intl.formatMessage(campaignMessages.back)}
        </Link>
      </p>
      {content}
    </div>
  );
}

function CampaignView({ campaign }: { campaign: Campaign }) {
  const intl = useIntl();
  const localized = useLocalizedText();
  const text = useCampaignText()(campaign);
  const image = useCampaignImage()(campaign);
  const amount = useFormatAmount();
  const { can } = usePermissions();
  const [inviting, setInviting] = useState<Product | null>(null);
  const canInvite = campaign.status === 'active' && can('inviteInvestor');

  return (
    <>
      <header className="flex flex-col gap-6 lg:flex-row">
        {image ? <img src={image} alt="" className="aspect-[16/9] w-full rounded-2xl object-cover lg:w-96" /> : null}
        <div className="flex flex-1 flex-col gap-3">
          <div className="flex flex-wrap gap-2">
            <span className={`${badge} ${STATUS_STYLES[campaign.status]}`}>
              {intl.formatMessage(campaignStatusMessages[campaign.status])}
            </span>
            <span className={`${badge} bg-gray-50 text-gray-700 ring-gray-500/20`}>
              {intl.formatMessage(campaignTypeMessages[campaign.type])}
            </span>
          </div>
          <h1 className="text-2xl font-semibold text-gray-900">{text.name}</h1>
          {text.shortDescription ? <p className="text-gray-700">{text.shortDescription}</p> : null}
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            {text.issuerName ? (
              <>
                <dt className="text-gray-500">{intl.formatMessage(campaignMessages.issuer)}</dt>
                <dd className="text-gray-900">{text.issuerName}</dd>
              </>
            ) : null}
            <dt className="text-gray-500">{intl.formatMessage(campaignMessages.dates)}</dt>
            <dd className="text-gray-900">
              {intl.formatMessage(campaignMessages.dateRange, {
                start: formatDate(campaign.startDate),
                end: formatDate(campaign.endDate),
              })}
            </dd>
            <dt className="text-gray-500">{intl.formatMessage(campaignMessages.target)}</dt>
            <dd className="text-gray-900">{amount(campaign.targetAmount, campaign.currency)}</dd>
            <dt className="text-gray-500">{intl.formatMessage(campaignMessages.raised)}</dt>
            <dd className="text-gray-900">{amount(campaign.raisedAmount, campaign.currency)}</dd>
          </dl>
          <CampaignProgress campaign={campaign} percent={raisedPercent(campaign)} />
        </div>
      </header>

      {text.highlights && text.highlights.length > 0 ? (
        <section aria-labelledby="campaign-highlights" className="rounded-2xl border border-gray-200 bg-white p-6">
          <h2 id="campaign-highlights" className="text-lg font-semibold text-gray-900">
            {intl.formatMessage(campaignMessages.highlights)}
          </h2>
          <ul className="mt-3 list-disc pl-5 text-sm text-gray-700">
            {text.highlights.map((highlight, index) => (
              <li key={index}>{highlight}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {text.description ? (
        <section aria-labelledby="campaign-description" className="rounded-2xl border border-gray-200 bg-white p-6">
          <h2 id="campaign-description" className="mb-3 text-lg font-semibold text-gray-900">
            {intl.formatMessage(campaignMessages.description)}
          </h2>
          <Markdown source={text.description} headingBase={2} />
        </section>
      ) : null}

      <section aria-labelledby="campaign-products" className="flex flex-col gap-4">
        <h2 id="campaign-products" className="text-lg font-semibold text-gray-900">
          {intl.formatMessage(campaignMessages.products)}
        </h2>
        {campaign.products.length === 0 ? (
          <p className="text-sm text-gray-600">{intl.formatMessage(campaignMessages.noProducts)}</p>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {campaign.products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} canInvite={canInvite} onInvite={() => setInviting(product)} />
              </li>
            ))}
          </ul>
        )}
        {!canInvite && can('inviteInvestor') && campaign.products.length > 0 ? (
          <p className="text-sm text-gray-600">{intl.formatMessage(campaignMessages.inviteUnavailable)}</p>
        ) : null}
      </section>

      <section aria-labelledby="campaign-documents" className="rounded-2xl border border-gray-200 bg-white p-6">
        <h2 id="campaign-documents" className="text-lg font-semibold text-gray-900">
          {intl.formatMessage(campaignMessages.documents)}
        </h2>
        {campaign.documents.length === 0 ? (
          <p className="mt-3 text-sm text-gray-600">{intl.formatMessage(campaignMessages.noDocuments)}</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-2 text-sm">
            {campaign.documents.map((document) => (
              <li key={document.id}>
                <a href={document.url} target="_blank" rel="noopener noreferrer" className={textLink}>
                  {intl.formatMessage(campaignMessages.documentLink, {
                    name: localized(document.name),
                    fileName: document.fileName,
                  })}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      {can('listCampaignOffers') ? <CampaignOffers campaignId={campaign.id} /> : null}

      {inviting ? (
        // Its own boundary: while the dialog's chunk loads, the page stays as it is.
        <Suspense fallback={null}>
          <InviteDialog campaignId={campaign.id} product={inviting} onClose={() => setInviting(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

function ProductCard({ product, canInvite, onInvite }: { product: Product; canInvite: boolean; onInvite: () => void }) {
  const intl = useIntl();
  const localized = useLocalizedText();
  const amount = useFormatAmount();
  const headingId = `product-${product.id}`;
  const name = localized(product.name);

  let rate: string | null = null;
  if (product.interestType === 'Variable') {
    const margin = formatDecimal(product.margin);
    rate = product.referenceRate
      ? intl.formatMessage(campaignMessages.variableRate, {
          reference: product.referenceRate.name,
          referenceValue: formatDecimal(product.referenceRate.value),
          margin,
        })
      : intl.formatMessage(campaignMessages.variableRateNoReference, { margin });
    if (product.interestRate !== null) {
      rate += `, ${intl.formatMessage(campaignMessages.currentRate, { rate: formatDecimal(product.interestRate) })}`;
    }
  } else if (product.interestRate !== null) {
    rate = intl.formatMessage(campaignMessages.rate, { rate: formatDecimal(product.interestRate) });
  }

  const terms: [string, string][] = [[intl.formatMessage(campaignMessages.productCode), product.code]];
  if (product.interestType) {
    terms.push([
      intl.formatMessage(campaignMessages.interestType),
      intl.formatMessage(interestTypeMessages[product.interestType]),
    ]);
  }
  if (rate) terms.push([intl.formatMessage(campaignMessages.interestRate), rate]);
  if (product.paymentFrequency) {
    terms.push([
      intl.formatMessage(campaignMessages.paymentFrequency),
      intl.formatMessage(paymentFrequencyMessages[product.paymentFrequency]),
    ]);
  }
  terms.push([
    intl.formatMessage(campaignMessages.dayCount),
    intl.formatMessage(dayCountMessages[product.dayCountConvention]),
  ]);
  if (product.termMonths !== null) {
    terms.push([
      intl.formatMessage(campaignMessages.term),
      intl.formatMessage(campaignMessages.termMonths, { months: product.termMonths }),
    ]);
  }
  terms.push(
    [
      intl.formatMessage(campaignMessages.productDates),
      intl.formatMessage(campaignMessages.dateRange, {
        start: formatDate(product.startDate),
        end: formatDate(product.endDate),
      }),
    ],
    [intl.formatMessage(campaignMessages.investmentMin), amount(product.investmentValueMin, product.currency)],
    [intl.formatMessage(campaignMessages.investmentMax), amount(product.investmentValueMax, product.currency)],
    [intl.formatMessage(campaignMessages.investmentStep), amount(product.investmentValueStep, product.currency)],
  );

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-6"
    >
      <h3 id={headingId} className="text-base font-semibold text-gray-900">
        {name}
      </h3>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {terms.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-gray-500">{term}</dt>
            <dd className="text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      {canInvite ? (
        <div className="mt-auto">
          <button
            type="button"
            className={primaryButton}
            onClick={onInvite}
            aria-label={intl.formatMessage(campaignMessages.inviteTo, { product: name })}
          >
            {intl.formatMessage(campaignMessages.invite)}
          </button>
        </div>
      ) : null}
    </article>
  );
}
