import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { useGetInvestorPanelOffer } from '#generated/api/investor/investor';
import { getErrorMessage } from '../../lib/errors';
import { InvestLink, OfferDetailsView, OfferErrorState, OfferLoading, offerMessages as m } from '../../lib/offer';
import { InvestmentForm } from '../../lib/offer/investment-form';
import { investorOfferActions } from '../../lib/offer/investor-offer-actions';
import { textLink } from '../../lib/ui/styles';

/**
 * `/app/offers/{id}` for a signed-in investor: the offer (the same pieces as the public page), show interest,
 * invest with the same form, the agreement PDF and, once accepted, the payment instructions and the upload.
 */
export function InvestorOfferPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const actions = useMemo(() => investorOfferActions(id), [id]);
  const query = useGetInvestorPanelOffer(id, { query: { retry: false } });
  const [investing, setInvesting] = useState(false);

  const back = (
    <Link to="/app/offers" className={`${textLink} self-start text-sm`}>
      {intl.formatMessage(m.backToList)}
    </Link>
  );
  if (query.isPending) return <OfferLoading />;
  if (query.isError) {
    return (
      <div className="flex flex-col gap-6">
        {back}
        <OfferErrorState message={getErrorMessage(query.error, intl)} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  const offer = query.data;
  return (
    <div className="flex flex-col gap-6">
      <OfferDetailsView
        offer={offer}
        actions={actions}
        before={back}
        invest={
          <InvestLink
            renderLink={(label, className) => (
              <button
                type="button"
                className={className}
                aria-expanded={investing}
                aria-controls="investment-form"
                onClick={() => setInvesting(true)}
              >
                {label}
              </button>
            )}
          />
        }
      />
      {investing && offer.status !== 'accepted' && offer.status !== 'active' ? (
        <div id="investment-form">
          <InvestmentForm offer={offer} actions={actions} onAccepted={() => setInvesting(false)} />
        </div>
      ) : null}
    </div>
  );
}
