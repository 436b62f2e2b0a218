import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { useGetPublicCampaignOffer } from '#generated/api/public-campaign-offer/public-campaign-offer';
import { getErrorMessage } from '../../lib/errors';
import {
  InvestLink,
  OfferDetailsView,
  OfferErrorState,
  OfferLoading,
  offerMessages,
  publicOfferActions,
} from '../../lib/offer';

/** The offer token from `?token=` (the invitation e-mail's link). */
export function useOfferToken(): string {
  const [params] = useSearchParams();
  return params.get('token')?.trim() ?? '';
}

/**
 * `/campaign?token=…` (see docs/product/routes.md): the public offer page. No session: everything by the offer token;
 * the first open marks the offer viewed (server). Errors (unknown or inactive token, out of date, campaign
 * states) are one page with the one error handler's message.
 */
export function CampaignPage() {
  const intl = useIntl();
  const token = useOfferToken();
  const actions = useMemo(() => publicOfferActions(token), [token]);
  const query = useGetPublicCampaignOffer(token, { query: { enabled: token !== '', retry: false } });

  if (token === '') return <OfferErrorState message={intl.formatMessage(offerMessages.missingToken)} />;
  if (query.isPending) return <OfferLoading />;
  if (query.isError) return <OfferErrorState message={getErrorMessage(query.error, intl)} />;
  return (
    <OfferDetailsView
      offer={query.data}
      actions={actions}
      invest={
        <InvestLink
          renderLink={(label, className) => (
            <Link to={`/invest?token=${encodeURIComponent(token)}`} className={className}>
              {label}
            </Link>
          )}
        />
      }
    />
  );
}
