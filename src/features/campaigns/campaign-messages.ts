import { defineMessage, defineMessages } from 'react-intl';
import type {
  AgreementStatus,
  CampaignStatus,
  CampaignType,
  DayCountConvention,
  InterestType,
  InvestorOfferStatus,
  OfferEvent,
  OfferEventType,
  PaymentFrequency,
} from '#generated/api/model';
import './campaigns-catalogue';

/** The advisor side of campaigns (/app/offers, /app/offers/{id}, the invitation dialog). */
export const campaignMessages = {
  ...defineMessages({
    listTitle: { id: 'campaigns.list.title', defaultMessage: 'Offers' },
    tabsLabel: { id: 'campaigns.list.tabs', defaultMessage: 'Campaign status' },
    tabActive: { id: 'campaigns.list.tab.active', defaultMessage: 'Active' },
    tabArchived: { id: 'campaigns.list.tab.archived', defaultMessage: 'Archived' },
    scopeLabel: { id: 'campaigns.list.scope', defaultMessage: 'Whose offers' },
    scopeMine: { id: 'campaigns.list.scope.mine', defaultMessage: 'My offers' },
    scopeNetwork: { id: 'campaigns.list.scope.network', defaultMessage: 'Network offers' },
    loading: { id: 'campaigns.loading', defaultMessage: 'Loading…' },
    emptyActive: { id: 'campaigns.list.empty.active', defaultMessage: 'There are no active campaigns here.' },
    emptyArchived: { id: 'campaigns.list.empty.archived', defaultMessage: 'There are no archived campaigns here.' },
    emptyMine: {
      id: 'campaigns.list.empty.mine',
      defaultMessage: 'You have not made an offer in any of these campaigns yet. See the network offers.',
    },
    loadFailed: { id: 'campaigns.loadFailed', defaultMessage: 'Could not load the data.' },
    retry: { id: 'campaigns.retry', defaultMessage: 'Try again' },
    pagination: { id: 'campaigns.list.pagination', defaultMessage: 'Pages of campaigns' },
    previousPage: { id: 'campaigns.list.previousPage', defaultMessage: 'Previous page' },
    nextPage: { id: 'campaigns.list.nextPage', defaultMessage: 'Next page' },
    dates: { id: 'campaigns.field.dates', defaultMessage: 'Dates' },
    target: { id: 'campaigns.field.target', defaultMessage: 'Target' },
    raised: { id: 'campaigns.field.raised', defaultMessage: 'Raised' },
    currency: { id: 'campaigns.field.currency', defaultMessage: 'Currency' },
    // The campaign page
    back: { id: 'campaigns.detail.back', defaultMessage: 'Back to offers' },
    notFound: { id: 'campaigns.detail.notFound', defaultMessage: 'This campaign does not exist or is not available.' },
    issuer: { id: 'campaigns.detail.issuer', defaultMessage: 'Issuer' },
    description: { id: 'campaigns.detail.description', defaultMessage: 'Description' },
    highlights: { id: 'campaigns.detail.highlights', defaultMessage: 'Highlights' },
    products: { id: 'campaigns.detail.products', defaultMessage: 'Products' },
    noProducts: { id: 'campaigns.detail.noProducts', defaultMessage: 'This campaign has no products yet.' },
    documents: { id: 'campaigns.detail.documents', defaultMessage: 'Documents' },
    noDocuments: { id: 'campaigns.detail.noDocuments', defaultMessage: 'No documents have been published.' },
    productCode: { id: 'campaigns.product.code', defaultMessage: 'Code' },
    interestRate: { id: 'campaigns.product.interestRate', defaultMessage: 'Interest rate' },
    interestType: { id: 'campaigns.product.interestType', defaultMessage: 'Interest type' },
    paymentFrequency: { id: 'campaigns.product.paymentFrequency', defaultMessage: 'Interest payments' },
    dayCount: { id: 'campaigns.product.dayCount', defaultMessage: 'Day-count convention' },
    term: { id: 'campaigns.product.term', defaultMessage: 'Term' },
    productDates: { id: 'campaigns.product.dates', defaultMessage: 'Start and maturity' },
    investmentMin: { id: 'campaigns.product.min', defaultMessage: 'Minimum investment' },
    investmentMax: { id: 'campaigns.product.max', defaultMessage: 'Maximum investment' },
    investmentStep: { id: 'campaigns.product.step', defaultMessage: 'Investment step' },
    invite: { id: 'campaigns.product.invite', defaultMessage: 'Invite client' },
    inviteUnavailable: {
      id: 'campaigns.product.inviteUnavailable',
      defaultMessage: 'Clients can be invited only while the campaign is active.',
    },
    // The offers of the campaign
    offers: { id: 'campaigns.offers.title', defaultMessage: 'My offers in this campaign' },
    offersNetwork: { id: 'campaigns.offers.titleNetwork', defaultMessage: 'Offers in this campaign' },
    investor: { id: 'campaigns.offers.investor', defaultMessage: 'Investor' },
    owner: { id: 'campaigns.offers.owner', defaultMessage: 'Advisor' },
    product: { id: 'campaigns.offers.product', defaultMessage: 'Product' },
    offerStatus: { id: 'campaigns.offers.status', defaultMessage: 'Status' },
    investmentValue: { id: 'campaigns.offers.amount', defaultMessage: 'Amount' },
    agreementStatus: { id: 'campaigns.offers.agreement', defaultMessage: 'Agreement' },
    statusDate: { id: 'campaigns.offers.statusDate', defaultMessage: 'Status date' },
    timelineButton: { id: 'campaigns.offers.timelineButton', defaultMessage: 'History' },
    timelineClose: { id: 'campaigns.timeline.close', defaultMessage: 'Close the history' },
    timelineEmpty: { id: 'campaigns.timeline.empty', defaultMessage: 'Nothing has happened with this offer yet.' },
    // The invitation dialog
    inviteCancel: { id: 'campaigns.invite.cancel', defaultMessage: 'Cancel' },
    inviteSending: { id: 'campaigns.invite.sending', defaultMessage: 'Sending invitations…' },
    inviteSentTitle: { id: 'campaigns.invite.sentTitle', defaultMessage: 'Invitations sent' },
    noNetworks: {
      id: 'campaigns.invite.noNetworks',
      defaultMessage: 'You do not belong to any network, so you cannot invite clients.',
    },
  }),
  count: defineMessage<{ count: number }>({
    id: 'campaigns.list.count',
    defaultMessage: '{count, plural, one {# campaign} other {# campaigns}}',
  }),
  pageOf: defineMessage<{ page: number; pages: number }>({
    id: 'campaigns.list.pageOf',
    defaultMessage: 'Page {page} of {pages}',
  }),
  dateRange: defineMessage<{ start: string; end: string }>({
    id: 'campaigns.field.dateRange',
    defaultMessage: '{start} – {end}',
  }),
  progressLabel: defineMessage<{ raised: string; target: string; currency: string }>({
    id: 'campaigns.progress',
    defaultMessage: 'Raised {raised} of {target} {currency}',
  }),
  documentLink: defineMessage<{ name: string; fileName: string }>({
    id: 'campaigns.detail.documentLink',
    defaultMessage: '{name} (PDF, {fileName})',
  }),
  rate: defineMessage<{ rate: string }>({ id: 'campaigns.product.rate', defaultMessage: '{rate}% a year' }),
  variableRate: defineMessage<{ reference: string; referenceValue: string; margin: string }>({
    id: 'campaigns.product.variableRate',
    defaultMessage: '{reference} ({referenceValue}%) + {margin}% margin',
  }),
  variableRateNoReference: defineMessage<{ margin: string }>({
    id: 'campaigns.product.variableRateNoReference',
    defaultMessage: '{margin}% margin',
  }),
  currentRate: defineMessage<{ rate: string }>({
    id: 'campaigns.product.currentRate',
    defaultMessage: 'currently {rate}% a year',
  }),
  termMonths: defineMessage<{ months: number }>({
    id: 'campaigns.product.termMonths',
    defaultMessage: '{months, plural, one {# month} other {# months}}',
  }),
  inviteTo: defineMessage<{ product: string }>({
    id: 'campaigns.product.inviteTo',
    defaultMessage: 'Invite client: {product}',
  }),
  showTimeline: defineMessage<{ email: string }>({
    id: 'campaigns.offers.showTimeline',
    defaultMessage: 'History of the offer for {email}',
  }),
  timelineTitle: defineMessage<{ email: string }>({
    id: 'campaigns.timeline.title',
    defaultMessage: 'History of the offer: {email}',
  }),
  timelineReason: defineMessage<{ reason: string }>({
    id: 'campaigns.timeline.reason',
    defaultMessage: 'Reason: {reason}',
  }),
  timelineFromTo: defineMessage<{ from: string; to: string }>({
    id: 'campaigns.timeline.fromTo',
    defaultMessage: '{from} → {to}',
  }),
  inviteDialogTitle: defineMessage<{ product: string }>({
    id: 'campaigns.invite.title',
    defaultMessage: 'Invite client: {product}',
  }),
  inviteSent: defineMessage<{ count: number }>({
    id: 'campaigns.invite.sent',
    defaultMessage: '{count, plural, one {# invitation was sent.} other {# invitations were sent.}}',
  }),
  invitePartlySent: defineMessage<{ count: number }>({
    id: 'campaigns.invite.partlySent',
    defaultMessage:
      'Invitations sent: {count}. The addresses below were not invited; only they remain in the field, so sending again does not invite anyone twice.',
  }),
  kycInviteOpen: defineMessage({ id: 'campaigns.kycInvite.open', defaultMessage: 'Send KYC invitation' }),
  kycInviteTitle: defineMessage({
    id: 'campaigns.kycInvite.title',
    defaultMessage: 'Invitation to fill in the KYC form',
  }),
  kycInviteIntro: defineMessage<{ days: number }>({
    id: 'campaigns.kycInvite.intro',
    defaultMessage:
      'Each address gets its own e-mail with a link to the KYC form, valid for {days} days. The form is filled in without signing in and can be sent once.',
  }),
  kycInviteSentTitle: defineMessage({ id: 'campaigns.kycInvite.sentTitle', defaultMessage: 'KYC invitations sent' }),
  invalidAddress: defineMessage<{ address: string }>({
    id: 'campaigns.invite.invalidAddress',
    defaultMessage: '"{address}" is not a valid e-mail address.',
  }),
};

export const campaignStatusMessages: Record<CampaignStatus, { id: string; defaultMessage: string }> = defineMessages({
  scheduled: { id: 'campaigns.status.scheduled', defaultMessage: 'Scheduled' },
  active: { id: 'campaigns.status.active', defaultMessage: 'Active' },
  completed: { id: 'campaigns.status.completed', defaultMessage: 'Completed' },
  inactive: { id: 'campaigns.status.inactive', defaultMessage: 'Suspended' },
});

export const campaignTypeMessages: Record<CampaignType, { id: string; defaultMessage: string }> = defineMessages({
  debt: { id: 'campaigns.type.debt', defaultMessage: 'Debt' },
  equity: { id: 'campaigns.type.equity', defaultMessage: 'Equity' },
});

export const interestTypeMessages: Record<InterestType, { id: string; defaultMessage: string }> = defineMessages({
  Fixed: { id: 'campaigns.interestType.fixed', defaultMessage: 'Fixed' },
  Variable: { id: 'campaigns.interestType.variable', defaultMessage: 'Variable' },
});

export const paymentFrequencyMessages: Record<PaymentFrequency, { id: string; defaultMessage: string }> =
  defineMessages({
    Monthly: { id: 'campaigns.frequency.monthly', defaultMessage: 'Monthly' },
    Quarterly: { id: 'campaigns.frequency.quarterly', defaultMessage: 'Quarterly' },
    'Semi-annually': { id: 'campaigns.frequency.semiAnnually', defaultMessage: 'Semi-annually' },
    Annually: { id: 'campaigns.frequency.annually', defaultMessage: 'Annually' },
    'At Maturity': { id: 'campaigns.frequency.atMaturity', defaultMessage: 'At maturity' },
  });

export const dayCountMessages: Record<DayCountConvention, { id: string; defaultMessage: string }> = defineMessages({
  'ACT/365F': { id: 'campaigns.dayCount.act365f', defaultMessage: 'ACT/365F (actual days / 365)' },
  '30E/360': { id: 'campaigns.dayCount.30e360', defaultMessage: '30E/360 (30-day months / 360)' },
  'ACT/ACT': { id: 'campaigns.dayCount.actAct', defaultMessage: 'ACT/ACT (actual days / actual year)' },
});

export const offerStatusMessages: Record<InvestorOfferStatus, { id: string; defaultMessage: string }> = defineMessages({
  invited: { id: 'campaigns.offerStatus.invited', defaultMessage: 'Invited' },
  viewed: { id: 'campaigns.offerStatus.viewed', defaultMessage: 'Viewed' },
  interested: { id: 'campaigns.offerStatus.interested', defaultMessage: 'Interested' },
  accepted: { id: 'campaigns.offerStatus.accepted', defaultMessage: 'Accepted' },
  active: { id: 'campaigns.offerStatus.active', defaultMessage: 'Active' },
  rejected: { id: 'campaigns.offerStatus.rejected', defaultMessage: 'Rejected' },
  declined: { id: 'campaigns.offerStatus.declined', defaultMessage: 'Declined' },
  archived: { id: 'campaigns.offerStatus.archived', defaultMessage: 'Archived' },
});

/** The e-signature status of the agreement: Processing is shown "sent", Completed "signed" (see docs/product/offers.md). */
export const agreementStatusMessages: Record<AgreementStatus, { id: string; defaultMessage: string }> = defineMessages({
  New: { id: 'campaigns.agreement.new', defaultMessage: 'new' },
  Unknown: { id: 'campaigns.agreement.unknown', defaultMessage: 'unknown' },
  Draft: { id: 'campaigns.agreement.draft', defaultMessage: 'draft' },
  Processing: { id: 'campaigns.agreement.processing', defaultMessage: 'sent' },
  Completed: { id: 'campaigns.agreement.completed', defaultMessage: 'signed' },
  Rejected: { id: 'campaigns.agreement.rejected', defaultMessage: 'refused' },
  Withdrawn: { id: 'campaigns.agreement.withdrawn', defaultMessage: 'withdrawn' },
  Withdrawing: { id: 'campaigns.agreement.withdrawing', defaultMessage: 'being withdrawn' },
  Error: { id: 'campaigns.agreement.error', defaultMessage: 'error' },
});

export const eventTypeMessages: Record<OfferEventType, { id: string; defaultMessage: string }> = defineMessages({
  status_changed: { id: 'campaigns.event.statusChanged', defaultMessage: 'Status changed' },
  owner_changed: { id: 'campaigns.event.ownerChanged', defaultMessage: 'Advisor changed' },
  agreement_status_changed: { id: 'campaigns.event.agreementChanged', defaultMessage: 'Agreement status changed' },
  payment_confirmation_uploaded: {
    id: 'campaigns.event.paymentConfirmation',
    defaultMessage: 'Payment confirmation uploaded',
  },
  invitation_sent: { id: 'campaigns.event.invitationSent', defaultMessage: 'Invitation sent' },
  payout_recorded: { id: 'campaigns.event.payoutRecorded', defaultMessage: 'Payout recorded' },
  payout_cancelled: { id: 'campaigns.event.payoutCancelled', defaultMessage: 'Payment cancelled' },
  reference_rate_recorded: { id: 'campaigns.event.referenceRateRecorded', defaultMessage: 'Reference rate recorded' },
});

export const actorRoleMessages: Record<OfferEvent['actorRole'], { id: string; defaultMessage: string }> =
  defineMessages({
    investor: { id: 'campaigns.actor.investor', defaultMessage: 'investor' },
    advisor: { id: 'campaigns.actor.advisor', defaultMessage: 'advisor' },
    coordinator: { id: 'campaigns.actor.coordinator', defaultMessage: 'coordinator' },
    operator: { id: 'campaigns.actor.operator', defaultMessage: 'operator' },
    system: { id: 'campaigns.actor.system', defaultMessage: 'system' },
    visitor: { id: 'campaigns.actor.visitor', defaultMessage: 'investor (offer link)' },
  });
