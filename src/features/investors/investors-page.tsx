import { RequireOperation } from '../../lib/auth';
import { InvestorPipeline } from './investor-pipeline';

/** /app/investors: the signed-in advisor's invited investors (table or board). */
export function InvestorsPage() {
  return (
    <RequireOperation operation="listInvestorOffers">
      <InvestorPipeline scope="own" />
    </RequireOperation>
  );
}
