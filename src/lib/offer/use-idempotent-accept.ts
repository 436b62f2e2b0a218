import { useCallback, useRef } from 'react';
import type { AcceptOfferRequest, OfferDetails } from '#generated/api/model';
import { newIdempotencyKey, outcomeUnknown, type OfferActions } from './offer-actions';

/**
 * Accept with an `Idempotency-Key`: one random key per submission attempt. When an attempt ends without a
 * known outcome (network error, 5xx) and the same data is submitted again, the key is reused, so the server
 * answers the first result instead of accepting twice; a changed form or a definite answer starts a new attempt.
 */
export function useIdempotentAccept(actions: OfferActions) {
  const attempt = useRef<{ key: string; body: string } | null>(null);
  return useCallback(
    async (data: AcceptOfferRequest): Promise<OfferDetails> => {
      const body = JSON.stringify(data);
      if (attempt.current?.body !== body) attempt.current = { key: newIdempotencyKey(), body };
      const { key } = attempt.current;
      try {
        const result = await actions.accept(data, key);
        attempt.current = null;
        return result;
      } catch (error) {
        if (!outcomeUnknown(error)) attempt.current = null;
        throw error;
      }
    },
    [actions],
  );
}
