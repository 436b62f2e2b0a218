import { defineMessage, defineMessages } from 'react-intl';
import type { AgreementStatus, InvestorOfferStatus, KanbanColumnKey } from '#generated/api/model';
import './investors-catalogue';

export const investorMessages = {
  ...defineMessages({
    ownTitle: { id: 'investors.list.title', defaultMessage: 'Invited investors' },
    networkTitle: { id: 'investors.network.title', defaultMessage: 'Investors in the network' },
    offerTitle: { id: 'investors.offer.title', defaultMessage: 'Investors of the offer' },
    viewSwitch: { id: 'investors.view.label', defaultMessage: 'View' },
    viewTable: { id: 'investors.view.table', defaultMessage: 'Table' },
    viewBoard: { id: 'investors.view.board', defaultMessage: 'Board' },
    investorName: { id: 'investors.column.investorName', defaultMessage: 'Investor' },
    investorEmail: { id: 'investors.column.investorEmail', defaultMessage: 'E-mail address' },
    ownerName: { id: 'investors.column.ownerName', defaultMessage: 'Advisor' },
    agreementDate: { id: 'investors.column.agreementDate', defaultMessage: 'Contract date' },
    paymentDate: { id: 'investors.column.paymentDate', defaultMessage: 'Last payment' },
    endDate: { id: 'investors.column.endDate', defaultMessage: 'End of contract' },
    networkId: { id: 'investors.column.networkId', defaultMessage: 'Network' },
    investmentValue: { id: 'investors.column.investmentValue', defaultMessage: 'Investment amount' },
    currency: { id: 'investors.column.currency', defaultMessage: 'Currency' },
    status: { id: 'investors.column.status', defaultMessage: 'Status' },
    statusDate: { id: 'investors.column.statusDate', defaultMessage: 'Status change date' },
    campaignName: { id: 'investors.column.campaignName', defaultMessage: 'Campaign name' },
    productAutentiStatus: { id: 'investors.column.productAutentiStatus', defaultMessage: 'Agreement status' },
    productCode: { id: 'investors.column.productCode', defaultMessage: 'Product code' },
    paymentConfirmations: {
      id: 'investors.column.paymentConfirmations',
      defaultMessage: 'Payment confirmations',
    },
    files: { id: 'investors.column.files', defaultMessage: 'Files' },
    stuck: { id: 'investors.column.stuck', defaultMessage: 'Stuck' },
    stuckBadge: { id: 'investors.stuck.badge', defaultMessage: 'Stuck' },
    stuckHint: {
      id: 'investors.stuck.hint',
      defaultMessage: 'The offer has stayed in this status longer than the set number of days.',
    },
    yes: { id: 'investors.filter.yes', defaultMessage: 'Yes' },
    no: { id: 'investors.filter.no', defaultMessage: 'No' },
    exportCsv: { id: 'investors.export.csv', defaultMessage: 'Export CSV' },
    exportXlsx: { id: 'investors.export.xlsx', defaultMessage: 'Export XLSX' },
    exportFileName: { id: 'investors.export.fileName', defaultMessage: 'investors' },
    exportFailed: { id: 'investors.export.failed', defaultMessage: 'The export failed' },
    downloadFailed: { id: 'investors.download.failed', defaultMessage: 'The file could not be downloaded' },
    actionFailed: { id: 'investors.action.failed', defaultMessage: 'The action failed' },
    success: { id: 'investors.action.success', defaultMessage: 'Done' },
    decline: { id: 'investors.action.decline', defaultMessage: 'Mark as declined by the investor…' },
    declineTitle: { id: 'investors.decline.title', defaultMessage: 'Mark as declined by the investor' },
    declineReason: { id: 'investors.decline.reason', defaultMessage: 'Reason' },
    declineReasonHint: {
      id: 'investors.decline.reasonHint',
      defaultMessage: 'At least 3 characters. The reason is saved on the offer’s timeline.',
    },
    declineReasonTooShort: {
      id: 'investors.decline.reasonTooShort',
      defaultMessage: 'Enter a reason of at least 3 characters.',
    },
    declineConfirm: { id: 'investors.decline.confirm', defaultMessage: 'Mark as declined' },
    archive: { id: 'investors.action.archive', defaultMessage: 'Archive' },
    restore: { id: 'investors.action.restore', defaultMessage: 'Restore' },
    changeOwner: { id: 'investors.action.changeOwner', defaultMessage: 'Change advisor…' },
    changeOwnerTitle: { id: 'investors.changeOwner.title', defaultMessage: 'Change advisor' },
    changeOwnerSelect: { id: 'investors.changeOwner.select', defaultMessage: 'New advisor' },
    changeOwnerChoose: { id: 'investors.changeOwner.choose', defaultMessage: 'Choose an advisor' },
    changeOwnerNone: {
      id: 'investors.changeOwner.none',
      defaultMessage: 'There is no other active advisor in this offer’s network.',
    },
    changeOwnerLoading: { id: 'investors.changeOwner.loading', defaultMessage: 'Loading advisors…' },
    changeOwnerConfirm: { id: 'investors.changeOwner.confirm', defaultMessage: 'Change advisor' },
    changeOwnerRequired: { id: 'investors.changeOwner.required', defaultMessage: 'Choose the new advisor.' },
    cancel: { id: 'investors.action.cancel', defaultMessage: 'Cancel' },
    showMore: { id: 'investors.board.showMore', defaultMessage: 'Show more' },
    loadingMore: { id: 'investors.board.loadingMore', defaultMessage: 'Loading…' },
    boardLabel: { id: 'investors.board.label', defaultMessage: 'Pipeline board' },
    boardLoading: { id: 'investors.board.loading', defaultMessage: 'Loading the board…' },
    boardEmptyColumn: { id: 'investors.board.emptyColumn', defaultMessage: 'No offers' },
    notDropTarget: { id: 'investors.board.notDropTarget', defaultMessage: 'This card cannot be moved here' },
    noName: { id: 'investors.card.noName', defaultMessage: 'No name yet' },
    boardFilters: { id: 'investors.board.filters', defaultMessage: 'Filters' },
  }),
  rowActions: defineMessage<{ name: string }>({ id: 'investors.action.menu', defaultMessage: 'Actions: {name}' }),
  changeOwnerText: defineMessage<{ name: string }>({
    id: 'investors.changeOwner.text',
    defaultMessage: 'Choose the advisor who takes over the offer of {name}. The new advisor will get an e-mail.',
  }),
  currentOwner: defineMessage<{ owner: string }>({
    id: 'investors.changeOwner.current',
    defaultMessage: 'Current advisor: {owner}',
  }),
  ownerChanged: defineMessage<{ name: string; owner: string }>({
    id: 'investors.changeOwner.done',
    defaultMessage: 'The offer of {name} is now handled by {owner}.',
  }),
  declineText: defineMessage<{ name: string }>({
    id: 'investors.decline.text',
    defaultMessage: 'Record that {name} declined the offer.',
  }),
  moved: defineMessage<{ name: string; column: string }>({
    id: 'investors.board.moved',
    defaultMessage: 'The offer of {name} was moved to the column {column}.',
  }),
  moveRefused: defineMessage<{ name: string; column: string; reason: string }>({
    id: 'investors.board.moveRefused',
    defaultMessage: 'The offer of {name} was not moved and stays in the column {column}. {reason}',
  }),
  columnCount: defineMessage<{ count: number }>({
    id: 'investors.board.count',
    defaultMessage: '{count, plural, one {# offer} other {# offers}}',
  }),
  columnSums: defineMessage<{ sums: string }>({ id: 'investors.board.sums', defaultMessage: 'Total: {sums}' }),
  shownOf: defineMessage<{ shown: number; total: number }>({
    id: 'investors.board.shownOf',
    defaultMessage: 'Shown {shown} of {total}',
  }),
  cardLabel: defineMessage<{ name: string; campaign: string }>({
    id: 'investors.card.label',
    defaultMessage: '{name}, {campaign}',
  }),
  statusSince: defineMessage<{ date: string }>({ id: 'investors.card.statusSince', defaultMessage: 'Since {date}' }),
  downloadFile: defineMessage<{ name: string }>({
    id: 'investors.download.file',
    defaultMessage: 'Download {name}',
  }),
};

export const statusMessages: Record<InvestorOfferStatus, { id: string; defaultMessage: string }> = defineMessages({
  invited: { id: 'investors.status.invited', defaultMessage: 'Invited' },
  viewed: { id: 'investors.status.viewed', defaultMessage: 'Viewed' },
  interested: { id: 'investors.status.interested', defaultMessage: 'Interested' },
  accepted: { id: 'investors.status.accepted', defaultMessage: 'Accepted' },
  active: { id: 'investors.status.active', defaultMessage: 'Active' },
  rejected: { id: 'investors.status.rejected', defaultMessage: 'Rejected' },
  declined: { id: 'investors.status.declined', defaultMessage: 'Declined' },
  archived: { id: 'investors.status.archived', defaultMessage: 'Archived' },
});

export const columnMessages: Record<KanbanColumnKey, { id: string; defaultMessage: string }> = defineMessages({
  invited: { id: 'investors.board.column.invited', defaultMessage: 'Invited' },
  viewed: { id: 'investors.board.column.viewed', defaultMessage: 'Viewed' },
  interested: { id: 'investors.board.column.interested', defaultMessage: 'Interested' },
  accepted: { id: 'investors.board.column.accepted', defaultMessage: 'Accepted' },
  active: { id: 'investors.board.column.active', defaultMessage: 'Active' },
  lost: { id: 'investors.board.column.lost', defaultMessage: 'Lost' },
  archived: { id: 'investors.board.column.archived', defaultMessage: 'Archived' },
});

/** Processing is shown as sent, Completed as signed (see docs/product/offers.md). */
export const agreementMessages: Record<AgreementStatus, { id: string; defaultMessage: string }> = defineMessages({
  New: { id: 'investors.agreement.new', defaultMessage: 'new' },
  Unknown: { id: 'investors.agreement.unknown', defaultMessage: 'unknown' },
  Draft: { id: 'investors.agreement.draft', defaultMessage: 'draft' },
  Processing: { id: 'investors.agreement.processing', defaultMessage: 'sent' },
  Completed: { id: 'investors.agreement.completed', defaultMessage: 'signed' },
  Rejected: { id: 'investors.agreement.rejected', defaultMessage: 'rejected' },
  Withdrawn: { id: 'investors.agreement.withdrawn', defaultMessage: 'withdrawn' },
  Withdrawing: { id: 'investors.agreement.withdrawing', defaultMessage: 'being withdrawn' },
  Error: { id: 'investors.agreement.error', defaultMessage: 'error' },
});
