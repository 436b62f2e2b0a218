import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { InvestorProductStatus, OfferEventActorRole, OfferEventType } from '#generated/api/model';
import './investments-catalogue';

/** The investor panel's investments: the summary on /app, /app/investments and /app/investments/{id}. */
export const investmentMessages = {
  ...defineMessages({
    summaryTitle: { id: 'investments.summary.title', defaultMessage: 'Your investments' },
    summaryLoading: { id: 'investments.summary.loading', defaultMessage: 'Loading your investments…' },
    summaryFailed: { id: 'investments.summary.failed', defaultMessage: 'Your summary cannot be shown right now.' },
    summaryEmpty: {
      id: 'investments.summary.empty',
      defaultMessage: 'You have no investments yet. Once you accept an offer, it appears here.',
    },
    summaryOffers: { id: 'investments.summary.offers', defaultMessage: 'See your offers' },
    invested: { id: 'investments.summary.invested', defaultMessage: 'Invested (active)' },
    inSigning: { id: 'investments.summary.inSigning', defaultMessage: 'In signing' },
    interestPaid: { id: 'investments.summary.interestPaid', defaultMessage: 'Interest paid to date' },
    gross: { id: 'investments.summary.gross', defaultMessage: 'Gross' },
    taxWithheld: { id: 'investments.summary.tax', defaultMessage: 'Tax withheld' },
    net: { id: 'investments.summary.net', defaultMessage: 'Net' },
    nextPayment: { id: 'investments.summary.nextPayment', defaultMessage: 'Next payment' },
    noNextPayment: { id: 'investments.summary.noNextPayment', defaultMessage: 'No payment scheduled' },
    noPayoutsScheduled: {
      id: 'investments.summary.noPayoutsScheduled',
      defaultMessage: 'No interest or repayment of principal is scheduled for these investments (for example shares).',
    },
    expectedRemaining: {
      id: 'investments.summary.expectedRemaining',
      defaultMessage: 'Expected remaining net interest',
    },
    remainingPrincipal: { id: 'investments.summary.remainingPrincipal', defaultMessage: 'Principal to be repaid' },
    countsLabel: { id: 'investments.summary.counts', defaultMessage: 'Investments by status' },
    chartTitle: { id: 'investments.chart.title', defaultMessage: 'Coming payments by month' },
    chartNetInterest: { id: 'investments.chart.netInterest', defaultMessage: 'Net interest' },
    chartPrincipal: { id: 'investments.chart.principal', defaultMessage: 'Principal' },
    chartMonth: { id: 'investments.chart.month', defaultMessage: 'Month' },
    chartLoading: { id: 'investments.chart.loading', defaultMessage: 'Loading the chart…' },
    chartEmpty: { id: 'investments.chart.empty', defaultMessage: 'No payments are scheduled.' },
    chartShowTable: { id: 'investments.chart.showTable', defaultMessage: 'Show the data as a table' },
    chartHideTable: { id: 'investments.chart.hideTable', defaultMessage: 'Hide the table' },
    taxTitle: { id: 'investments.tax.title', defaultMessage: 'Yearly tax summary' },
    taxDescription: {
      id: 'investments.tax.description',
      defaultMessage: 'Gross interest, tax withheld and net interest of each investment paid in a year, as a PDF.',
    },
    taxYear: { id: 'investments.tax.year', defaultMessage: 'Year' },
    taxDownload: { id: 'investments.tax.download', defaultMessage: 'Download the tax summary (PDF)' },
    downloading: { id: 'investments.download.pending', defaultMessage: 'Preparing the file…' },
    downloadFailed: { id: 'investments.download.failed', defaultMessage: 'The file could not be downloaded' },

    listTitle: { id: 'investments.list.title', defaultMessage: 'My investments' },
    tabsLabel: { id: 'investments.list.tabs', defaultMessage: 'Investments by status' },
    tab_signing: { id: 'investments.status.signing', defaultMessage: 'In signing' },
    tab_active: { id: 'investments.status.active', defaultMessage: 'Active' },
    tab_archived: { id: 'investments.status.archived', defaultMessage: 'Archived' },
    emptySigning: { id: 'investments.list.emptySigning', defaultMessage: 'No investment is in signing.' },
    emptyActive: { id: 'investments.list.emptyActive', defaultMessage: 'You have no active investments.' },
    emptyArchived: { id: 'investments.list.emptyArchived', defaultMessage: 'You have no archived investments.' },
    columnCampaign: { id: 'investments.column.campaign', defaultMessage: 'Campaign' },
    columnProduct: { id: 'investments.column.product', defaultMessage: 'Product' },
    columnAmount: { id: 'investments.column.amount', defaultMessage: 'Amount' },
    columnRate: { id: 'investments.column.rate', defaultMessage: 'Rate' },
    columnShares: { id: 'investments.column.shares', defaultMessage: 'Shares' },
    columnAgreement: { id: 'investments.column.agreement', defaultMessage: 'Agreement' },
    columnAcceptedAt: { id: 'investments.column.acceptedAt', defaultMessage: 'Accepted' },
    columnPaymentDate: { id: 'investments.column.paymentDate', defaultMessage: 'Payment received' },
    columnEndDate: { id: 'investments.column.endDate', defaultMessage: 'Maturity' },
    columnNextPayment: { id: 'investments.column.nextPayment', defaultMessage: 'Next payment' },

    detailTitle: { id: 'investments.detail.title', defaultMessage: 'Investment' },
    back: { id: 'investments.detail.back', defaultMessage: 'Back to my investments' },
    loading: { id: 'investments.detail.loading', defaultMessage: 'Loading the investment…' },
    failed: { id: 'investments.detail.failed', defaultMessage: 'The investment cannot be opened' },
    retry: { id: 'investments.retry', defaultMessage: 'Try again' },
    factsTitle: { id: 'investments.detail.facts', defaultMessage: 'Terms' },
    amount: { id: 'investments.detail.amount', defaultMessage: 'Amount invested' },
    rate: { id: 'investments.detail.rate', defaultMessage: 'Interest rate' },
    frequency: { id: 'investments.detail.frequency', defaultMessage: 'Interest payments' },
    term: { id: 'investments.detail.term', defaultMessage: 'Term' },
    startDate: { id: 'investments.detail.startDate', defaultMessage: 'Start date' },
    maturityDate: { id: 'investments.detail.maturityDate', defaultMessage: 'Maturity date' },
    acceptedAt: { id: 'investments.detail.acceptedAt', defaultMessage: 'Accepted on' },
    paymentDate: { id: 'investments.detail.paymentDate', defaultMessage: 'Payment received on' },
    notYet: { id: 'investments.detail.notYet', defaultMessage: 'not yet' },
    agreementTitle: { id: 'investments.agreement.title', defaultMessage: 'Agreement' },
    agreementNumber: { id: 'investments.agreement.number', defaultMessage: 'Number' },
    agreementStatus: { id: 'investments.agreement.status', defaultMessage: 'Signature status' },
    agreementDate: { id: 'investments.agreement.date', defaultMessage: 'Signed on' },
    agreementDownload: { id: 'investments.agreement.download', defaultMessage: 'Download the agreement (PDF)' },
    agreementDownloadSigned: {
      id: 'investments.agreement.downloadSigned',
      defaultMessage: 'Download the signed agreement (PDF)',
    },
    agreementUnsigned: {
      id: 'investments.agreement.unsigned',
      defaultMessage: 'Not signed yet: the download is the final agreement to be signed.',
    },
    paymentTitle: { id: 'investments.payment.title', defaultMessage: 'Payment confirmations' },
    paymentNone: { id: 'investments.payment.none', defaultMessage: 'No payment confirmation has been uploaded.' },
    paymentAdd: { id: 'investments.payment.add', defaultMessage: 'Add a payment confirmation' },
    scheduleTitle: { id: 'investments.schedule.title', defaultMessage: 'Payment schedule' },
    scheduleNone: {
      id: 'investments.schedule.none',
      defaultMessage: 'This investment has no payment schedule (it pays no interest).',
    },
    scheduleCsv: { id: 'investments.schedule.csv', defaultMessage: 'Download the schedule (CSV)' },
    scheduleIcs: { id: 'investments.schedule.ics', defaultMessage: 'Add the payment dates to a calendar (.ics)' },
    documentsTitle: { id: 'investments.documents.title', defaultMessage: 'Documents' },
    timelineTitle: { id: 'investments.timeline.title', defaultMessage: 'History' },
    timelineEmpty: { id: 'investments.timeline.empty', defaultMessage: 'Nothing has happened yet.' },
    eventStatusChanged: { id: 'investments.event.statusChanged', defaultMessage: 'Status changed' },
    eventOwnerChanged: { id: 'investments.event.ownerChanged', defaultMessage: 'Your advisor changed' },
    eventAgreementChanged: { id: 'investments.event.agreementChanged', defaultMessage: 'Agreement status changed' },
    eventPaymentConfirmation: {
      id: 'investments.event.paymentConfirmation',
      defaultMessage: 'Payment confirmation uploaded',
    },
    eventInvitationSent: { id: 'investments.event.invitationSent', defaultMessage: 'Invitation sent' },
    eventPayoutRecorded: { id: 'investments.event.payoutRecorded', defaultMessage: 'Payment made' },
    eventPayoutCancelled: { id: 'investments.event.payoutCancelled', defaultMessage: 'Payment cancelled' },
    eventReferenceRate: { id: 'investments.event.referenceRate', defaultMessage: 'Reference rate fixed' },
    actorInvestor: { id: 'investments.actor.investor', defaultMessage: 'you' },
    actorAdvisor: { id: 'investments.actor.advisor', defaultMessage: 'advisor' },
    actorCoordinator: { id: 'investments.actor.coordinator', defaultMessage: 'coordinator' },
    actorOperator: { id: 'investments.actor.operator', defaultMessage: 'the fund' },
    actorSystem: { id: 'investments.actor.system', defaultMessage: 'system' },
    actorVisitor: { id: 'investments.actor.visitor', defaultMessage: 'you (offer link)' },
  }),
  currencyTitle: defineMessage<{ currency: string | number }>({
    id: 'investments.summary.currency',
    defaultMessage: 'Investments in {currency}',
  }),
  nextPaymentValue: defineMessage<{ amount: string | number; date: string | number }>({
    id: 'investments.summary.nextPaymentValue',
    defaultMessage: '{amount} on {date}',
  }),
  countLink: defineMessage<{ label: string | number; count: number }>({
    id: 'investments.summary.countLink',
    defaultMessage: '{label}: {count}',
  }),
  chartLabel: defineMessage<{ currency: string | number; from: string | number; to: string | number }>({
    id: 'investments.chart.label',
    defaultMessage:
      'Bar chart of the coming payments in {currency} from {from} to {to}, month by month: net interest and principal. The same figures are in the table.',
  }),
  chartCaption: defineMessage<{ currency: string | number }>({
    id: 'investments.chart.caption',
    defaultMessage: 'Coming payments in {currency}',
  }),
  tabCount: defineMessage<{ label: string | number; count: number }>({
    id: 'investments.list.tabCount',
    defaultMessage: '{label} ({count})',
  }),
  openInvestment: defineMessage<{ name: string | number }>({
    id: 'investments.list.open',
    defaultMessage: 'Open the investment {name}',
  }),
  projected: defineMessage<{ accrualStart: string | number }>({
    id: 'investments.schedule.projected',
    defaultMessage:
      'A projection: your payment has not been confirmed yet, so the schedule counts interest from {accrualStart}. It is fixed on the day your payment arrives.',
  }),
  scheduleCaption: defineMessage<{ code: string | number }>({
    id: 'investments.schedule.caption',
    defaultMessage: 'Payment schedule of {code}',
  }),
  schedulePaid: defineMessage<{ amount: string | number }>({
    id: 'investments.schedule.paid',
    defaultMessage: 'Paid so far: {amount}',
  }),
  scheduleRemaining: defineMessage<{ amount: string | number }>({
    id: 'investments.schedule.remaining',
    defaultMessage: 'Still to be paid: {amount}',
  }),
  uploadedOn: defineMessage<{ name: string | number; date: string | number }>({
    id: 'investments.payment.uploaded',
    defaultMessage: '{name}, uploaded {date}',
  }),
  documentLink: defineMessage<{ name: string | number }>({
    id: 'investments.documents.link',
    defaultMessage: '{name} (PDF)',
  }),
  timelineFromTo: defineMessage<{ from: string | number; to: string | number }>({
    id: 'investments.timeline.fromTo',
    defaultMessage: '{from} → {to}',
  }),
  timelineBy: defineMessage<{ who: string | number }>({
    id: 'investments.timeline.by',
    defaultMessage: 'by {who}',
  }),
  eventPayoutDetail: defineMessage<{ date: string | number; amount: string | number }>({
    id: 'investments.event.payoutDetail',
    defaultMessage: 'Payment due {date}: {amount}',
  }),
  eventPayoutDue: defineMessage<{ date: string | number }>({
    id: 'investments.event.payoutDue',
    defaultMessage: 'Payment due {date}',
  }),
  eventRateDetail: defineMessage<{ value: string | number; date: string | number }>({
    id: 'investments.event.rateDetail',
    defaultMessage: '{value}% from {date}',
  }),
  eventReason: defineMessage<{ reason: string | number }>({
    id: 'investments.event.reason',
    defaultMessage: 'Reason: {reason}',
  }),
  scheduleFileName: defineMessage<{ number: string | number }>({
    id: 'investments.file.schedule',
    defaultMessage: 'schedule-{number}',
  }),
  agreementFileName: defineMessage<{ number: string | number }>({
    id: 'investments.file.agreement',
    defaultMessage: 'agreement-{number}',
  }),
  taxFileName: defineMessage<{ year: string | number }>({
    id: 'investments.file.taxSummary',
    defaultMessage: 'tax-summary-{year}',
  }),
};

const m = investmentMessages;

export const PRODUCT_STATUS_MESSAGES: Record<InvestorProductStatus, MessageDescriptor> = {
  signing: m.tab_signing,
  active: m.tab_active,
  archived: m.tab_archived,
};

export const EVENT_MESSAGES: Record<OfferEventType, MessageDescriptor> = {
  status_changed: m.eventStatusChanged,
  owner_changed: m.eventOwnerChanged,
  agreement_status_changed: m.eventAgreementChanged,
  payment_confirmation_uploaded: m.eventPaymentConfirmation,
  invitation_sent: m.eventInvitationSent,
  payout_recorded: m.eventPayoutRecorded,
  payout_cancelled: m.eventPayoutCancelled,
  reference_rate_recorded: m.eventReferenceRate,
};

export const ACTOR_MESSAGES: Record<OfferEventActorRole, MessageDescriptor> = {
  investor: m.actorInvestor,
  advisor: m.actorAdvisor,
  coordinator: m.actorCoordinator,
  operator: m.actorOperator,
  system: m.actorSystem,
  visitor: m.actorVisitor,
};
