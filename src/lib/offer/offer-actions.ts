/**
 * The offer's actions, whoever calls them: the public page by the offer token (`/public-api/campaign-offer/...`)
 * and the investor panel by the offer id (`/investor-api/offer/...`). The screens in this folder take an
 * `OfferActions` and never know which API they talk to. The investor panel's are in investor-offer-actions.ts, so
 * the public page does not carry the investor API's client code.
 */
import { statusOf } from '../errors';
import type { QueryKey } from '@tanstack/react-query';
import type { AcceptOfferRequest, Attachment, InvestmentDraft, OfferDetails } from '#generated/api/model';
import {
  acceptPublicCampaignOffer,
  expressInterestInPublicCampaignOffer,
  getGetPublicCampaignOfferQueryKey,
  renderPublicCampaignOfferPdf,
  uploadPublicCampaignOfferFile,
} from '#generated/api/public-campaign-offer/public-campaign-offer';

export interface OfferActions {
  /** The query that holds this offer (updated with every answer). */
  queryKey: QueryKey;
  interest(): Promise<OfferDetails>;
  /** PATCH accept with the `Idempotency-Key` header. */
  accept(data: AcceptOfferRequest, idempotencyKey: string): Promise<OfferDetails>;
  /** The agreement PDF: a preview with the form's data so far (the agreement that will be signed). */
  pdf(investmentValue: number | undefined, form?: InvestmentDraft): Promise<Blob>;
  upload(file: File): Promise<Attachment>;
}

export const idempotency = (key: string) => ({ headers: { 'Idempotency-Key': key } });
export const pdfBody = (investmentValue: number | undefined, form?: InvestmentDraft) => ({
  ...(investmentValue === undefined ? {} : { investmentValue }),
  ...(form ? { form } : {}),
});

export function publicOfferActions(token: string): OfferActions {
  return {
    queryKey: getGetPublicCampaignOfferQueryKey(token),
    interest: () => expressInterestInPublicCampaignOffer(token),
    accept: (data, key) => acceptPublicCampaignOffer(token, data, idempotency(key)),
    pdf: (value, form) => renderPublicCampaignOfferPdf(token, pdfBody(value, form)),
    upload: (file) => uploadPublicCampaignOfferFile(token, { file }),
  };
}

/** A random Idempotency-Key (UUID v4). */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Whether a failed accept may be repeated with the same key: no answer at all (network, timeout) or a
 * server-side failure (5xx) leaves the outcome unknown, so the retry must be recognised as the same attempt.
 * A definite refusal (4xx) ends the attempt: the next submission is a new one.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const status = statusOf(error);
  return status === null || status >= 500;
}
