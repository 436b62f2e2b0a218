// The investor panel: the investor's summary, investments and schedules; the operator's payouts and
// reference rates; the schedule files and the yearly tax summary. Every schedule comes from the ONE engine
// (schemas/finance/payment-schedule.ts) through investment-model.ts, so the list, the summary, the files and
// the screens always agree. An investment is an offer from its acceptance on (its id is the offer's id).
//
// Object rules: an investor reaches only the investments of their own account in the host's tenant (anything
// else is 404, never 403); an operator every investment and product of the tenant.
import type {
  InvestmentSummary,
  InvestorProduct,
  InvestorProductDetails,
  InvestorProductList,
  InvestorProductStatus,
  ListInvestorProductsParams,
  PayoutInput,
  ReferenceRateHistory,
  ReferenceRateInput,
  Violation,
} from '#generated/api/model';
import { formatMinorUnits, formatRate, parseRate, toMinorUnits } from '#schemas/finance/money';
import { compareIsoDates, todayIso } from '#schemas/formats/date';
import type { OfferRow } from '../../db/schema';
import { renderPayoutMail } from '../../mail/payout';
import { HttpError, notFound, validationFailed } from '../../plugins/errors';
import { contentDisposition } from '../../providers/storage/file-types';
import {
  loadCampaign,
  moneyFromDb,
  percentageFromDb,
  productEndDate,
  toCampaignDocument,
  toProduct,
} from '../campaigns';
import { offerTimeline, recordOfferEvent } from '../offers';
import { agreementPdf, offerReference, paymentInstructions } from '../public-campaign-offer';
import type { FileBody, UserCaller } from '../shared';
import {
  comingRows,
  fixingsOf,
  investmentScheduleOf,
  moneyOf,
  netOf,
  plus,
  scheduleOf,
  tabOf,
  taxOnGross,
  taxProfileOf,
  totalOf,
  ZERO,
  type Amounts,
  type ComputedSchedule,
  type InvestmentFacts,
} from './investment-model';
import * as repo from './investments.repository';

const CURRENCY_ORDER = ['PLN', 'EUR', 'USD'] as const;
const TABS: readonly InvestorProductStatus[] = ['signing', 'active', 'archived'];

export const investmentNotFound = (): HttpError => notFound('Investment not found');

const today = (caller: UserCaller): string => todayIso(caller.services.now());

// ------------------------------------------------------------------ loading

interface Loaded {
  facts: InvestmentFacts;
  schedule: ComputedSchedule | null;
  tab: InvestorProductStatus;
}

async function load(
  caller: UserCaller,
  where: Parameters<typeof repo.listInvestments>[2],
  on: string = today(caller),
): Promise<Loaded[]> {
  const records = await repo.listInvestments(caller.db, caller.tenant.id, where);
  const payouts = await repo.listPayouts(
    caller.db,
    caller.tenant.id,
    records.map((record) => record.offer.id),
  );
  const variable = [...new Set(records.filter((r) => r.product.interestType === 'Variable').map((r) => r.product.id))];
  const fixings = await repo.listFixings(caller.db, caller.tenant.id, variable);
  return records.map((record) => {
    const facts: InvestmentFacts = {
      ...record,
      fixings: fixings.get(record.product.id) ?? [],
      payouts: payouts.get(record.offer.id) ?? [],
    };
    const schedule = scheduleOf(facts, on);
    return { facts, schedule, tab: tabOf(record.offer, schedule) };
  });
}

/** The investor's own investment (404 for anything else: another investor's, another tenant's, not accepted). */
async function loadOwn(caller: UserCaller, id: string): Promise<Loaded> {
  const [found] = await load(caller, { investorId: caller.user.userId, offerId: id });
  if (!found) throw investmentNotFound();
  return found;
}

// ------------------------------------------------------------------ the contract's shapes

function campaignNameOf(facts: InvestmentFacts): { pl: string; en?: string } {
  const { translations } = facts.campaign.data;
  return translations.en?.name ? { pl: translations.pl.name, en: translations.en.name } : { pl: translations.pl.name };
}

function toInvestorProduct(loaded: Loaded, on: string): InvestorProduct {
  const { offer, product, campaign } = loaded.facts;
  const next = loaded.tab === 'active' ? comingRows(loaded.schedule, on)[0] : undefined;
  return {
    id: offer.id,
    status: loaded.tab,
    offerStatus: offer.status,
    campaignId: campaign.id,
    campaignName: campaignNameOf(loaded.facts),
    product: toProduct(product, campaign),
    investmentValue: moneyFromDb(offer.investmentValue ?? '0'),
    currency: offer.currency,
    acceptedAt: offer.acceptedAt?.toISOString() ?? null,
    agreementDate: offer.agreementDate,
    agreementStatus: offer.agreementStatus,
    paymentDate: offer.paymentDate,
    endDate: offer.endDate ?? loaded.schedule?.engine.maturityDate ?? productEndDate(product, campaign),
    nextPayment: next ? { dueDate: next.row.dueDate, amount: moneyOf(totalOf(next.remaining)) } : null,
  };
}

async function toDetails(caller: UserCaller, loaded: Loaded, on: string): Promise<InvestorProductDetails> {
  const { offer, product, campaign } = loaded.facts;
  const aggregate = await loadCampaign(caller, campaign.id);
  const attachments = await repo.listAttachments(caller.db, caller.tenant.id, offer.id);
  const profile = taxProfileOf(offer.investmentData);
  const payable = offer.status === 'accepted' || offer.status === 'active';
  const details: InvestorProductDetails = {
    investment: toInvestorProduct(loaded, on),
    agreement: {
      number: offerReference(offer.id),
      status: offer.agreementStatus,
      date: offer.agreementDate,
      signed: offer.signedPdfKey !== null,
    },
    paymentInstructions:
      payable && offer.investmentValue !== null && offer.paymentDueDate !== null
        ? paymentInstructions({
            offerId: offer.id,
            productCode: product.code,
            investorName: offer.investorName,
            investmentValue: offer.investmentValue,
            currency: offer.currency,
            bankAccount: campaign.paymentBankAccount,
            recipient: campaign.paymentRecipient,
            dueDate: offer.paymentDueDate,
          })
        : null,
    paymentConfirmations: attachments.map((file) => ({
      id: file.id,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.size,
      createdAt: file.createdAt.toISOString(),
    })),
    investorType: profile.investorType,
    taxResidenceCountry: profile.taxResidenceCountry,
    schedule: loaded.schedule ? investmentScheduleOf(loaded.schedule, product.referenceRateName) : null,
    documents: aggregate.documents.map(toCampaignDocument),
    timeline: await offerTimeline(caller, offer),
  };
  if (caller.user.role === 'operator') {
    const account = await repo.findAccount(caller.db, caller.tenant.id, offer.investorId);
    details.investor = {
      id: offer.investorId,
      name: offer.investorName ?? (account ? `${account.firstName} ${account.surname}`.trim() || null : null),
      email: offer.investorEmail,
    };
  }
  return details;
}

// ------------------------------------------------------------------ summary

export async function investmentSummary(caller: UserCaller): Promise<InvestmentSummary> {
  const on = today(caller);
  const investments = await load(caller, { investorId: caller.user.userId }, on);
  interface Bucket {
    invested: bigint;
    inSigning: bigint;
    paid: Amounts;
    remaining: Amounts;
    next: { dueDate: string; amount: bigint; ids: Set<string> } | null;
  }
  const buckets = new Map<string, Bucket>();
  const months = new Map<string, { month: string; currency: string; net: bigint; principal: bigint }>();
  for (const { facts, schedule, tab } of investments) {
    const { offer } = facts;
    const bucket = buckets.get(offer.currency) ?? {
      invested: 0n,
      inSigning: 0n,
      paid: ZERO,
      remaining: ZERO,
      next: null,
    };
    buckets.set(offer.currency, bucket);
    const value = toMinorUnits(offer.investmentValue ?? '0');
    for (const payout of facts.payouts) {
      if (payout.kind !== 'payment') continue;
      bucket.paid = plus(bucket.paid, {
        gross: toMinorUnits(payout.grossInterest),
        tax: toMinorUnits(payout.tax),
        principal: toMinorUnits(payout.principal),
      });
    }
    if (tab === 'signing') bucket.inSigning += value;
    if (tab !== 'active') continue;
    bucket.invested += value;
    if (schedule) bucket.remaining = plus(bucket.remaining, schedule.remaining);
    for (const state of comingRows(schedule, on)) {
      const due = state.row.dueDate;
      const amount = totalOf(state.remaining);
      if (!bucket.next || compareIsoDates(due, bucket.next.dueDate) < 0) {
        bucket.next = { dueDate: due, amount, ids: new Set([offer.id]) };
      } else if (due === bucket.next.dueDate) {
        bucket.next.amount += amount;
        bucket.next.ids.add(offer.id);
      }
      const key = `${due.slice(0, 7)} ${offer.currency}`;
      const month = months.get(key) ?? { month: due.slice(0, 7), currency: offer.currency, net: 0n, principal: 0n };
      month.net += netOf(state.remaining);
      month.principal += state.remaining.principal;
      months.set(key, month);
    }
  }
  const currencyRank = (currency: string) => CURRENCY_ORDER.indexOf(currency as (typeof CURRENCY_ORDER)[number]);
  return {
    currencies: [...buckets.entries()]
      .sort(([a], [b]) => currencyRank(a) - currencyRank(b))
      .map(([currency, bucket]) => ({
        currency: currency as InvestmentSummary['currencies'][number]['currency'],
        invested: moneyOf(bucket.invested),
        inSigning: moneyOf(bucket.inSigning),
        interestPaid: {
          grossInterest: moneyOf(bucket.paid.gross),
          tax: moneyOf(bucket.paid.tax),
          netInterest: moneyOf(netOf(bucket.paid)),
        },
        nextPayment: bucket.next
          ? {
              dueDate: bucket.next.dueDate,
              amount: moneyOf(bucket.next.amount),
              investmentIds: [...bucket.next.ids],
            }
          : null,
        expectedRemainingNetInterest: moneyOf(netOf(bucket.remaining)),
        remainingPrincipal: moneyOf(bucket.remaining.principal),
      })),
    countsByStatus: TABS.map((status) => ({
      status,
      count: investments.filter((investment) => investment.tab === status).length,
    })),
    upcomingPayments: [...months.values()]
      .sort((a, b) => a.month.localeCompare(b.month) || currencyRank(a.currency) - currencyRank(b.currency))
      .map((month) => ({
        month: month.month,
        currency: month.currency as InvestmentSummary['currencies'][number]['currency'],
        netInterest: moneyOf(month.net),
        principal: moneyOf(month.principal),
      })),
  };
}

// ------------------------------------------------------------------ the list (tabs)

type SortKey =
  'acceptedAt' | 'agreementDate' | 'paymentDate' | 'endDate' | 'investmentValue' | 'campaignName' | 'nextPaymentDate';
const SORTS: readonly SortKey[] = [
  'acceptedAt',
  'agreementDate',
  'paymentDate',
  'endDate',
  'investmentValue',
  'campaignName',
  'nextPaymentDate',
];

const polish = new Intl.Collator('pl');

function sortValue(item: InvestorProduct, key: SortKey): string | number | null {
  switch (key) {
    case 'acceptedAt':
      return item.acceptedAt;
    case 'investmentValue':
      return item.investmentValue;
    case 'campaignName':
      return item.campaignName.pl;
    case 'nextPaymentDate':
      return item.nextPayment?.dueDate ?? null;
    default:
      return item[key];
  }
}

function compareValues(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1; // empty cells last
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return polish.compare(String(a), String(b));
}

/** listInvestorProducts: the investor's investments, filtered (tabs), sorted and paged in memory (a few dozen). */
export async function listProducts(
  caller: UserCaller,
  query: ListInvestorProductsParams,
): Promise<InvestorProductList> {
  const violations: Violation[] = [];
  const bad = (propertyPath: string, message: string) =>
    violations.push({ propertyPath, title: 'validation.invalidListQuery', message });
  const sortName = (query.sort?.name ?? 'acceptedAt') as SortKey;
  if (!SORTS.includes(sortName)) bad('query.sort.name', `Cannot sort by ${query.sort?.name}`);
  const order = query.sort ? (query.sort.order ?? 'asc') : 'desc';
  const filters = query.filters ?? {};
  const wanted: { status?: Set<string>; currency?: Set<string>; campaignName?: string } = {};
  for (const [field, filter] of Object.entries(filters)) {
    if (field === 'status' || field === 'currency') {
      const allowed: readonly string[] = field === 'status' ? TABS : CURRENCY_ORDER;
      if (filter.type !== 'array' || filter.operator !== 'in' || !filter.values?.length) {
        bad(`query.filters.${field}`, `Filter ${field} takes type array with operator in and values`);
        continue;
      }
      filter.values.forEach((value, index) => {
        if (!allowed.includes(value)) bad(`query.filters.${field}.values.${index}`, `Unknown ${field}: ${value}`);
      });
      wanted[field] = new Set(filter.values);
    } else if (field === 'campaignName') {
      if (filter.type !== 'string' || filter.operator !== 'like' || filter.value === undefined) {
        bad('query.filters.campaignName', 'Filter campaignName takes type string with operator like and a value');
        continue;
      }
      wanted.campaignName = filter.value.toLocaleLowerCase('pl');
    } else {
      bad(`query.filters.${field}`, `Cannot filter by ${field}`);
    }
  }
  if (violations.length > 0) throw validationFailed(violations);

  const on = today(caller);
  const all = (await load(caller, { investorId: caller.user.userId }, on)).map((loaded) =>
    toInvestorProduct(loaded, on),
  );
  const selected = all.filter(
    (item) =>
      (!wanted.status || wanted.status.has(item.status)) &&
      (!wanted.currency || wanted.currency.has(item.currency)) &&
      (!wanted.campaignName ||
        [item.campaignName.pl, item.campaignName.en ?? ''].some((name) =>
          name.toLocaleLowerCase('pl').includes(wanted.campaignName as string),
        )),
  );
  const direction = order === 'desc' ? -1 : 1;
  selected.sort((a, b) => {
    const byValue = compareValues(sortValue(a, sortName), sortValue(b, sortName));
    const nullLast = sortValue(a, sortName) === null || sortValue(b, sortName) === null;
    return (nullLast ? byValue : byValue * direction) || a.id.localeCompare(b.id);
  });
  const offset = query.offset ?? 0;
  const limit = query.limit ?? 20;
  return { items: selected.slice(offset, offset + limit), totalCount: selected.length };
}

// ------------------------------------------------------------------ one investment

export async function investorProduct(caller: UserCaller, id: string): Promise<InvestorProductDetails> {
  const on = today(caller);
  const [found] = await load(caller, { investorId: caller.user.userId, offerId: id }, on);
  if (!found) throw investmentNotFound();
  return toDetails(caller, found, on);
}

export async function operatorInvestment(caller: UserCaller, id: string): Promise<InvestorProductDetails> {
  const on = today(caller);
  const [found] = await load(caller, { offerId: id }, on);
  if (!found) throw investmentNotFound();
  return toDetails(caller, found, on);
}

// ------------------------------------------------------------------ payouts (operator)

const violation = (propertyPath: string, title: string, message: string): Violation => ({
  propertyPath,
  title,
  message,
});

const unprocessable = (violations: Violation[]) =>
  new HttpError(422, 'VALIDATION_FAILED', 'The payout breaks a rule', { violations });

/** A contract Money number in minor units; more than two decimals is a violation at `field`. */
function moneyInput(value: number | undefined, field: string, violations: Violation[]): bigint {
  if (value === undefined) return 0n;
  try {
    return toMinorUnits(value);
  } catch {
    violations.push(violation(field, 'validation.money', 'At most two decimals.'));
    return 0n;
  }
}

/**
 * recordPayout (PayoutInput's rules): the row paid in full (its open rest), in part (the amounts given; the tax
 * 19 % of the gross half up, the rest of the row's tax when it completes the gross), or cancelled; with its
 * event on the timeline and, for a payment, the investor's e-mail, all in one transaction under the offer's
 * row lock.
 */
export async function recordPayout(caller: UserCaller, id: string, body: PayoutInput): Promise<InvestorProductDetails> {
  const now = caller.services.now();
  const on = todayIso(now);
  const violations: Violation[] = [];
  const reason = body.reason?.trim() || null;
  if (body.outcome === 'cancelled') {
    if (!reason) violations.push(violation('reason', 'validation.required', 'A reason is required to cancel.'));
    for (const field of ['paidOn', 'grossInterest', 'principal'] as const) {
      if (body[field] !== undefined)
        violations.push(violation(field, 'validation.notAllowed', 'Not for a cancellation.'));
    }
  } else {
    if (body.paidOn === undefined)
      violations.push(violation('paidOn', 'validation.required', 'The payout date is required.'));
    else if (compareIsoDates(body.paidOn, on) > 0) {
      violations.push(violation('paidOn', 'validation.paidOnFuture', 'The payout date cannot be in the future.'));
    }
    if (body.outcome === 'paid') {
      for (const field of ['grossInterest', 'principal'] as const) {
        if (body[field] !== undefined) {
          violations.push(violation(field, 'validation.notAllowed', 'Paid in full pays the open rest of the row.'));
        }
      }
    }
  }
  const gross = moneyInput(body.grossInterest, 'grossInterest', violations);
  const principal = moneyInput(body.principal, 'principal', violations);
  if (body.outcome === 'partially-paid' && gross === 0n && principal === 0n && violations.length === 0) {
    violations.push(violation('grossInterest', 'validation.payoutEmpty', 'Give the interest or the principal paid.'));
  }
  if (violations.length > 0) throw unprocessable(violations);

  await caller.db.transaction(async (tx) => {
    const txCaller: UserCaller = { ...caller, db: tx };
    const locked = await repo.lockOffer(tx, caller.tenant.id, id);
    if (!locked) throw investmentNotFound();
    const [loaded] = await load(txCaller, { offerId: id }, on);
    if (!loaded) throw investmentNotFound();
    const { offer } = loaded.facts;
    if (offer.status !== 'active') {
      throw new HttpError(409, 'INVESTMENT_NOT_ACTIVE', 'Payouts are recorded for active investments only');
    }
    const state = loaded.schedule?.rows.find((candidate) => candidate.row.dueDate === body.dueDate);
    if (!state) {
      throw new HttpError(404, 'NOT_FOUND', 'No payment of the schedule is due on this date', {
        violations: [
          violation('dueDate', 'validation.noScheduleRow', 'No payment of the schedule is due on this date.'),
        ],
      });
    }
    if (state.status === 'paid' || state.status === 'cancelled') {
      throw new HttpError(409, 'SCHEDULE_ROW_CLOSED', `This payment is already ${state.status}`);
    }
    if (
      body.paidOn !== undefined &&
      offer.paymentDate !== null &&
      compareIsoDates(body.paidOn, offer.paymentDate) < 0
    ) {
      throw unprocessable([
        violation(
          'paidOn',
          'validation.paidOnBeforePayment',
          'The payout date cannot be before the investment was paid.',
        ),
      ]);
    }
    const open = state.remaining;
    if (body.outcome === 'cancelled') {
      await repo.insertPayout(tx, {
        tenantId: caller.tenant.id,
        offerId: offer.id,
        dueDate: body.dueDate,
        kind: 'cancellation',
        reason,
        recordedBy: caller.user.userId,
        recordedAt: now,
      });
      await recordOfferEvent(txCaller, {
        offerId: offer.id,
        type: 'payout_cancelled',
        fromValue: state.status,
        toValue: 'cancelled',
        reason,
        relatedDate: body.dueDate,
      });
      return;
    }
    let paid: Amounts;
    if (body.outcome === 'paid') {
      paid = open;
    } else {
      const tooMuch: Violation[] = [];
      if (gross > open.gross) {
        tooMuch.push(
          violation('grossInterest', 'validation.payoutAboveOpen', `At most ${formatMinorUnits(open.gross)}.`),
        );
      }
      if (principal > open.principal) {
        tooMuch.push(
          violation('principal', 'validation.payoutAboveOpen', `At most ${formatMinorUnits(open.principal)}.`),
        );
      }
      if (tooMuch.length > 0) throw unprocessable(tooMuch);
      const withheld = loaded.schedule?.engine.conventions.taxWithheld ?? false;
      const tax = !withheld
        ? 0n
        : gross === open.gross
          ? open.tax
          : taxOnGross(gross) < open.tax
            ? taxOnGross(gross)
            : open.tax;
      paid = { gross, tax, principal };
    }
    const settles = paid.gross === open.gross && paid.principal === open.principal;
    await repo.insertPayout(tx, {
      tenantId: caller.tenant.id,
      offerId: offer.id,
      dueDate: body.dueDate,
      kind: 'payment',
      paidOn: body.paidOn,
      grossInterest: formatMinorUnits(paid.gross),
      tax: formatMinorUnits(paid.tax),
      principal: formatMinorUnits(paid.principal),
      settles,
      reason,
      recordedBy: caller.user.userId,
      recordedAt: now,
    });
    await recordOfferEvent(txCaller, {
      offerId: offer.id,
      type: 'payout_recorded',
      fromValue: state.status,
      toValue: settles ? 'paid' : 'partially-paid',
      reason,
      relatedDate: body.dueDate,
      amount: formatMinorUnits(totalOf(paid)),
    });
    await enqueuePayoutMail(txCaller, loaded, {
      dueDate: body.dueDate,
      paidOn: body.paidOn as string,
      paid,
      partial: !settles,
    });
  });
  return operatorInvestment(caller, id);
}

async function enqueuePayoutMail(
  caller: UserCaller,
  loaded: Loaded,
  payout: { dueDate: string; paidOn: string; paid: Amounts; partial: boolean },
): Promise<void> {
  const { offer, product, campaign } = loaded.facts;
  const account = await repo.findAccount(caller.db, caller.tenant.id, offer.investorId);
  const locale = account?.locale ?? 'pl';
  const translations = campaign.data.translations;
  const rendered = renderPayoutMail({
    locale,
    tenant: caller.tenant,
    baseUrl: caller.baseUrl,
    linkPath: `/app/investments/${offer.id}`,
    name: account?.firstName ?? null,
    campaignName: (locale === 'en' ? translations.en?.name : undefined) ?? translations.pl.name,
    productName: `${(locale === 'en' ? product.name.en : undefined) ?? product.name.pl} (${product.code})`,
    currency: offer.currency,
    partial: payout.partial,
    dueDate: payout.dueDate,
    paidOn: payout.paidOn,
    grossInterest: moneyOf(payout.paid.gross),
    tax: moneyOf(payout.paid.tax),
    netInterest: moneyOf(netOf(payout.paid)),
    principal: moneyOf(payout.paid.principal),
    total: moneyOf(totalOf(payout.paid)),
  });
  await caller.services.outbox.enqueue(caller.db, {
    tenantId: caller.tenant.id,
    recipient: offer.investorEmail,
    locale,
    ...rendered,
  });
}

// ------------------------------------------------------------------ reference rates (operator)

async function variableProduct(caller: UserCaller, productId: string) {
  const found = await repo.findProductWithCampaign(caller.db, caller.tenant.id, productId);
  if (!found) throw notFound('Product not found');
  if (found.product.interestType !== 'Variable' || found.product.margin === null) {
    throw unprocessable([
      violation('', 'validation.notVariableRate', 'Reference rates are recorded for variable-rate products only.'),
    ]);
  }
  return found;
}

async function history(caller: UserCaller, productId: string): Promise<ReferenceRateHistory> {
  const { product } = await variableProduct(caller, productId);
  const recorded = await repo.listFixingsWithNames(caller.db, caller.tenant.id, product.id);
  const byDate = new Map(recorded.map((row) => [row.fixingDate, row]));
  return {
    productId: product.id,
    referenceRateName: product.referenceRateName,
    margin: percentageFromDb(product.margin as string),
    fixings: fixingsOf(product, recorded).map((fixing) => {
      const row = byDate.get(fixing.date);
      return {
        date: fixing.date,
        value: percentageFromDb(String(fixing.ratePercent)),
        recordedAt: row ? row.recordedAt.toISOString() : null,
        recordedBy: row ? row.recordedByName : null,
      };
    }),
  };
}

export const listReferenceRates = (caller: UserCaller, productId: string): Promise<ReferenceRateHistory> =>
  history(caller, productId);

/**
 * recordReferenceRate: a value from a date (the same date replaces it), not in the future nor after the
 * product's maturity; an event on the timeline of each active investment of the product, in one transaction.
 */
export async function recordReferenceRate(
  caller: UserCaller,
  productId: string,
  body: ReferenceRateInput,
): Promise<ReferenceRateHistory> {
  const { product, campaign } = await variableProduct(caller, productId);
  const now = caller.services.now();
  const violations: Violation[] = [];
  const rate = parseRate(body.value);
  if (rate.scale > 4) violations.push(violation('value', 'validation.rateDecimals', 'At most four decimals.'));
  if (compareIsoDates(body.date, todayIso(now)) > 0) {
    violations.push(violation('date', 'validation.dateInFuture', 'The date cannot be in the future.'));
  }
  if (compareIsoDates(body.date, productEndDate(product, campaign)) > 0) {
    violations.push(violation('date', 'validation.afterMaturity', 'The date cannot be after the maturity.'));
  }
  if (violations.length > 0) throw unprocessable(violations);
  const value = formatRate(rate);
  await caller.db.transaction(async (tx) => {
    const txCaller: UserCaller = { ...caller, db: tx };
    const previous = await repo.upsertFixing(tx, {
      tenantId: caller.tenant.id,
      productId: product.id,
      fixingDate: body.date,
      value,
      recordedBy: caller.user.userId,
      now,
    });
    const active = await repo.listInvestments(tx, caller.tenant.id, { productId: product.id, statusIn: ['active'] });
    for (const { offer } of active) {
      await recordOfferEvent(txCaller, {
        offerId: offer.id,
        type: 'reference_rate_recorded',
        fromValue: previous === null ? null : formatRate(parseRate(previous)),
        toValue: value,
        relatedDate: body.date,
      });
    }
  });
  return history(caller, product.id);
}

// ------------------------------------------------------------------ downloads (investor)

export interface FileAnswer {
  body: FileBody;
  contentType: string;
  disposition: string;
}

/** The signed agreement once signed, else the final agreement of an accepted or active investment. */
export async function investmentAgreement(caller: UserCaller, id: string): Promise<FileAnswer> {
  const { facts } = await loadOwn(caller, id);
  const { offer } = facts;
  const reference = offerReference(offer.id);
  if (offer.signedPdfKey) {
    const signed = await caller.services.storage.openRead(offer.signedPdfKey);
    if (signed) {
      return {
        body: signed,
        contentType: 'application/pdf',
        disposition: contentDisposition(`umowa-${reference}-podpisana.pdf`),
      };
    }
  }
  if (offer.status !== 'accepted' && offer.status !== 'active') throw notFound('No agreement to download');
  const pdf = await agreementPdf(caller, { kind: 'investor', offerId: offer.id }, undefined);
  return {
    body: pdf.body,
    contentType: 'application/pdf',
    disposition: pdf.disposition.replace(/^inline/, 'attachment'),
  };
}

export async function languageOf(caller: UserCaller, requested: 'pl' | 'en' | undefined): Promise<'pl' | 'en'> {
  if (requested) return requested;
  return (await repo.findAccount(caller.db, caller.tenant.id, caller.user.userId))?.locale ?? 'pl';
}

/** The loaded investment and its schedule in the contract's shape, for the files (404 without a schedule). */
export async function scheduleForExport(caller: UserCaller, id: string) {
  const loaded = await loadOwn(caller, id);
  if (!loaded.schedule) throw notFound('This investment has no payment schedule');
  return {
    offer: loaded.facts.offer as OfferRow,
    product: loaded.facts.product,
    campaign: loaded.facts.campaign,
    schedule: investmentScheduleOf(loaded.schedule, loaded.facts.product.referenceRateName),
  };
}

export { moneyOf };
