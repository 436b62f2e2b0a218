/**
 * The investor panel's answers for the contract tests: the worked example of docs/product/investor-panel.md
 * (10 000.00 PLN, 9 % Fixed, Quarterly, 12 months, start and payment 2026-01-15, ACT/365F: periods of 90, 91,
 * 92 and 92 days; gross 221.92, 224.38, 226.85, 226.85; tax 42.16, 42.63, 43.10, 43.10; net 179.76, 181.75,
 * 183.75, 183.75; the principal with the last row) with one row of each status, a variable-rate company
 * investment with an estimated tail, and a summary in two currencies.
 */
import type {
  InvestmentSchedule,
  InvestmentSummary,
  InvestorProduct,
  InvestorProductDetails,
  OfferDetails,
  PaymentSchedulePreview,
  PaymentScheduleRow,
  Product,
  ScheduleConventions,
  ScheduleRow,
  ScheduleTotals,
} from '#generated/api/model';

export const INVESTMENT_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const VARIABLE_ID = '8b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e';
export const SIGNING_ID = '9c3d4e5f-6a7b-4c8d-8e9f-1a2b3c4d5e6f';
const CAMPAIGN_ID = '22222222-2222-4333-8444-555555555555';

export const zero: ScheduleTotals = { grossInterest: 0, tax: 0, netInterest: 0, principal: 0, total: 0 };

export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: '11111111-2222-4333-8444-555555555555',
    campaignId: CAMPAIGN_ID,
    code: 'OBL-A',
    name: { pl: 'Obligacje serii A', en: 'Series A bonds' },
    type: 'debt',
    currency: 'PLN',
    interestRate: 9,
    interestType: 'Fixed',
    paymentFrequency: 'Quarterly',
    investmentValueMin: 1000,
    investmentValueMax: 500000,
    investmentValueStep: 1000,
    termMonths: 12,
    startDate: '2026-01-15',
    endDate: '2027-01-15',
    dayCountConvention: 'ACT/365F',
    referenceRate: null,
    margin: null,
    ...overrides,
  };
}

export const fixedConventions: ScheduleConventions = {
  dayCount: 'ACT/365F',
  interestType: 'Fixed',
  paymentFrequency: 'Quarterly',
  businessDayAdjustment: 'unadjusted',
  endOfMonth: 'last-day-of-month',
  accrualStart: 'later-of-start-and-payment',
  rounding: 'half-up-to-minor-unit-per-period',
  taxWithheld: true,
  taxRatePercent: 19,
  taxNote: null,
  marginPercent: null,
  referenceRateName: null,
};

/** The worked example's four periods, as the engine computes them. */
export const WORKED_EXAMPLE_ROWS: ScheduleRow[] = [
  ['2026-01-15', '2026-04-15', 90, 221.92, 42.16, 179.76, 0],
  ['2026-04-15', '2026-07-15', 91, 224.38, 42.63, 181.75, 0],
  ['2026-07-15', '2026-10-15', 92, 226.85, 43.1, 183.75, 0],
  ['2026-10-15', '2027-01-15', 92, 226.85, 43.1, 183.75, 10000],
].map(([periodStart, dueDate, days, grossInterest, tax, netInterest, principal], index) => ({
  number: index + 1,
  periodStart: periodStart as string,
  dueDate: dueDate as string,
  days: days as number,
  dayCountDays: days as number,
  ratePercent: 9,
  referenceRatePercent: null,
  fixingDate: null,
  estimated: false,
  grossInterest: grossInterest as number,
  tax: tax as number,
  netInterest: netInterest as number,
  principal: principal as number,
  total: Math.round(((netInterest as number) + (principal as number)) * 100) / 100,
}));

export const WORKED_EXAMPLE_TOTALS: ScheduleTotals = {
  grossInterest: 900,
  tax: 170.99,
  netInterest: 729.01,
  principal: 10000,
  total: 10729.01,
};

/** One row of each status but cancelled: paid, partially paid (100.00 net), unpaid, scheduled. */
function workedExampleSchedule(): InvestmentSchedule {
  const rows: PaymentScheduleRow[] = WORKED_EXAMPLE_ROWS.map((row, index) => ({
    ...row,
    status: (['paid', 'partially-paid', 'unpaid', 'scheduled'] as const)[index]!,
    paid:
      index === 0
        ? { grossInterest: 221.92, tax: 42.16, netInterest: 179.76, principal: 0, total: 179.76 }
        : index === 1
          ? { grossInterest: 123.46, tax: 23.46, netInterest: 100, principal: 0, total: 100 }
          : zero,
    paidOn: index === 0 ? '2026-04-15' : index === 1 ? '2026-07-16' : null,
    cancellationReason: null,
  }));
  return {
    currency: 'PLN',
    accrualStart: '2026-01-15',
    maturityDate: '2027-01-15',
    projected: false,
    estimated: false,
    conventions: fixedConventions,
    rows,
    totals: WORKED_EXAMPLE_TOTALS,
    paid: { grossInterest: 345.38, tax: 65.62, netInterest: 279.76, principal: 0, total: 279.76 },
    remaining: { grossInterest: 554.62, tax: 105.37, netInterest: 449.25, principal: 10000, total: 10449.25 },
  };
}

export function investment(overrides: Partial<InvestorProduct> = {}): InvestorProduct {
  return {
    id: INVESTMENT_ID,
    status: 'active',
    offerStatus: 'active',
    campaignId: CAMPAIGN_ID,
    campaignName: { pl: 'Kampania Wisła', en: 'Vistula campaign' },
    product: product(),
    investmentValue: 10000,
    currency: 'PLN',
    acceptedAt: '2026-01-10T10:00:00Z',
    agreementDate: '2026-01-12',
    agreementStatus: 'Completed',
    paymentDate: '2026-01-15',
    endDate: '2027-01-15',
    nextPayment: { dueDate: '2027-01-15', amount: 10183.75 },
    ...overrides,
  };
}

/** The worked example as an active, signed, paid investment with its timeline. */
export function investmentDetails(overrides: Partial<InvestorProductDetails> = {}): InvestorProductDetails {
  return {
    investment: investment(),
    agreement: { number: '7A1B2C3D', status: 'Completed', date: '2026-01-12', signed: true },
    paymentInstructions: {
      bankAccount: 'PL61109010140000071219812874',
      recipient: 'Fundusz Wisła sp. z o.o.',
      title: 'Inwestycja OBL-A 7A1B2C3D',
      amount: { value: 10000, currency: 'PLN' },
      dueDate: '2026-01-20',
    },
    paymentConfirmations: [
      {
        id: '44444444-2222-4333-8444-555555555555',
        fileName: 'przelew.pdf',
        contentType: 'application/pdf',
        size: 1024,
        createdAt: '2026-01-14T09:30:00Z',
      },
    ],
    investorType: 'natural-person',
    taxResidenceCountry: 'PL',
    schedule: workedExampleSchedule(),
    documents: [
      {
        id: '33333333-2222-4333-8444-555555555555',
        name: { pl: 'Warunki emisji', en: 'Terms of issue' },
        fileName: 'warunki.pdf',
        url: '/public-api/documents/warunki.pdf',
      },
    ],
    timeline: [
      {
        id: 'e1',
        type: 'status_changed',
        fromValue: 'accepted',
        toValue: 'active',
        actorRole: 'operator',
        actorName: null,
        reason: null,
        occurredAt: '2026-01-15T12:00:00Z',
      },
      {
        id: 'e2',
        type: 'payout_recorded',
        fromValue: 'scheduled',
        toValue: 'paid',
        actorRole: 'operator',
        actorName: null,
        reason: null,
        occurredAt: '2026-04-15T12:00:00Z',
        relatedDate: '2026-04-15',
        amount: { value: 179.76, currency: 'PLN' },
      },
    ],
    ...overrides,
  };
}

/** A company's variable-rate investment: no tax withheld, the last two periods estimated, one row cancelled. */
export function variableDetails(): InvestorProductDetails {
  const conventions: ScheduleConventions = {
    ...fixedConventions,
    interestType: 'Variable',
    paymentFrequency: 'Semi-annually',
    dayCount: '30E/360',
    taxWithheld: false,
    taxRatePercent: 0,
    taxNote: 'legal-person',
    marginPercent: 2.5,
    referenceRateName: 'WIBOR 6M',
  };
  const row = (
    number: number,
    periodStart: string,
    dueDate: string,
    gross: number,
    principal: number,
    status: PaymentScheduleRow['status'],
    estimated: boolean,
  ): PaymentScheduleRow => ({
    number,
    periodStart,
    dueDate,
    days: 181,
    dayCountDays: 180,
    ratePercent: 8.35,
    referenceRatePercent: 5.85,
    fixingDate: periodStart,
    estimated,
    grossInterest: gross,
    tax: 0,
    netInterest: gross,
    principal,
    total: Math.round((gross + principal) * 100) / 100,
    status,
    paid: zero,
    paidOn: null,
    cancellationReason: status === 'cancelled' ? 'Emitent odroczył płatność' : null,
  });
  const variableProduct = product({
    id: '55555555-2222-4333-8444-555555555555',
    code: 'OBL-Z',
    name: { pl: 'Obligacje zmienne', en: 'Floating bonds' },
    currency: 'EUR',
    interestType: 'Variable',
    interestRate: 8.35,
    paymentFrequency: 'Semi-annually',
    dayCountConvention: '30E/360',
    margin: 2.5,
    referenceRate: { name: 'WIBOR 6M', value: 5.85 },
  });
  return {
    ...investmentDetails(),
    investment: investment({
      id: VARIABLE_ID,
      product: variableProduct,
      currency: 'EUR',
      investmentValue: 20000,
      campaignName: { pl: 'Kampania Odra', en: 'Oder campaign' },
    }),
    agreement: { number: '8B2C3D4E', status: 'Completed', date: '2026-01-12', signed: true },
    investorType: 'legal-person',
    taxResidenceCountry: null,
    schedule: {
      currency: 'EUR',
      accrualStart: '2026-01-15',
      maturityDate: '2027-07-15',
      projected: false,
      estimated: true,
      conventions,
      rows: [
        row(1, '2026-01-15', '2026-07-15', 835, 0, 'cancelled', false),
        row(2, '2026-07-15', '2027-01-15', 835, 0, 'scheduled', true),
        row(3, '2027-01-15', '2027-07-15', 835, 20000, 'scheduled', true),
      ],
      totals: { grossInterest: 2505, tax: 0, netInterest: 2505, principal: 20000, total: 22505 },
      paid: zero,
      remaining: { grossInterest: 1670, tax: 0, netInterest: 1670, principal: 20000, total: 21670 },
    },
    timeline: [
      {
        id: 'v1',
        type: 'payout_cancelled',
        fromValue: 'scheduled',
        toValue: 'cancelled',
        actorRole: 'operator',
        actorName: null,
        reason: 'Emitent odroczył płatność',
        occurredAt: '2026-07-16T08:00:00Z',
        relatedDate: '2026-07-15',
        amount: null,
      },
      {
        id: 'v2',
        type: 'reference_rate_recorded',
        fromValue: null,
        toValue: '5.85',
        actorRole: 'operator',
        actorName: null,
        reason: null,
        occurredAt: '2026-07-15T08:00:00Z',
        relatedDate: '2026-07-15',
        amount: null,
      },
    ],
  };
}

export function summary(overrides: Partial<InvestmentSummary> = {}): InvestmentSummary {
  return {
    currencies: [
      {
        currency: 'PLN',
        invested: 10000,
        inSigning: 25000,
        interestPaid: { grossInterest: 345.38, tax: 65.62, netInterest: 279.76 },
        nextPayment: { dueDate: '2026-10-15', amount: 183.75, investmentIds: [INVESTMENT_ID] },
        expectedRemainingNetInterest: 449.25,
        remainingPrincipal: 10000,
      },
      {
        currency: 'EUR',
        invested: 20000,
        inSigning: 0,
        interestPaid: { grossInterest: 0, tax: 0, netInterest: 0 },
        nextPayment: { dueDate: '2027-01-15', amount: 835, investmentIds: [VARIABLE_ID] },
        expectedRemainingNetInterest: 1670,
        remainingPrincipal: 20000,
      },
    ],
    countsByStatus: [
      { status: 'signing', count: 1 },
      { status: 'active', count: 2 },
      { status: 'archived', count: 0 },
    ],
    upcomingPayments: [
      { month: '2026-10', currency: 'PLN', netInterest: 183.75, principal: 0 },
      { month: '2027-01', currency: 'PLN', netInterest: 183.75, principal: 10000 },
      { month: '2027-01', currency: 'EUR', netInterest: 835, principal: 0 },
      { month: '2027-07', currency: 'EUR', netInterest: 835, principal: 20000 },
    ],
    ...overrides,
  };
}

/** previewPaymentSchedule's answer for `amount` of the worked example's product (the rows scaled). */
export function preview(amount: number): PaymentSchedulePreview {
  const factor = amount / 10000;
  const round = (value: number) => Math.round(value * factor * 100) / 100;
  const rows = WORKED_EXAMPLE_ROWS.map((row) => ({
    ...row,
    grossInterest: round(row.grossInterest),
    tax: round(row.tax),
    netInterest: round(row.netInterest),
    principal: round(row.principal),
    total: round(row.total),
  }));
  return {
    currency: 'PLN',
    accrualStart: '2026-01-15',
    maturityDate: '2027-01-15',
    estimated: false,
    conventions: fixedConventions,
    rows,
    totals: {
      grossInterest: round(900),
      tax: round(170.99),
      netInterest: round(729.01),
      principal: amount,
      total: round(10729.01),
    },
  };
}

/** An offer of the worked example's product, as the public page (/invest) and the investor panel answer it. */
export function offerOf(overrides: Partial<OfferDetails> = {}): OfferDetails {
  const offered = product();
  return {
    id: '3f8a1c2e-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
    status: 'viewed',
    statusDate: '2026-01-05T10:00:00Z',
    campaign: {
      id: CAMPAIGN_ID,
      type: 'debt',
      status: 'active',
      data: {
        translations: {
          pl: { name: 'Kampania Wisła', description: 'Obligacje na rozwój floty.' },
          en: { name: 'Vistula campaign', description: 'Bonds for the fleet.' },
        },
      },
      products: [offered],
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      currency: 'PLN',
      interestType: 'Fixed',
      paymentFrequency: 'Quarterly',
      targetAmount: 2000000,
      raisedAmount: 100000,
      imageUrl: null,
      documents: [],
    },
    product: offered,
    currency: 'PLN',
    investmentValue: null,
    investmentValueMin: 1000,
    investmentValueMax: 500000,
    investmentValueStep: 1000,
    message: null,
    advisor: { firstName: 'Anna', surname: 'Nowak', email: 'advisor@demo.test', phone: null },
    invitedAt: '2026-01-01T10:00:00Z',
    agreementDate: null,
    paymentDate: null,
    endDate: null,
    agreementStatus: null,
    paymentInstructions: null,
    paymentConfirmations: [],
    ...overrides,
  };
}
