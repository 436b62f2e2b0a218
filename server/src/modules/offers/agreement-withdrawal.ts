// Withdrawing an offer's e-signature document for the operator's withdrawOfferAgreement: the provider is asked
// what the document is now (a signature that arrived before its callback must not be thrown away: 409), then the
// e-signature module withdraws it (and records the provider's answer on the offer's agreement).
import type { OfferRow } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { withdrawAgreement } from '../e-signature';
import type { Caller } from '../shared';

export const signedAgreement = () =>
  new HttpError(409, 'OFFER_TRANSITION_NOT_ALLOWED', 'A signed agreement cannot be withdrawn');

export async function withdrawAgreementDocument(
  caller: Caller,
  offer: Pick<OfferRow, 'id' | 'signatureDocumentId'>,
): Promise<void> {
  if (!offer.signatureDocumentId) return;
  const document = await caller.services.eSignature.getDocument(offer.signatureDocumentId);
  if (document?.status === 'Completed') throw signedAgreement();
  await withdrawAgreement(caller, offer.id);
}
