import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { OfferDetails } from '#generated/api/model';
import { primaryButton, secondaryButton } from '../ui/styles';
import { useBranding, useLocalizedText } from '../theme';
import { InterestButton } from './interest-button';
import type { OfferActions } from './offer-actions';
import { offerMessages as m } from './offer-messages';
import { canAccept, isAccepted } from './offer-format';
import {
  AcceptedSummary,
  AdvisorPanel,
  CampaignOverview,
  OfferTermsPanel,
  PaymentInstructionsPanel,
  RisksPanel,
} from './offer-view';

/**
 * Only an accepted offer shows the upload of the payment confirmation: its code (and the file picker's) loads
 * then, not with every first visit to an offer page (docs/product/budgets.md, 170 KB).
 */
const PaymentConfirmationUpload = lazy(() =>
  import('./payment-upload').then((module) => ({ default: module.PaymentConfirmationUpload })),
);

/** The upload's card while its code loads: the same frame, title and height, so the page does not jump. */
function PaymentUploadPlaceholder() {
  const intl = useIntl();
  return (
    <section aria-busy="true" className="min-h-60 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
      <h2 className="text-base font-semibold text-gray-900">{intl.formatMessage(m.uploadTitle)}</h2>
    </section>
  );
}

/** A page that could not show the offer: a heading and the one error handler's message, never a blank page. */
export function OfferErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const intl = useIntl();
  return (
    <section className="rounded-2xl border border-gray-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-xl font-semibold text-gray-900">{intl.formatMessage(m.errorTitle)}</h1>
      <p role="alert" className="mt-3 text-sm leading-6 text-gray-700">
        {message}
      </p>
      {onRetry ? (
        <button type="button" onClick={onRetry} className={`${secondaryButton} mt-6`}>
          {intl.formatMessage(m.retry)}
        </button>
      ) : null}
    </section>
  );
}

export function OfferLoading() {
  const intl = useIntl();
  return (
    <p role="status" className="text-center text-sm text-gray-600">
      {intl.formatMessage(m.loading)}
    </p>
  );
}

/** The "Invest" call to action: the tenant's campaignInvestButtonText when set. */
export function InvestLink({ renderLink }: { renderLink: (label: string, className: string) => ReactNode }) {
  const intl = useIntl();
  const branding = useBranding();
  const t = useLocalizedText();
  const label = t(branding.campaignInvestButtonText) || intl.formatMessage(m.invest);
  return <>{renderLink(label, primaryButton)}</>;
}

export interface OfferDetailsViewProps {
  offer: OfferDetails;
  actions: OfferActions;
  /** The "Invest" link or button (shown while the offer can be accepted and the campaign is active). */
  invest: ReactNode;
  /** Shown above the campaign (e.g. a link back to a list). */
  before?: ReactNode;
}

/**
 * One offer as the investor sees it: the campaign, the product terms, the advisor, the tenant's risk text, the
 * actions (show interest, invest) and, once accepted, the payment instructions and the confirmation upload.
 */
export function OfferDetailsView({ offer, actions, invest, before }: OfferDetailsViewProps) {
  const intl = useIntl();
  const accepted = isAccepted(offer.status);
  const open = offer.campaign.status === 'active';
  const buttons =
    !accepted && canAccept(offer.status) ? (
      <div className="flex flex-wrap items-center gap-3">
        {open ? (
          <>
            {invest}
            <InterestButton offer={offer} actions={actions} />
          </>
        ) : (
          <p className="text-sm font-medium text-gray-700">{intl.formatMessage(m.campaignNotActive)}</p>
        )}
      </div>
    ) : null;
  return (
    <div className="flex flex-col gap-6">
      {before}
      {accepted ? (
        <>
          <AcceptedSummary offer={offer} />
          <PaymentInstructionsPanel offer={offer} />
          <Suspense fallback={<PaymentUploadPlaceholder />}>
            <PaymentConfirmationUpload offer={offer} actions={actions} />
          </Suspense>
        </>
      ) : null}
      <CampaignOverview offer={offer} actions={buttons} />
      <OfferTermsPanel offer={offer} />
      <AdvisorPanel offer={offer} />
      <RisksPanel />
    </div>
  );
}

/** After a successful accept: the confirmation, the payment instructions and the upload. */
export function AcceptedView({ offer, actions }: { offer: OfferDetails; actions: OfferActions }) {
  return (
    <div className="flex flex-col gap-6">
      <AcceptedSummary offer={offer} />
      <PaymentInstructionsPanel offer={offer} />
      <Suspense fallback={<PaymentUploadPlaceholder />}>
        <PaymentConfirmationUpload offer={offer} actions={actions} />
      </Suspense>
    </div>
  );
}
