// The offer's agreement: the PDF (server/src/pdf/agreement-pdf.ts lays it out; this gathers the data) and the
// hand-off to e-signature after an acceptance commits.
//
// Agreement status semantics after an acceptance (agreed with the e-signature module, see the report):
//   New   + signature_document_id null  the acceptance committed; the agreement is being sent right now, or the
//                                       process stopped before it was (the reconciler sends those older than a
//                                       few minutes);
//   Error + signature_document_id null  sending failed; the reconciler tries again (the acceptance stands);
//   Processing/Completed/...            owned by the e-signature module (document id set, webhook, reconciler).
import type { InvestmentAddress, InvestmentFormData } from '#schemas/investment';
import type { OfferRow, ProductRow } from '../../db/schema';
import type { InvestmentDraft } from '#generated/api/model';
import { localeMessages } from '../../i18n/locale-messages';
import {
  renderAgreementPdf,
  type AgreementCompany,
  type AgreementConsent,
  type AgreementNaturalPerson,
  type AgreementPdfInput,
} from '../../pdf/agreement-pdf';
import { defineJob } from '../../jobs';
import { effectiveThemeColors, findTenantById } from '../branding';
import type { CampaignAggregate } from '../campaigns';
import { loadCampaign, productEndDate } from '../campaigns';
import { startAgreementSigning } from '../e-signature';
import { tenantCaller, type Caller } from '../shared';
import { offerReference, paymentInstructions, warsawDate } from './payment-instructions';
import * as repo from './public-campaign-offer.repository';

/** A value the preview leaves to fill in: a dotted line, as on a paper form. */
const BLANK = '………………………………';

type FormData = Partial<InvestmentFormData> | InvestmentDraft | null | undefined;

/**
 * The declarations of the agreement in the investment form's own wording (the same texts as its checkboxes:
 * the tenant's consent2 and consent3, admin overrides first, else the form's default labels), each checked as in
 * the form; the investment risks the declaration refers to are printed under it.
 */
function consentsOf(caller: Caller, locale: 'pl' | 'en', data: FormData): AgreementConsent[] {
  const admin = caller.tenant.adminConfiguration;
  const white = caller.tenant.whiteLabel;
  const messages = localeMessages(locale);
  const text = (value: { pl: string; en?: string } | null | undefined) =>
    value ? ((locale === 'en' ? value.en : undefined) ?? value.pl) : null;
  const label = (key: string) => messages[`form.investment.consents.${key}.label`] ?? key;
  const given = data?.consents ?? {};
  return [
    { text: text(admin.consent2 ?? white.consent2) ?? label('termsAccepted'), given: given.termsAccepted === true },
    {
      text: label('risksAcknowledged'),
      given: given.risksAcknowledged === true,
      detail: text(admin.investmentRisks),
    },
    {
      text: text(admin.consent3 ?? white.consent3) ?? label('marketingConsent'),
      given: given.marketingConsent === true,
    },
  ];
}

const filled = (value: string | null | undefined): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

function addressOf(a: Partial<InvestmentAddress> | undefined, preview: boolean) {
  if (!a) return preview ? BLANK : undefined;
  const street = filled(a.street);
  const house = filled(a.house);
  const postalCode = filled(a.postalCode);
  const city = filled(a.city);
  if (!street && !house && !postalCode && !city) return preview ? BLANK : undefined;
  return {
    street: street ?? BLANK,
    houseNumber: house ?? '',
    flatNumber: filled(a.flat),
    postalCode: postalCode ?? '',
    city: city ?? BLANK,
    country: filled(a.country),
  };
}

/**
 * The investor as the form gives it: the accepted data (final) or what was typed so far (preview), with blanks
 * for what is still missing; never the invitation's e-mail in place of a name.
 */
function investorOf(data: FormData, preview: boolean): AgreementNaturalPerson | AgreementCompany {
  const name = (...parts: (string | null | undefined)[]) =>
    parts.map(filled).filter(Boolean).join(' ') || (preview ? BLANK : '');
  if (data?.investorType === 'company') {
    const c = data.company ?? {};
    const representative = c.representative ?? {};
    return {
      type: 'legal-person',
      name: name(c.name),
      nip: filled(c.nip) ?? (preview ? BLANK : null),
      krs: filled(c.krs),
      regon: filled(c.regon),
      address: addressOf(c.address, preview),
      representative: {
        name: name(representative.firstName, representative.surname),
        role: filled(representative.function) ?? '',
      },
      phone: filled(c.phone),
      email: filled(c.email),
    };
  }
  const p = data?.person ?? {};
  return {
    type: 'natural-person',
    name: name(p.firstName, p.surname),
    pesel: filled(p.pesel) ?? (preview ? BLANK : null),
    address: addressOf(p.address, preview),
    phone: filled(p.phone) ?? (preview ? BLANK : null),
    email: filled(p.email) ?? (preview ? BLANK : null),
  };
}

function interestOf(product: ProductRow): AgreementPdfInput['product']['interest'] {
  if (product.interestType === 'Fixed' && product.interestRate !== null) {
    return { type: 'Fixed', rate: product.interestRate };
  }
  if (product.interestType === 'Variable' && product.referenceRateName !== null && product.margin !== null) {
    return { type: 'Variable', referenceRate: product.referenceRateName, margin: product.margin };
  }
  return null;
}

/**
 * The agreement PDF of an offer. `preview`: the given amount (already checked) before acceptance; `final`: the
 * accepted amount, the agreement's data from the investment form and the payment instructions.
 */
export async function buildAgreementPdf(
  caller: Caller,
  offer: OfferRow,
  aggregate: CampaignAggregate,
  options: { kind: 'preview'; amount: string; form?: InvestmentDraft | undefined } | { kind: 'final' },
): Promise<Buffer> {
  const product = aggregate.products.find((candidate) => candidate.id === offer.productId)!;
  const campaign = aggregate.campaign;
  const locale = await repo.findUserLocale(caller.db, caller.tenant.id, offer.investorId);
  const texts = (locale === 'en' ? campaign.data.translations.en : undefined) ?? campaign.data.translations.pl;
  const owner = await repo.findOwnerContact(caller.db, caller.tenant.id, offer.ownerId);
  const amount = options.kind === 'final' ? (offer.investmentValue ?? product.investmentValueMin) : options.amount;
  const data: FormData =
    options.kind === 'final' ? (offer.investmentData as Partial<InvestmentFormData> | null) : options.form;
  const siteTitle = caller.tenant.whiteLabel.siteTitle[locale] ?? caller.tenant.whiteLabel.siteTitle.pl;
  const payment =
    options.kind === 'final' && offer.paymentDueDate
      ? paymentInstructions({
          offerId: offer.id,
          productCode: product.code,
          investorName: offer.investorName,
          investmentValue: amount,
          currency: offer.currency,
          bankAccount: campaign.paymentBankAccount,
          recipient: campaign.paymentRecipient,
          dueDate: offer.paymentDueDate,
        })
      : null;
  return renderAgreementPdf({
    locale,
    kind: options.kind,
    tenant: {
      name: siteTitle ?? caller.tenant.name,
      logo: null /* the tenants' logos are SVG: the name is the header */,
      brandColor: effectiveThemeColors(caller.tenant).base,
    },
    reference: offerReference(offer.id),
    date:
      options.kind === 'final' && offer.acceptedAt ? warsawDate(offer.acceptedAt) : warsawDate(caller.services.now()),
    issuer: { name: texts.issuerName ?? caller.tenant.name },
    investor: investorOf(data, options.kind === 'preview'),
    advisor: owner ? { name: `${owner.firstName} ${owner.surname}`, email: owner.email } : null,
    product: {
      campaignName: texts.name,
      name: (locale === 'en' ? product.name.en : undefined) ?? product.name.pl,
      code: product.code,
      type: campaign.type,
      currency: product.currency,
      interest: interestOf(product),
      paymentFrequency: product.paymentFrequency,
      dayCount: product.dayCountConvention,
      termMonths: product.termMonths,
      startDate: product.startDate,
      maturityDate: productEndDate(product, campaign),
      description: texts.shortDescription ?? null,
    },
    amount,
    payoutAccount: filled(data?.bankAccount) ?? (options.kind === 'preview' ? BLANK : null),
    payment: payment && {
      account: payment.bankAccount,
      recipient: payment.recipient,
      title: payment.title,
      dueDate: payment.dueDate,
    },
    consents: consentsOf(caller, locale, data),
  });
}

export interface AgreementSigningJob {
  tenantId: string;
  offerId: string;
}

/**
 * Sends an accepted offer's agreement for e-signature: enqueued with the acceptance, and again by the reconciler
 * for an agreement that never reached the provider. `stately` with the offer as key: one waiting and one
 * running per offer at most, never two at once (the second would create a second signing document).
 */
export const AGREEMENT_SIGNING_JOB = defineJob<AgreementSigningJob>({
  name: 'agreement-signing',
  retryLimit: 4,
  retryDelaySeconds: 30,
  expireInSeconds: 5 * 60,
  concurrency: 2,
  policy: 'stately',
});

/**
 * After an acceptance committed: render the final agreement and send it for e-signature
 * (modules/e-signature startAgreementSigning). The acceptance stands whatever happens here. A
 * provider failure is marked Error by the e-signature module; any other failure (e.g. rendering) is marked
 * Error here (New -> Error) and thrown (the job retries it); the reconciler starts both again later. An offer
 * whose agreement already reached the provider is left alone: a second run of the job changes nothing.
 */
export async function startSigningAfterAcceptance(caller: Caller, offerId: string): Promise<void> {
  try {
    const offer = await repo.findOfferById(caller.db, caller.tenant.id, offerId);
    if (!offer || offer.status !== 'accepted') return;
    if (offer.signatureDocumentId && offer.agreementStatus !== 'Error') return;
    const aggregate = await loadCampaign(caller, offer.campaignId);
    const pdf = await buildAgreementPdf(caller, offer, aggregate, { kind: 'final' });
    const locale = await repo.findUserLocale(caller.db, caller.tenant.id, offer.investorId);
    const product = aggregate.products.find((candidate) => candidate.id === offer.productId)!;
    const name = offer.investorName ?? offer.investorEmail;
    await startAgreementSigning(caller, {
      offerId,
      title: `${locale === 'en' ? 'Investment agreement' : 'Umowa inwestycyjna'} ${product.code} – ${name}`,
      signer: { name, email: offer.investorEmail, locale },
      pdf,
    });
  } catch (error) {
    await repo
      .setAgreementStatus(caller.db, caller.tenant.id, offerId, 'New', 'Error', caller.services.now())
      .catch(() => undefined);
    throw error; // logged and retried by the job queue
  }
}

/** The agreement-signing job: the offer's tenant is loaded by id (there is no request). */
export async function runAgreementSigningJob(
  deps: Pick<Caller, 'db' | 'services'>,
  job: AgreementSigningJob,
): Promise<void> {
  const tenant = await findTenantById(deps.db, job.tenantId);
  if (!tenant) return;
  await startSigningAfterAcceptance(tenantCaller(deps, tenant), job.offerId);
}

/** The reconciler's restart of an agreement that never reached the provider: a signing job. */
export async function restartAgreementSigning(
  deps: Pick<Caller, 'db' | 'services'>,
  tenantId: string,
  offerId: string,
): Promise<void> {
  await deps.services.jobs.enqueue(deps.db, AGREEMENT_SIGNING_JOB, { tenantId, offerId }, { singletonKey: offerId });
}
