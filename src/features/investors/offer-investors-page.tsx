import { useParams } from 'react-router-dom';
import { RequireOperation } from '../../lib/auth';
import { InvestorPipeline } from './investor-pipeline';

/** /app/investors/offer/{id}: the investor table (or board) limited to one campaign (listCampaignOffers). */
export function OfferInvestorsPage() {
  const { id } = useParams();
  return (
    <RequireOperation operation="listCampaignOffers">
      <InvestorPipeline key={id} scope="campaign" campaignId={id} />
    </RequireOperation>
  );
}
