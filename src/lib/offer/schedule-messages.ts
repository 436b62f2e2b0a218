import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { DayCountConvention, PaymentStatus } from '#generated/api/model';
import './offer-catalogue';

/**
 * The texts of a payment schedule wherever it is shown: the investment form's preview (/invest, /app/offers/{id})
 * and the investor panel's investment (/app/investments/{id}). The "how we calculate" texts are the product
 * owner's conventions (docs/product/investor-panel.md), one message per convention the schedule names.
 */
export const scheduleMessages = {
  ...defineMessages({
    number: { id: 'offer.schedule.column.number', defaultMessage: 'No.' },
    period: { id: 'offer.schedule.column.period', defaultMessage: 'Interest period' },
    days: { id: 'offer.schedule.column.days', defaultMessage: 'Days' },
    rate: { id: 'offer.schedule.column.rate', defaultMessage: 'Rate' },
    gross: { id: 'offer.schedule.column.gross', defaultMessage: 'Gross interest' },
    tax: { id: 'offer.schedule.column.tax', defaultMessage: 'Tax' },
    net: { id: 'offer.schedule.column.net', defaultMessage: 'Net interest' },
    principal: { id: 'offer.schedule.column.principal', defaultMessage: 'Principal' },
    total: { id: 'offer.schedule.column.total', defaultMessage: 'Payment' },
    status: { id: 'offer.schedule.column.status', defaultMessage: 'Status' },
    paid: { id: 'offer.schedule.column.paid', defaultMessage: 'Paid out' },
    totalsRow: { id: 'offer.schedule.totals', defaultMessage: 'Total' },
    estimated: { id: 'offer.schedule.estimated', defaultMessage: 'estimate' },
    estimatedLegend: {
      id: 'offer.schedule.estimatedLegend',
      defaultMessage:
        'Estimate: the reference rate of this period is not known yet, so the last known rate was used. The amount will change once the rate is fixed.',
    },
    status_scheduled: { id: 'offer.schedule.status.scheduled', defaultMessage: 'Scheduled' },
    status_unpaid: { id: 'offer.schedule.status.unpaid', defaultMessage: 'Unpaid' },
    status_paid: { id: 'offer.schedule.status.paid', defaultMessage: 'Paid' },
    status_partiallyPaid: { id: 'offer.schedule.status.partiallyPaid', defaultMessage: 'Partially paid' },
    status_cancelled: { id: 'offer.schedule.status.cancelled', defaultMessage: 'Cancelled' },
    conventionsTitle: { id: 'offer.conventions.title', defaultMessage: 'How we calculate' },
    dayCountAct365: {
      id: 'offer.conventions.dayCount.act365',
      defaultMessage:
        'Interest for a period = principal × annual rate × days in the period / 365 (the Actual/365 Fixed convention), rounded half up to the full grosz (cent).',
    },
    dayCount30E360: {
      id: 'offer.conventions.dayCount.30e360',
      defaultMessage:
        'Interest for a period = principal × annual rate × days / 360, where every month counts as 30 days (the 30E/360 convention), rounded half up to the full grosz (cent).',
    },
    dayCountActAct: {
      id: 'offer.conventions.dayCount.actAct',
      defaultMessage:
        'Interest for a period = principal × annual rate × (days falling in leap years / 366 + the other days / 365) (the Actual/Actual ISDA convention), rounded half up to the full grosz (cent).',
    },
    taxLegalPerson: {
      id: 'offer.conventions.taxLegalPerson',
      defaultMessage:
        'No tax is withheld: the investor is a company, so the amounts are gross and the company settles its tax itself.',
    },
    taxNonResident: {
      id: 'offer.conventions.taxNonResident',
      defaultMessage:
        "No tax is withheld in Poland: the investor's tax residence is outside Poland, so the amounts are gross.",
    },
    taxNone: { id: 'offer.conventions.taxNone', defaultMessage: 'No tax is withheld: the amounts are gross.' },
    principalAtEnd: {
      id: 'offer.conventions.principal',
      defaultMessage: 'The principal is repaid in full with the last interest payment.',
    },
    previewTitle: { id: 'offer.preview.title', defaultMessage: 'What you will receive' },
    previewHint: {
      id: 'offer.preview.hint',
      defaultMessage: 'Enter a valid amount to see when and how much you will be paid.',
    },
    previewLoading: { id: 'offer.preview.loading', defaultMessage: 'Calculating the payment schedule…' },
    previewFailed: {
      id: 'offer.preview.failed',
      defaultMessage: 'The payment schedule cannot be calculated right now.',
    },
    previewDisclaimer: {
      id: 'offer.preview.disclaimer',
      defaultMessage:
        'A simulation: the schedule of your investment is fixed by the day your payment arrives and is shown in your investor panel.',
    },
    previewCaption: { id: 'offer.preview.caption', defaultMessage: 'Payment schedule simulation' },
  }),
  amountsIn: defineMessage<{ currency: string | number }>({
    id: 'offer.schedule.amountsIn',
    defaultMessage: 'Amounts in {currency}.',
  }),
  periodValue: defineMessage<{ end: string | number; start: string | number }>({
    id: 'offer.schedule.periodValue',
    defaultMessage: '{start} – {end}',
  }),
  rateValue: defineMessage<{ rate: string | number }>({ id: 'offer.schedule.rateValue', defaultMessage: '{rate}%' }),
  paidOn: defineMessage<{ date: string | number }>({ id: 'offer.schedule.paidOn', defaultMessage: 'on {date}' }),
  cancelledReason: defineMessage<{ reason: string | number }>({
    id: 'offer.schedule.cancelledReason',
    defaultMessage: 'Reason: {reason}',
  }),
  datesMonthly: defineMessage<{ maturity: string | number; start: string | number }>({
    id: 'offer.conventions.datesMonthly',
    defaultMessage:
      "Interest is paid every month counting from the product's start date ({start}); the last payment falls on the maturity date ({maturity}). When the payment day does not exist in a month, the payment falls on that month's last day (a start on 31 January pays on 28 or 29 February, 31 March, 30 April, …). Payment dates are not moved for weekends or holidays.",
  }),
  datesPeriodic: defineMessage<{ maturity: string | number; months: number; start: string | number }>({
    id: 'offer.conventions.datesPeriodic',
    defaultMessage:
      "Interest is paid every {months, plural, other {# months}} counting from the product's start date ({start}); the last payment falls on the maturity date ({maturity}). When the payment day does not exist in a month, the payment falls on that month's last day (a start on 31 January pays on 30 April, 31 July, …). Payment dates are not moved for weekends or holidays.",
  }),
  datesAtMaturity: defineMessage<{ maturity: string | number }>({
    id: 'offer.conventions.datesAtMaturity',
    defaultMessage: 'Interest is paid once, at the end of the term, on the maturity date ({maturity}).',
  }),
  accrual: defineMessage<{ accrualStart: string | number }>({
    id: 'offer.conventions.accrual',
    defaultMessage:
      "Interest accrues from the later of the product's start date and the day the payment arrived (here from {accrualStart}), so the first period can be shorter than the others.",
  }),
  variableNamed: defineMessage<{ margin: string | number; reference: string | number }>({
    id: 'offer.conventions.variableNamed',
    defaultMessage:
      'The rate is variable: the reference rate {reference} fixed at the start of each period plus a margin of {margin}%. Periods whose reference rate is not known yet use the last known one and are marked as estimates.',
  }),
  variableUnnamed: defineMessage<{ margin: string | number }>({
    id: 'offer.conventions.variableUnnamed',
    defaultMessage:
      'The rate is variable: the reference rate fixed at the start of each period plus a margin of {margin}%. Periods whose reference rate is not known yet use the last known one and are marked as estimates.',
  }),
  taxWithheld: defineMessage<{ rate: string | number }>({
    id: 'offer.conventions.taxWithheld',
    defaultMessage:
      "Tax: {rate}% of each period's gross interest, rounded half up to the full grosz, is withheld for natural persons resident in Poland; net interest = gross interest − tax.",
  }),
  previewIntro: defineMessage<{
    accrualStart: string | number;
    amount: string | number;
    count: number;
    maturity: string | number;
  }>({
    id: 'offer.preview.intro',
    defaultMessage:
      'For {amount} paid today: interest from {accrualStart}, {count, plural, one {# payment} other {# payments}}, the last one on {maturity}.',
  }),
  previewTotals: defineMessage<{ net: string | number; principal: string | number; total: string | number }>({
    id: 'offer.preview.totals',
    defaultMessage: 'In total you receive {total}: {net} net interest and {principal} principal.',
  }),
};

export const PAYMENT_STATUS_MESSAGES: Record<PaymentStatus, MessageDescriptor> = {
  scheduled: scheduleMessages.status_scheduled,
  unpaid: scheduleMessages.status_unpaid,
  paid: scheduleMessages.status_paid,
  'partially-paid': scheduleMessages.status_partiallyPaid,
  cancelled: scheduleMessages.status_cancelled,
};

export const DAY_COUNT_MESSAGES: Record<DayCountConvention, MessageDescriptor> = {
  'ACT/365F': scheduleMessages.dayCountAct365,
  '30E/360': scheduleMessages.dayCount30E360,
  'ACT/ACT': scheduleMessages.dayCountActAct,
};
