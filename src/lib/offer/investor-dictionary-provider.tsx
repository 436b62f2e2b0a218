import type { ReactNode } from 'react';
import { useGetInvestorDictionary } from '#generated/api/investor/investor';
import { DictionaryContext } from './value-labels';

/**
 * Loads the investor dictionary once per session and gives it to the screens under it (useValueLabels). Its own
 * module, imported by the signed-in area only: the public offer pages do not carry the investor panel's client.
 */
export function InvestorDictionaryProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  // The lists do not change while the SPA runs; a failure leaves the SPA's own words (useValueLabels).
  const query = useGetInvestorDictionary({
    query: { enabled, staleTime: Infinity, gcTime: Infinity, retry: false },
  });
  // The screens wait for it (a few milliseconds, once): a status would otherwise change its wording under the eyes.
  if (enabled && query.isPending) return null;
  return (
    <DictionaryContext.Provider value={enabled ? (query.data ?? null) : null}>{children}</DictionaryContext.Provider>
  );
}
