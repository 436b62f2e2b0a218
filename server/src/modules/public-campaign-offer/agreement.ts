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
import {
  renderAgreementPdf,
  type AgreementCompany,
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

const RISKS_PREFIX: Record<'pl' | 'en', string> = {
  pl: 'Znam ryzyka inwestycji i je rozumiem',
  en: 'I have read and understand the risks of the investment',
};

/**
 * The declarations of the agreement: the tenant's texts behind the form's consents (termsAccepted = consent2,
 * risksAcknowledged = the investment risks, marketingConsent = consent3, only when given), the admin
 * configuration's overrides first, Polish when the language has none.
 */
function consentsOf(caller: Caller, locale: 'pl' | 'en', data: Partial<InvestmentFormData> | null): string[] {
  const admin = caller.tenant.adminConfiguration;
  const white = caller.tenant.whiteLabel;
  const text = (value: { pl: string; en?: string } | null | undefined) =>
    value ? ((locale === 'en' ? value.en : undefined) ?? value.pl) : null;
  const terms = text(admin.consent2 ?? white.consent2);
  const risks = text(admin.investmentRisks);
  const marketing = text(admin.consent3 ?? white.consent3);
  return [
    terms,
    risks ? `${RISKS_PREFIX[locale]}: ${risks}` : `${RISKS_PREFIX[locale]}.`,
    data?.consents?.marketingConsent ? marketing : null,
  ].filter((line): line is string => Boolean(line));
}

function investorOf(offer: OfferRow): AgreementNaturalPerson | AgreementCompany {
  const data = offer.investmentData as Partial<InvestmentFormData> | null;
  const address = (a: InvestmentAddress) => ({
    street: a.street,
    houseNumber: a.house,
    flatNumber: a.flat ?? null,
    postalCode: a.postalCode,
    city: a.city,
    country: a.country,
  });
  if (data?.investorType === 'company' && data.company) {
    const c = data.company;
    return {
      type: 'legal-person',
      name: c.name,
      nip: c.nip,
      krs: c.krs ?? null,
      regon: c.regon ?? null,
      address: address(c.address),
      representative: {
        name: `${c.representative.firstName} ${c.representative.surname}`,
        role: c.representative.function,
      },
      phone: c.phone,
      email: c.email,
    };
  }
  if (data?.person) {
    const p = data.person;
    return {
      type: 'natural-person',
      name: `${p.firstName} ${p.surname}`,
      pesel: p.pesel,
      address: address(p.address),
      phone: p.phone,
      email: p.email,
    };
  }
  // Before acceptance (a preview) only the e-mail of the invitation is known.
  return { type: 'natural-person', name: offer.investorName ?? offer.investorEmail, email: offer.investorEmail };
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
  options: { kind: 'preview'; amount: string } | { kind: 'final' },
): Promise<Buffer> {
  const product = aggregate.products.find((candidate) => candidate.id === offer.productId)!;
  const campaign = aggregate.campaign;
  const locale = await repo.findUserLocale(caller.db, caller.tenant.id, offer.investorId);
  const texts = (locale === 'en' ? campaign.data.translations.en : undefined) ?? campaign.data.translations.pl;
  const owner = await repo.findOwnerContact(caller.db, caller.tenant.id, offer.ownerId);
  const amount = options.kind === 'final' ? (offer.investmentValue ?? product.investmentValueMin) : options.amount;
  const data = offer.investmentData as Partial<InvestmentFormData> | null;
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
    investor: investorOf(offer),
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
    payoutAccount: data?.bankAccount ?? null,
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
