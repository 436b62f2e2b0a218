import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useGetPublicCampaignOffer } from '#generated/api/public-campaign-offer/public-campaign-offer';
import { getErrorMessage } from '../../lib/errors';
import {
  AcceptedView,
  OfferErrorState,
  OfferLoading,
  OfferTermsPanel,
  campaignTexts,
  canAccept,
  isAccepted,
  offerMessages,
  publicOfferActions,
} from '../../lib/offer';
import { InvestmentForm } from '../../lib/offer/investment-form';
import { textLink } from '../../lib/ui/styles';
import { useOfferToken } from './campaign-page';

/**
 * `/invest?token=…`: the investment form of the offer (RJSF, the per-offer schema), the agreement preview and
 * the accept call; after acceptance the payment instructions and the payment-confirmation upload.
 */
export function InvestPage() {
  const intl = useIntl();
  const token = useOfferToken();
  const actions = useMemo(() => publicOfferActions(token), [token]);
  const query = useGetPublicCampaignOffer(token, { query: { enabled: token !== '', retry: false } });

  if (token === '') return <OfferErrorState message={intl.formatMessage(offerMessages.missingToken)} />;
  if (query.isPending) return <OfferLoading />;
  if (query.isError) return <OfferErrorState message={getErrorMessage(query.error, intl)} />;
  const offer = query.data;
  const back = (
    <Link to={`/campaign?token=${encodeURIComponent(token)}`} className={`${textLink} self-start text-sm`}>
      {intl.formatMessage(offerMessages.backToOffer)}
    </Link>
  );
  const title = <h1 className="text-2xl font-semibold text-gray-900">{campaignTexts(offer, intl.locale).name}</h1>;
  if (isAccepted(offer.status)) {
    return (
      <div className="flex flex-col gap-6">
        {back}
        {/* The page keeps its h1 after the acceptance (the accepted state's own heading is an h2). */}
        {title}
        <AcceptedView offer={offer} actions={actions} />
      </div>
    );
  }
  if (!canAccept(offer.status)) {
    return <OfferErrorState message={getErrorMessage({ code: 'OFFER_OUT_OF_DATE' }, intl)} />;
  }
  if (offer.campaign.status !== 'active') {
    const code =
      offer.campaign.status === 'scheduled'
        ? 'CAMPAIGN_NOT_STARTED'
        : offer.campaign.status === 'completed'
          ? 'CAMPAIGN_FINISHED'
          : 'CAMPAIGN_INACTIVE';
    return <OfferErrorState message={getErrorMessage({ code }, intl)} />;
  }
  return (
    <div className="flex flex-col gap-6">
      {back}
      {title}
      <OfferTermsPanel offer={offer} />
      <InvestmentForm offer={offer} actions={actions} />
    </div>
  );
}
