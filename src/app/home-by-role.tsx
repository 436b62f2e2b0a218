import { lazy, Suspense } from 'react';
import { HomePage } from '../features/home/home-page';
import { useCurrentUser } from '../lib/auth';

// The investor's summary (and, inside it, the chart library) is its own chunk: only an investor's /app loads it.
const InvestorSummary = lazy(async () => ({
  default: (await import('../features/investments/investor-summary')).InvestorSummary,
}));

/**
 * /app: the greeting for everybody; for a signed-in investor, the investment summary under it,
 * for the other roles their areas' links.
 */
export function HomeByRole() {
  const { role } = useCurrentUser();
  return (
    <HomePage
      investorPanel={
        role === 'investor' ? (
          <Suspense fallback={null}>
            <InvestorSummary />
          </Suspense>
        ) : undefined
      }
    />
  );
}
