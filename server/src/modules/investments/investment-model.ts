// An investment's payment schedule as the investor panel shows it: the ONE engine's rows
// (schemas/finance/payment-schedule.ts) merged with the payouts the operator recorded, each row's status, and
// the contract's shapes. Pure functions (no I/O), so the statuses and sums are unit-testable.
//
// Row status (see docs/product/investor-panel.md): cancelled (a cancellation was recorded) > paid (a payout settled the row) >
// partially-paid (payouts, not settled) > unpaid (due date before today, Europe/Warsaw, nothing paid) >
// scheduled. What is still expected from a row ("remaining") is its due amounts minus what was paid, for rows
// neither paid nor cancelled.
import type {
  InvestmentSchedule,
  InvestorProductStatus,
  PaymentScheduleRow,
  PaymentSchedulePreview,
  PaymentStatus,
  ScheduleConventions,
  ScheduleRow,
  ScheduleTotals,
} from '#generated/api/model';
import {
  computePaymentSchedule,
  formatMinorUnits,
  PL_INTEREST_TAX_RATE_PERCENT,
  toMinorUnits,
  type PaymentSchedule,
  type PaymentScheduleInput,
  type PaymentScheduleRow as EngineRow,
  type ProductTerms,
  type ReferenceRateFixing,
  type ScheduleInvestor,
} from '#schemas/finance/payment-schedule';
import { divideRoundHalfUp } from '#schemas/finance/money';
import { compareIsoDates } from '#schemas/formats/date';
import type { CampaignRow, InvestmentPayoutRow, OfferRow, ProductRow, ReferenceRateFixingRow } from '../../db/schema';

/** Polish withholding on interest: 19 % of the gross, half up to the grosz (the engine's rule, per payout). */
export const taxOnGross = (grossMinor: bigint): bigint =>
  divideRoundHalfUp(grossMinor * BigInt(PL_INTEREST_TAX_RATE_PERCENT), 100n);

const minor = (value: string | number): bigint => toMinorUnits(typeof value === 'number' ? value : value.trim());
/** Minor units -> the contract's Money (a JSON number through the exact 2-decimal text). */
export const moneyOf = (value: bigint): number => Number(formatMinorUnits(value));
const rateOf = (text: string): number => Number(text);

// ------------------------------------------------------------------ who the investor is (tax)

export interface TaxProfile {
  investorType: 'natural-person' | 'legal-person';
  /** ISO country of the natural person's address (the investment form); null for a company. */
  taxResidenceCountry: string | null;
  engine: ScheduleInvestor;
}

/**
 * From the accepted investment form: a company is a legal person (gross, with a note); a natural person is
 * resident in Poland when the address in the form is in Poland (the form's default). The onboarding's tax
 * residence replaces this once that area exists (docs/decisions: investor panel).
 */
export function taxProfileOf(investmentData: Record<string, unknown> | null): TaxProfile {
  const data = (investmentData ?? {}) as { investorType?: string; person?: { address?: { country?: string } } };
  if (data.investorType === 'company') {
    return {
      investorType: 'legal-person',
      taxResidenceCountry: null,
      engine: { investorType: 'legal-person', taxResidentInPoland: false },
    };
  }
  const country = (data.person?.address?.country ?? 'PL').toUpperCase();
  return {
    investorType: 'natural-person',
    taxResidenceCountry: country,
    engine: { investorType: 'natural-person', taxResidentInPoland: country === 'PL' },
  };
}

// ------------------------------------------------------------------ the engine's input from a product

/**
 * The fixings of a Variable product: the recorded ones, plus the product's own reference-rate value on its start
 * date unless a recorded fixing is dated on or before the start (then that one fixes the first period).
 */
export function fixingsOf(
  product: Pick<ProductRow, 'startDate' | 'referenceRateValue'>,
  recorded: readonly Pick<ReferenceRateFixingRow, 'fixingDate' | 'value'>[],
): ReferenceRateFixing[] {
  const fixings = recorded.map((row) => ({ date: row.fixingDate, ratePercent: row.value }));
  const coversStart = recorded.some((row) => compareIsoDates(row.fixingDate, product.startDate) <= 0);
  if (!coversStart && product.referenceRateValue !== null) {
    fixings.push({ date: product.startDate, ratePercent: product.referenceRateValue });
  }
  return fixings.sort((a, b) => compareIsoDates(a.date, b.date));
}

/** The product's terms for the engine, or null for a product without a schedule (equity, no term or rate). */
export function productTermsOf(
  product: ProductRow,
  campaign: Pick<CampaignRow, 'type'>,
  recorded: readonly Pick<ReferenceRateFixingRow, 'fixingDate' | 'value'>[],
): ProductTerms | null {
  if (campaign.type !== 'debt' || product.termMonths === null || product.paymentFrequency === null) return null;
  const base = {
    startDate: product.startDate,
    termMonths: product.termMonths,
    paymentFrequency: product.paymentFrequency,
    dayCount: product.dayCountConvention,
  };
  if (product.interestType === 'Fixed' && product.interestRate !== null) {
    return { ...base, interest: { type: 'Fixed', ratePercent: product.interestRate } };
  }
  if (product.interestType === 'Variable' && product.margin !== null) {
    const fixings = fixingsOf(product, recorded);
    if (fixings.length === 0) return null;
    return { ...base, interest: { type: 'Variable', marginPercent: product.margin, fixings } };
  }
  return null;
}

// ------------------------------------------------------------------ conventions and rows in the contract

export function conventionsOf(schedule: PaymentSchedule, referenceRateName: string | null): ScheduleConventions {
  const c = schedule.conventions;
  return {
    dayCount: c.dayCount,
    interestType: c.interestType,
    paymentFrequency: c.paymentFrequency,
    businessDayAdjustment: c.businessDayAdjustment,
    endOfMonth: c.endOfMonth,
    accrualStart: c.accrualStart,
    rounding: c.rounding,
    taxWithheld: c.taxWithheld,
    taxRatePercent: rateOf(c.taxRatePercent),
    taxNote: c.taxNote,
    marginPercent: c.marginPercent === null ? null : rateOf(c.marginPercent),
    referenceRateName: c.interestType === 'Variable' ? referenceRateName : null,
  };
}

export function scheduleRowOf(row: EngineRow): ScheduleRow {
  return {
    number: row.number,
    periodStart: row.periodStart,
    dueDate: row.dueDate,
    days: row.days,
    dayCountDays: row.dayCountDays,
    ratePercent: rateOf(row.ratePercent),
    referenceRatePercent: row.referenceRatePercent === null ? null : rateOf(row.referenceRatePercent),
    fixingDate: row.fixingDate,
    estimated: row.estimated,
    grossInterest: moneyOf(minor(row.grossInterest)),
    tax: moneyOf(minor(row.tax)),
    netInterest: moneyOf(minor(row.netInterest)),
    principal: moneyOf(minor(row.principal)),
    total: moneyOf(minor(row.total)),
  };
}

export function previewOf(schedule: PaymentSchedule, referenceRateName: string | null): PaymentSchedulePreview {
  return {
    currency: schedule.currency,
    accrualStart: schedule.accrualStart,
    maturityDate: schedule.maturityDate,
    estimated: schedule.estimated,
    conventions: conventionsOf(schedule, referenceRateName),
    rows: schedule.rows.map(scheduleRowOf),
    totals: totalsOf({
      gross: minor(schedule.totals.grossInterest),
      tax: minor(schedule.totals.tax),
      principal: minor(schedule.totals.principal),
    }),
  };
}

// ------------------------------------------------------------------ amounts in minor units

/** Gross, tax and principal in minor units; net = gross − tax, total = net + principal. */
export interface Amounts {
  gross: bigint;
  tax: bigint;
  principal: bigint;
}

export const ZERO: Amounts = { gross: 0n, tax: 0n, principal: 0n };
export const netOf = (a: Amounts): bigint => a.gross - a.tax;
export const totalOf = (a: Amounts): bigint => a.gross - a.tax + a.principal;
export const plus = (a: Amounts, b: Amounts): Amounts => ({
  gross: a.gross + b.gross,
  tax: a.tax + b.tax,
  principal: a.principal + b.principal,
});
const minus0 = (a: bigint, b: bigint) => (a > b ? a - b : 0n);

export function totalsOf(a: Amounts): ScheduleTotals {
  return {
    grossInterest: moneyOf(a.gross),
    tax: moneyOf(a.tax),
    netInterest: moneyOf(netOf(a)),
    principal: moneyOf(a.principal),
    total: moneyOf(totalOf(a)),
  };
}

// ------------------------------------------------------------------ rows with payouts

export interface RowState {
  row: EngineRow;
  due: Amounts;
  paid: Amounts;
  /** What is still expected (zero for paid and cancelled rows). */
  remaining: Amounts;
  status: PaymentStatus;
  paidOn: string | null;
  cancellationReason: string | null;
}

export interface ComputedSchedule {
  engine: PaymentSchedule;
  rows: RowState[];
  /** True for an investment in signing: the payment is assumed, nothing is paid. */
  projected: boolean;
  due: Amounts;
  paid: Amounts;
  remaining: Amounts;
}

type PayoutFacts = Pick<
  InvestmentPayoutRow,
  'dueDate' | 'kind' | 'paidOn' | 'grossInterest' | 'tax' | 'principal' | 'settles' | 'reason' | 'recordedAt'
>;

/** The engine's rows with the payouts of each due date and the status on `today` (YYYY-MM-DD, Warsaw). */
export function mergePayouts(
  engine: PaymentSchedule,
  payouts: readonly PayoutFacts[],
  today: string,
  projected = false,
): ComputedSchedule {
  let due = ZERO;
  let paid = ZERO;
  let remaining = ZERO;
  const rows = engine.rows.map((row): RowState => {
    const rowDue: Amounts = { gross: minor(row.grossInterest), tax: minor(row.tax), principal: minor(row.principal) };
    const mine = payouts
      .filter((payout) => payout.dueDate === row.dueDate)
      .sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime());
    const payments = mine.filter((payout) => payout.kind === 'payment');
    const cancellation = mine.find((payout) => payout.kind === 'cancellation');
    const rowPaid = payments.reduce<Amounts>(
      (sum, payout) =>
        plus(sum, { gross: minor(payout.grossInterest), tax: minor(payout.tax), principal: minor(payout.principal) }),
      ZERO,
    );
    let status: PaymentStatus;
    if (cancellation) status = 'cancelled';
    else if (payments.some((payout) => payout.settles)) status = 'paid';
    else if (payments.length > 0) status = 'partially-paid';
    else status = compareIsoDates(row.dueDate, today) < 0 ? 'unpaid' : 'scheduled';
    const open = status === 'paid' || status === 'cancelled';
    const rowRemaining: Amounts = open
      ? ZERO
      : {
          gross: minus0(rowDue.gross, rowPaid.gross),
          tax: minus0(rowDue.tax, rowPaid.tax),
          principal: minus0(rowDue.principal, rowPaid.principal),
        };
    due = plus(due, rowDue);
    paid = plus(paid, rowPaid);
    remaining = plus(remaining, rowRemaining);
    const lastPaidOn = payments
      .map((payout) => payout.paidOn)
      .filter((day): day is string => day !== null)
      .sort(compareIsoDates)
      .at(-1);
    return {
      row,
      due: rowDue,
      paid: rowPaid,
      remaining: rowRemaining,
      status,
      paidOn: lastPaidOn ?? null,
      cancellationReason: cancellation?.reason ?? null,
    };
  });
  return { engine, rows, projected, due, paid, remaining };
}

export function paymentScheduleRowOf(state: RowState): PaymentScheduleRow {
  return {
    ...scheduleRowOf(state.row),
    status: state.status,
    paid: totalsOf(state.paid),
    paidOn: state.paidOn,
    cancellationReason: state.cancellationReason,
  };
}

export function investmentScheduleOf(computed: ComputedSchedule, referenceRateName: string | null): InvestmentSchedule {
  return {
    currency: computed.engine.currency,
    accrualStart: computed.engine.accrualStart,
    maturityDate: computed.engine.maturityDate,
    projected: computed.projected,
    estimated: computed.engine.estimated,
    conventions: conventionsOf(computed.engine, referenceRateName),
    rows: computed.rows.map(paymentScheduleRowOf),
    totals: totalsOf(computed.due),
    paid: totalsOf(computed.paid),
    remaining: totalsOf(computed.remaining),
  };
}

// ------------------------------------------------------------------ one investment

export interface InvestmentFacts {
  offer: OfferRow;
  product: ProductRow;
  campaign: CampaignRow;
  fixings: readonly Pick<ReferenceRateFixingRow, 'fixingDate' | 'value'>[];
  payouts: readonly PayoutFacts[];
}

/**
 * The schedule of an investment on `today`: from the payment date for an active (or once active) investment;
 * projected from the payment due date (or today, when that has passed) for one in signing; null without a
 * schedule (equity, rejected before payment, a payment after maturity).
 */
export function scheduleOf(facts: InvestmentFacts, today: string): ComputedSchedule | null {
  const { offer, product, campaign } = facts;
  if (offer.investmentValue === null) return null;
  const terms = productTermsOf(product, campaign, facts.fixings);
  if (!terms) return null;
  let paymentDate = offer.paymentDate;
  let projected = false;
  if (paymentDate === null) {
    if (offer.status !== 'accepted') return null;
    projected = true;
    const dueDate = offer.paymentDueDate ?? today;
    paymentDate = compareIsoDates(dueDate, today) < 0 ? today : dueDate;
  }
  const input: PaymentScheduleInput = {
    product: terms,
    investment: { amount: offer.investmentValue, currency: offer.currency, paymentDate },
    investor: taxProfileOf(offer.investmentData).engine,
  };
  let engine: PaymentSchedule;
  try {
    engine = computePaymentSchedule(input);
  } catch {
    return null; // e.g. projected past the maturity: nothing to show
  }
  return mergePayouts(engine, projected ? [] : facts.payouts, today, projected);
}

/**
 * The list's tab: signing (accepted), active (payment confirmed, rows still open), archived (every row paid or
 * cancelled, or the investment rejected/archived).
 */
export function tabOf(offer: Pick<OfferRow, 'status'>, schedule: ComputedSchedule | null): InvestorProductStatus {
  if (offer.status === 'accepted') return 'signing';
  if (offer.status === 'active') {
    const finished =
      schedule !== null &&
      !schedule.projected &&
      schedule.rows.every((state) => state.status === 'paid' || state.status === 'cancelled');
    return finished ? 'archived' : 'active';
  }
  return 'archived';
}

/** The rows still expected on or after `today` (the next payment and the chart), in due-date order. */
export function comingRows(schedule: ComputedSchedule | null, today: string): RowState[] {
  if (!schedule || schedule.projected) return [];
  return schedule.rows.filter(
    (state) =>
      (state.status === 'scheduled' || state.status === 'partially-paid') &&
      compareIsoDates(state.row.dueDate, today) >= 0 &&
      totalOf(state.remaining) > 0n,
  );
}
