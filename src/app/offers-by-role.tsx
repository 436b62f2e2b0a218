import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useCurrentUser } from '../lib/auth';

/**
 * /app/offers and /app/offers/{id} are shared by two panels: a signed-in investor gets the investor panel's
 * offers (features/investor-offers), everybody else the advisors' campaign screens (features/campaigns). Each page
 * is its own chunk, loaded when the role is known; this module is itself loaded only with those routes, so the
 * public pages' initial JS does not carry the session's user.
 */
const pageOf = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));
const InvestorOffersPage = pageOf(
  () => import('../features/investor-offers/investor-offers-page'),
  'InvestorOffersPage',
);
const InvestorOfferPage = pageOf(() => import('../features/investor-offers/investor-offer-page'), 'InvestorOfferPage');
const AdvisorOffersPage = pageOf(() => import('../features/campaigns/campaigns-list-page'), 'CampaignsListPage');
const AdvisorOfferPage = pageOf(() => import('../features/campaigns/campaign-detail-page'), 'CampaignDetailPage');

function ByRole({
  investor: Investor,
  other: Other,
}: Record<'investor' | 'other', LazyExoticComponent<ComponentType>>) {
  const { role } = useCurrentUser();
  if (role === null) return null;
  return <Suspense fallback={null}>{role === 'investor' ? <Investor /> : <Other />}</Suspense>;
}

export function OffersByRole() {
  return <ByRole investor={InvestorOffersPage} other={AdvisorOffersPage} />;
}

export function OfferByRole() {
  return <ByRole investor={InvestorOfferPage} other={AdvisorOfferPage} />;
}
