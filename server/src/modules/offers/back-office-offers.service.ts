// The fund's (operator's) actions on an offer (tag back-office): confirm the payment, reject, withdraw the
// agreement, archive. Each is one move of the transition policy through applyOfferAction (one conditional
// update plus its event); the rules beyond the policy are here.
import type { InvestorOfferRow, OfferDecisionReason, OfferPaymentConfirmation } from '#generated/api/model';
import { compareIsoDates, todayIso } from '#schemas/formats/date';
import { HttpError } from '../../plugins/errors';
import { productEndDate } from '../campaigns';
import type { UserCaller } from '../shared';
import { signedAgreement, withdrawAgreementDocument } from './agreement-withdrawal';
import * as repo from './offers.repository';
import { applyOfferAction, findVisibleOffer, offerRow } from './offers.service';

const paymentDateInvalid = (message: string) =>
  new HttpError(422, 'VALIDATION_FAILED', 'Invalid payment date', {
    violations: [{ propertyPath: 'paymentDate', title: 'validation.paymentDate', message }],
  });

/** The investment's end: the product's maturity (start + term), as the campaign pages show it. */
async function endDateOf(caller: UserCaller, offer: { productId: string; campaignId: string }): Promise<string | null> {
  const [product, campaign] = await Promise.all([
    repo.findProduct(caller.db, caller.tenant.id, offer.productId),
    repo.findCampaign(caller.db, caller.tenant.id, offer.campaignId),
  ]);
  return product && campaign ? productEndDate(product, campaign) : null;
}

/**
 * accepted -> active, only when the agreement is signed (Completed; else 409 OFFER_TRANSITION_NOT_ALLOWED, also
 * checked by the UPDATE itself). The payment date may not be in the future (Warsaw) nor before the acceptance.
 * Sets payment_date and end_date (the product's maturity; the campaign's end for a product without a term).
 */
export async function confirmPayment(
  caller: UserCaller,
  offerId: string,
  body: OfferPaymentConfirmation,
): Promise<InvestorOfferRow> {
  const offer = await findVisibleOffer(caller, offerId);
  const now = caller.services.now();
  if (compareIsoDates(body.paymentDate, todayIso(now)) > 0) {
    throw paymentDateInvalid('The payment date cannot be in the future.');
  }
  if (offer.acceptedAt && compareIsoDates(body.paymentDate, todayIso(offer.acceptedAt)) < 0) {
    throw paymentDateInvalid('The payment date cannot be earlier than the acceptance of the offer.');
  }
  const updated = await applyOfferAction(caller, {
    offer,
    action: 'confirm-payment',
    agreementStatusIn: ['Completed'],
    set: { paymentDate: body.paymentDate, endDate: await endDateOf(caller, offer) },
  });
  return offerRow(caller, updated.id);
}

/**
 * Open or accepted -> rejected (the fund does not take the investment); the reason on the offer and the event.
 * An agreement still out for signature is withdrawn at the provider first (nobody signs a rejected offer); a
 * signed one stays as it is (the rejection is the fund's record).
 */
export async function reject(
  caller: UserCaller,
  offerId: string,
  body: OfferDecisionReason,
): Promise<InvestorOfferRow> {
  const offer = await findVisibleOffer(caller, offerId);
  const reason = body.reason.trim();
  if (offer.status === 'accepted' && offer.agreementStatus !== 'Completed') {
    await withdrawAgreementDocument(caller, offer).catch((error: unknown) => {
      // Signed meanwhile: the fund may still reject; the signed document is kept.
      if (!(error instanceof HttpError && error.code === 'OFFER_TRANSITION_NOT_ALLOWED')) throw error;
    });
  }
  const updated = await applyOfferAction(caller, {
    offer,
    action: 'reject',
    reason,
    set: { decisionReason: reason },
  });
  return offerRow(caller, updated.id);
}

/**
 * accepted -> interested (decision 0008): the e-signature document is withdrawn at the provider, the acceptance
 * is void (amount, acceptance, agreement columns cleared; the form data stays to prefill a new acceptance).
 * The provider is asked first: a document that cannot be withdrawn (already signed) leaves the offer as it is.
 */
export async function withdrawAgreement(
  caller: UserCaller,
  offerId: string,
  body: OfferDecisionReason,
): Promise<InvestorOfferRow> {
  const offer = await findVisibleOffer(caller, offerId);
  if (offer.status !== 'accepted') {
    // The policy's answer (409) before any call to the provider.
    await applyOfferAction(caller, { offer, action: 'withdraw-agreement' });
  }
  if (offer.agreementStatus === 'Completed') throw signedAgreement();
  await withdrawAgreementDocument(caller, offer);
  const reason = body.reason.trim();
  const updated = await applyOfferAction(caller, {
    offer,
    action: 'withdraw-agreement',
    reason,
    set: {
      investmentValue: null,
      acceptedAt: null,
      paymentDueDate: null,
      agreementDate: null,
      agreementStatus: null,
      signatureDocumentId: null,
      signatureSequence: null,
      signedPdfKey: null,
      decisionReason: reason,
    },
  });
  return offerRow(caller, updated.id);
}

/** Any status the policy allows (not accepted, not active) -> archived. */
export async function archive(caller: UserCaller, offerId: string): Promise<InvestorOfferRow> {
  const offer = await findVisibleOffer(caller, offerId);
  const updated = await applyOfferAction(caller, { offer, action: 'archive' });
  return offerRow(caller, updated.id);
}
