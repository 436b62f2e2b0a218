import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { PayoutOutcome } from '#generated/api/model';
import '../investments-catalogue';

/** The operator's investment page: payouts and variable reference rates. */
export const payoutMessages = {
  ...defineMessages({
    back: { id: 'investments.operator.back', defaultMessage: 'Back to the campaign' },
    loading: { id: 'investments.operator.loading', defaultMessage: 'Loading the investment…' },
    failed: { id: 'investments.operator.failed', defaultMessage: 'The investment cannot be shown right now.' },
    retry: { id: 'investments.operator.retry', defaultMessage: 'Try again' },
    investor: { id: 'investments.operator.investor', defaultMessage: 'Investor' },
    amount: { id: 'investments.operator.amount', defaultMessage: 'Invested amount' },
    paymentDate: { id: 'investments.operator.paymentDate', defaultMessage: 'Payment received' },
    agreement: { id: 'investments.operator.agreement', defaultMessage: 'Agreement' },
    notYet: { id: 'investments.operator.notYet', defaultMessage: 'Not yet' },
    paidSoFar: { id: 'investments.operator.paidSoFar', defaultMessage: 'Paid out so far' },
    remaining: { id: 'investments.operator.remaining', defaultMessage: 'Still to pay' },
    scheduleTitle: { id: 'investments.operator.scheduleTitle', defaultMessage: 'Payment schedule' },
    scheduleNone: {
      id: 'investments.operator.scheduleNone',
      defaultMessage: 'This investment has no payment schedule (an equity investment, or one not accepted yet).',
    },
    notActive: {
      id: 'investments.operator.notActive',
      defaultMessage: 'Payouts can be recorded once the investment is active (its payment confirmed).',
    },
    allClosed: {
      id: 'investments.operator.allClosed',
      defaultMessage: 'Every payment of the schedule is paid or cancelled: there is nothing left to record.',
    },
    payoutTitle: { id: 'investments.operator.payoutTitle', defaultMessage: 'Record a payout' },
    payoutIntro: {
      id: 'investments.operator.payoutIntro',
      defaultMessage:
        'Choose the payment of the schedule and what happened to it. The investor is e-mailed when a payment is recorded.',
    },
    row: { id: 'investments.operator.row', defaultMessage: 'Payment' },
    outcome: { id: 'investments.operator.outcome', defaultMessage: 'Outcome' },
    outcomePaid: { id: 'investments.operator.outcome.paid', defaultMessage: 'Paid in full' },
    outcomePartial: { id: 'investments.operator.outcome.partial', defaultMessage: 'Partly paid' },
    outcomeCancelled: { id: 'investments.operator.outcome.cancelled', defaultMessage: 'Cancelled' },
    paidOn: { id: 'investments.operator.paidOn', defaultMessage: 'Paid on' },
    reason: { id: 'investments.operator.reason', defaultMessage: 'Reason' },
    submitPayout: { id: 'investments.operator.submit', defaultMessage: 'Record the payout…' },
    confirmPayoutTitle: { id: 'investments.operator.confirmTitle', defaultMessage: 'Record this payout?' },
    confirmRecord: { id: 'investments.operator.confirmRecord', defaultMessage: 'Record' },
    cancel: { id: 'investments.operator.cancel', defaultMessage: 'Back' },
    payoutRecorded: { id: 'investments.operator.recorded', defaultMessage: 'The payout is recorded.' },
    failedTitle: { id: 'investments.operator.failedTitle', defaultMessage: 'Not recorded' },
    successTitle: { id: 'investments.operator.successTitle', defaultMessage: 'Done' },
    numberInvalid: {
      id: 'investments.operator.numberInvalid',
      defaultMessage: 'Enter an amount such as 1 234,56.',
    },
    rateDate: { id: 'investments.operator.rateDate', defaultMessage: 'Applies from' },
    rateValue: { id: 'investments.operator.rateValue', defaultMessage: 'Value (%)' },
    rateRecorded: { id: 'investments.operator.rateRecordedBy', defaultMessage: 'Recorded' },
    rateProductValue: { id: 'investments.operator.rateProductValue', defaultMessage: 'the product’s terms' },
    ratesLoading: { id: 'investments.operator.ratesLoading', defaultMessage: 'Loading the reference rates…' },
    submitRate: { id: 'investments.operator.submitRate', defaultMessage: 'Record the rate…' },
    confirmRateTitle: { id: 'investments.operator.confirmRateTitle', defaultMessage: 'Record this reference rate?' },
    rateSaved: { id: 'investments.operator.rateSaved', defaultMessage: 'The reference rate is recorded.' },
  }),
  scheduleCaption: defineMessage<{ code: string | number }>({
    id: 'investments.operator.scheduleCaption',
    defaultMessage: 'Payment schedule of {code}',
  }),
  rowOption: defineMessage<{
    number: string | number;
    date: string | number;
    status: string | number;
    open: string | number;
  }>({
    id: 'investments.operator.rowOption',
    defaultMessage: 'No. {number}, due {date} - {status}, open {open}',
  }),
  grossInterest: defineMessage<{ currency: string | number }>({
    id: 'investments.operator.grossInterest',
    defaultMessage: 'Gross interest paid ({currency})',
  }),
  principal: defineMessage<{ currency: string | number }>({
    id: 'investments.operator.principal',
    defaultMessage: 'Principal paid ({currency})',
  }),
  openHint: defineMessage<{ gross: string | number; principal: string | number }>({
    id: 'investments.operator.openHint',
    defaultMessage: 'Open: gross interest {gross}, principal {principal}. The tax is withheld from the gross.',
  }),
  confirmPaid: defineMessage<{
    number: string | number;
    date: string | number;
    amount: string | number;
    paidOn: string | number;
    investor: string | number;
  }>({
    id: 'investments.operator.confirm.paid',
    defaultMessage:
      'Payment no. {number} due {date} will be marked paid in full ({amount}) on {paidOn}, and {investor} will be e-mailed.',
  }),
  confirmPartial: defineMessage<{
    number: string | number;
    date: string | number;
    paidOn: string | number;
    gross: string | number;
    principal: string | number;
    investor: string | number;
  }>({
    id: 'investments.operator.confirm.partial',
    defaultMessage:
      'Payment no. {number} due {date} will be marked partly paid on {paidOn}: gross interest {gross}, principal {principal}. {investor} will be e-mailed.',
  }),
  confirmCancelled: defineMessage<{ number: string | number; date: string | number; reason: string | number }>({
    id: 'investments.operator.confirm.cancelled',
    defaultMessage: 'Payment no. {number} due {date} will be cancelled ("{reason}"). It cannot be paid afterwards.',
  }),
  ratesTitle: defineMessage<{ name: string | number }>({
    id: 'investments.operator.ratesTitle',
    defaultMessage: 'Reference rate {name}',
  }),
  ratesIntro: defineMessage<{ margin: string | number }>({
    id: 'investments.operator.ratesIntro',
    defaultMessage:
      'The product pays the reference rate plus a margin of {margin}%. A rate recorded here applies to the periods starting on or after its date, in every investment of this product.',
  }),
  ratesCaption: defineMessage<{ name: string | number }>({
    id: 'investments.operator.ratesCaption',
    defaultMessage: 'Recorded fixings of {name}',
  }),
  rateRecordedValue: defineMessage<{ date: string | number; who: string | number }>({
    id: 'investments.operator.rateRecordedValue',
    defaultMessage: '{date}, {who}',
  }),
  confirmRate: defineMessage<{
    name: string | number;
    value: string | number;
    date: string | number;
    code: string | number;
  }>({
    id: 'investments.operator.confirmRate',
    defaultMessage:
      '{name} = {value}% from {date}. The schedules of every active investment of {code} are recalculated.',
  }),
};

export const OUTCOME_MESSAGES: Record<PayoutOutcome, MessageDescriptor> = {
  paid: payoutMessages.outcomePaid,
  'partially-paid': payoutMessages.outcomePartial,
  cancelled: payoutMessages.outcomeCancelled,
};

/**
 * The server's violation titles of recordPayout and recordReferenceRate (investments.service.ts): the field
 * shows them through violationText, which needs them in the catalogue; listed here so the extractor sees them.
 */
export const payoutViolationMessages = defineMessages({
  paidOnFuture: { id: 'validation.paidOnFuture', defaultMessage: 'The payout date cannot be in the future.' },
  paidOnBeforePayment: {
    id: 'validation.paidOnBeforePayment',
    defaultMessage: 'The payout date cannot be before the investment was paid.',
  },
  payoutAboveOpen: {
    id: 'validation.payoutAboveOpen',
    defaultMessage: 'This is more than is still open on this payment.',
  },
  payoutEmpty: { id: 'validation.payoutEmpty', defaultMessage: 'Give the interest or the principal paid.' },
  noScheduleRow: { id: 'validation.noScheduleRow', defaultMessage: 'No payment of the schedule is due on this date.' },
  notAllowed: { id: 'validation.notAllowed', defaultMessage: 'This value is not used for this outcome.' },
  money: { id: 'validation.money', defaultMessage: 'At most two decimal places.' },
  rateDecimals: { id: 'validation.rateDecimals', defaultMessage: 'At most four decimal places.' },
  dateInFuture: { id: 'validation.dateInFuture', defaultMessage: 'The date cannot be in the future.' },
  afterMaturity: { id: 'validation.afterMaturity', defaultMessage: 'The date cannot be after the maturity date.' },
  notVariableRate: {
    id: 'validation.notVariableRate',
    defaultMessage: 'Reference rates are recorded for variable-rate products only.',
  },
});
