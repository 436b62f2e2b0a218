import { RequireOperation } from '../../lib/auth';
import { InvestorPipeline } from './investor-pipeline';

/** /app/investors/network: the offers of the coordinator's networks, with the owning advisor (table or board). */
export function NetworkInvestorsPage() {
  return (
    <RequireOperation operation="listNetworkInvestorOffers">
      <InvestorPipeline scope="network" />
    </RequireOperation>
  );
}
