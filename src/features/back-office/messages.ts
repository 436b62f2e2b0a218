import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { AgreementStatus, CampaignStatus, InvestorOfferStatus } from '#generated/api/model';
import type { ProductDayCountConvention, ProductPaymentFrequency } from '#schemas/product-form';
import './back-office-catalogue';

export const m = defineMessages({
  listTitle: { id: 'backOffice.campaigns.title', defaultMessage: 'Campaigns' },
  newCampaign: { id: 'backOffice.campaigns.new', defaultMessage: 'New campaign' },
  editTitle: { id: 'backOffice.campaign.editTitle', defaultMessage: 'Edit campaign' },
  detailsTitle: { id: 'backOffice.campaign.detailsTitle', defaultMessage: 'Campaign details' },
  back: { id: 'backOffice.campaign.back', defaultMessage: 'Back to the campaigns' },
  loading: { id: 'backOffice.campaign.loading', defaultMessage: 'Loading the campaign…' },
  loadFailed: { id: 'backOffice.campaign.loadFailed', defaultMessage: 'The campaign could not be loaded.' },
  notFound: {
    id: 'backOffice.campaign.notFound',
    defaultMessage: 'There is no such campaign. Check the link or go back to the list.',
  },
  columnName: { id: 'backOffice.campaigns.column.name', defaultMessage: 'Name' },
  columnType: { id: 'backOffice.campaigns.column.type', defaultMessage: 'Type' },
  columnStatus: { id: 'backOffice.campaigns.column.status', defaultMessage: 'Status' },
  columnStart: { id: 'backOffice.campaigns.column.startDate', defaultMessage: 'Start' },
  columnEnd: { id: 'backOffice.campaigns.column.endDate', defaultMessage: 'End' },
  columnTarget: { id: 'backOffice.campaigns.column.target', defaultMessage: 'Target' },
  columnRaised: { id: 'backOffice.campaigns.column.raised', defaultMessage: 'Raised' },
  edit: { id: 'backOffice.action.edit', defaultMessage: 'Edit' },
  cancel: { id: 'backOffice.action.cancel', defaultMessage: 'Cancel' },
  save: { id: 'backOffice.action.save', defaultMessage: 'Save' },
  delete: { id: 'backOffice.action.delete', defaultMessage: 'Delete' },
  success: { id: 'backOffice.action.success', defaultMessage: 'Done' },
  actionFailed: { id: 'backOffice.action.failed', defaultMessage: 'The action failed' },
  saveFailed: { id: 'backOffice.campaign.saveFailed', defaultMessage: 'The campaign could not be saved' },
  created: { id: 'backOffice.campaign.created', defaultMessage: 'The campaign has been created.' },
  updated: { id: 'backOffice.campaign.updated', defaultMessage: 'The campaign has been saved.' },
  formInvalid: { id: 'validation.formInvalid', defaultMessage: 'Sorry, not all fields are filled out correctly.' },
  typeDebt: { id: 'backOffice.campaign.type.debt', defaultMessage: 'Debt' },
  typeEquity: { id: 'backOffice.campaign.type.equity', defaultMessage: 'Equity' },
  markdownPreview: { id: 'backOffice.markdown.preview', defaultMessage: 'Preview' },
  markdownEmpty: { id: 'backOffice.markdown.empty', defaultMessage: 'Nothing to preview yet.' },
  // Suspension
  suspendedNote: {
    id: 'backOffice.campaign.suspendedNote',
    defaultMessage: 'The campaign is suspended: its offers cannot be accepted until you resume it.',
  },
  suspend: { id: 'backOffice.campaign.suspend', defaultMessage: 'Suspend the campaign' },
  resume: { id: 'backOffice.campaign.resume', defaultMessage: 'Resume the campaign' },
  suspendConfirm: {
    id: 'backOffice.campaign.suspend.confirm',
    defaultMessage:
      'Suspend the campaign? Its status becomes inactive whatever its dates, and its offers can no longer be accepted.',
  },
  resumeConfirm: {
    id: 'backOffice.campaign.resume.confirm',
    defaultMessage: 'Resume the campaign? Its status follows its dates again.',
  },
  suspended: { id: 'backOffice.campaign.suspended', defaultMessage: 'The campaign has been suspended.' },
  resumed: { id: 'backOffice.campaign.resumed', defaultMessage: 'The campaign has been resumed.' },
  // Image
  imageTitle: { id: 'backOffice.image.title', defaultMessage: 'Image' },
  imageAlt: { id: 'backOffice.image.alt', defaultMessage: 'The campaign image' },
  imagePlaceholder: {
    id: 'backOffice.image.placeholder',
    defaultMessage: 'No own image: the fund’s placeholder for this campaign type is shown.',
  },
  imageChoose: { id: 'backOffice.image.choose', defaultMessage: 'Image file (PNG or JPEG, at most 10 MB)' },
  imageUpload: { id: 'backOffice.image.upload', defaultMessage: 'Upload the image' },
  imageRemove: { id: 'backOffice.image.remove', defaultMessage: 'Remove the image' },
  imageRemoveConfirm: {
    id: 'backOffice.image.remove.confirm',
    defaultMessage: 'Remove the image? The fund’s placeholder will be shown instead.',
  },
  imageUploaded: { id: 'backOffice.image.uploaded', defaultMessage: 'The image has been saved.' },
  imageRemoved: { id: 'backOffice.image.removed', defaultMessage: 'The image has been removed.' },
  imageWrongType: { id: 'backOffice.image.wrongType', defaultMessage: 'Choose a PNG or JPEG image.' },
  fileTooLarge: { id: 'backOffice.file.tooLarge', defaultMessage: 'The file is larger than 10 MB.' },
  fileRequired: { id: 'backOffice.file.required', defaultMessage: 'Choose a file.' },
  // Documents
  documentsTitle: { id: 'backOffice.documents.title', defaultMessage: 'Public documents' },
  documentsEmpty: { id: 'backOffice.documents.empty', defaultMessage: 'No documents yet.' },
  documentFile: { id: 'backOffice.documents.file', defaultMessage: 'PDF file (at most 10 MB)' },
  documentNamePl: { id: 'backOffice.documents.namePl', defaultMessage: 'Name (Polish)' },
  documentNameEn: { id: 'backOffice.documents.nameEn', defaultMessage: 'Name (English, optional)' },
  documentUpload: { id: 'backOffice.documents.upload', defaultMessage: 'Add the document' },
  documentUploaded: { id: 'backOffice.documents.uploaded', defaultMessage: 'The document has been added.' },
  documentDeleted: { id: 'backOffice.documents.deleted', defaultMessage: 'The document has been deleted.' },
  documentDeleteTitle: { id: 'backOffice.documents.delete.title', defaultMessage: 'Delete the document' },
  documentWrongType: { id: 'backOffice.documents.wrongType', defaultMessage: 'Choose a PDF file.' },
  // Products
  productsTitle: { id: 'backOffice.products.title', defaultMessage: 'Products' },
  productsEmpty: { id: 'backOffice.products.empty', defaultMessage: 'No products yet.' },
  productAdd: { id: 'backOffice.products.add', defaultMessage: 'Add a product' },
  productEditTitle: { id: 'backOffice.products.editTitle', defaultMessage: 'Edit the product' },
  productNewTitle: { id: 'backOffice.products.newTitle', defaultMessage: 'New product' },
  productSaved: { id: 'backOffice.products.saved', defaultMessage: 'The product has been saved.' },
  productSaveFailed: { id: 'backOffice.products.saveFailed', defaultMessage: 'The product could not be saved' },
  productCode: { id: 'backOffice.product.code', defaultMessage: 'Code' },
  productCodeTaken: {
    id: 'backOffice.product.codeTaken',
    defaultMessage: 'A product with this code already exists in the campaign.',
  },
  productNamePl: { id: 'backOffice.product.namePl', defaultMessage: 'Name (Polish)' },
  productNameEn: { id: 'backOffice.product.nameEn', defaultMessage: 'Name (English, optional)' },
  productCurrency: { id: 'backOffice.product.currency', defaultMessage: 'Currency' },
  productInterestType: { id: 'backOffice.product.interestType', defaultMessage: 'Interest type' },
  interestFixed: { id: 'backOffice.product.interestType.Fixed', defaultMessage: 'Fixed' },
  interestVariable: { id: 'backOffice.product.interestType.Variable', defaultMessage: 'Variable' },
  productInterestRate: { id: 'backOffice.product.interestRate', defaultMessage: 'Interest rate (% a year)' },
  productReferenceRateName: {
    id: 'backOffice.product.referenceRateName',
    defaultMessage: 'Reference rate (e.g. WIBOR 6M)',
  },
  productReferenceRateValue: {
    id: 'backOffice.product.referenceRateValue',
    defaultMessage: 'Reference rate value (%)',
  },
  productMargin: { id: 'backOffice.product.margin', defaultMessage: 'Margin (%)' },
  productRate: { id: 'backOffice.product.rate', defaultMessage: 'Rate' },
  productPaymentFrequency: { id: 'backOffice.product.paymentFrequency', defaultMessage: 'Interest payments' },
  productDayCount: { id: 'backOffice.product.dayCountConvention', defaultMessage: 'Day-count convention' },
  productTerm: { id: 'backOffice.product.termMonths', defaultMessage: 'Term (months)' },
  productStartDate: { id: 'backOffice.product.startDate', defaultMessage: 'Start date' },
  productMin: { id: 'backOffice.product.investmentValueMin', defaultMessage: 'Minimum investment' },
  productMax: { id: 'backOffice.product.investmentValueMax', defaultMessage: 'Maximum investment' },
  productStep: { id: 'backOffice.product.investmentValueStep', defaultMessage: 'Investment step' },
  productLimits: { id: 'backOffice.product.limits', defaultMessage: 'Investment' },
  // Offers
  offersTitle: { id: 'backOffice.offers.title', defaultMessage: 'Offers of the campaign' },
  offerInvestor: { id: 'backOffice.offers.column.investor', defaultMessage: 'Investor' },
  offerAdvisor: { id: 'backOffice.offers.column.advisor', defaultMessage: 'Advisor' },
  offerProduct: { id: 'backOffice.offers.column.product', defaultMessage: 'Product' },
  offerAmount: { id: 'backOffice.offers.column.amount', defaultMessage: 'Amount' },
  offerStatus: { id: 'backOffice.offers.column.status', defaultMessage: 'Status' },
  offerAgreement: { id: 'backOffice.offers.column.agreement', defaultMessage: 'Agreement' },
  offerConfirmPayment: { id: 'backOffice.offers.action.confirmPayment', defaultMessage: 'Confirm the payment' },
  offerReject: { id: 'backOffice.offers.action.reject', defaultMessage: 'Reject' },
  offerWithdraw: { id: 'backOffice.offers.action.withdrawAgreement', defaultMessage: 'Withdraw the agreement' },
  offerArchive: { id: 'backOffice.offers.action.archive', defaultMessage: 'Archive' },
  offerNotSigned: {
    id: 'backOffice.offers.confirmPayment.notSigned',
    defaultMessage: 'The payment can be confirmed once the agreement is signed.',
  },
  paymentDate: { id: 'backOffice.offers.paymentDate', defaultMessage: 'Payment date' },
  paymentDateRequired: { id: 'backOffice.offers.paymentDate.required', defaultMessage: 'Enter the payment date.' },
  offerActions: { id: 'backOffice.offers.column.actions', defaultMessage: 'Actions' },
  paymentDateFuture: {
    id: 'backOffice.offers.paymentDate.future',
    defaultMessage: 'The payment date may not be in the future.',
  },
  reason: { id: 'backOffice.offers.reason', defaultMessage: 'Reason' },
  reasonTooShort: { id: 'backOffice.offers.reason.tooShort', defaultMessage: 'Enter at least 3 characters.' },
  offerConfirmed: { id: 'backOffice.offers.confirmPayment.done', defaultMessage: 'The payment has been confirmed.' },
  offerRejected: { id: 'backOffice.offers.reject.done', defaultMessage: 'The offer has been rejected.' },
  offerWithdrawn: {
    id: 'backOffice.offers.withdrawAgreement.done',
    defaultMessage: 'The agreement has been withdrawn.',
  },
  offerArchived: { id: 'backOffice.offers.archive.done', defaultMessage: 'The offer has been archived.' },
  offerArchiveConfirm: {
    id: 'backOffice.offers.archive.confirm',
    defaultMessage: 'Archive the offer? It leaves the active pipeline; its history stays.',
  },
  offerWithdrawConfirm: {
    id: 'backOffice.offers.withdrawAgreement.confirm',
    defaultMessage:
      'Withdraw the agreement sent for signature? The acceptance becomes void and the offer goes back to interested.',
  },
  offerRejectConfirm: {
    id: 'backOffice.offers.reject.confirm',
    defaultMessage: 'Reject the offer? The fund will not take this investment.',
  },
  dialogInvestor: { id: 'backOffice.offers.dialog.investor', defaultMessage: 'Investor' },
  dialogAmount: { id: 'backOffice.offers.dialog.amount', defaultMessage: 'Amount' },
  offerConfirmPaymentConfirm: {
    id: 'backOffice.offers.confirmPayment.confirm',
    defaultMessage: 'Confirm that the money has arrived? The investment becomes active.',
  },
});

export const documentDeleteConfirm = defineMessage<{ name: string }>({
  id: 'backOffice.documents.delete.confirm',
  defaultMessage: 'Delete the document: {name}? It disappears from the public offer page.',
});
/** The link from an accepted offer to its investment page (payouts, reference rates: features/investments). */
export const openInvestmentMessages = {
  label: defineMessage({ id: 'backOffice.offers.openInvestment', defaultMessage: 'Investment and payouts' }),
  of: defineMessage<{ name: string }>({
    id: 'backOffice.offers.openInvestmentOf',
    defaultMessage: 'Investment and payouts of {name}',
  }),
};

export const offerActionsLabel = defineMessage<{ name: string }>({
  id: 'backOffice.offers.actions',
  defaultMessage: 'Actions: {name}',
});
export const productActionsLabel = defineMessage<{ code: string }>({
  id: 'backOffice.products.edit',
  defaultMessage: 'Edit the product {code}',
});
export const resultingRate = defineMessage<{ rate: string }>({
  id: 'backOffice.product.resultingRate',
  defaultMessage: 'Resulting rate: {rate}% a year',
});

export const campaignStatusMessages: Record<CampaignStatus, MessageDescriptor> = defineMessages({
  scheduled: { id: 'backOffice.campaign.status.scheduled', defaultMessage: 'Scheduled' },
  active: { id: 'backOffice.campaign.status.active', defaultMessage: 'Active' },
  completed: { id: 'backOffice.campaign.status.completed', defaultMessage: 'Completed' },
  inactive: { id: 'backOffice.campaign.status.inactive', defaultMessage: 'Inactive' },
});

export const offerStatusMessages: Record<InvestorOfferStatus, MessageDescriptor> = defineMessages({
  invited: { id: 'backOffice.offer.status.invited', defaultMessage: 'Invited' },
  viewed: { id: 'backOffice.offer.status.viewed', defaultMessage: 'Viewed' },
  interested: { id: 'backOffice.offer.status.interested', defaultMessage: 'Interested' },
  accepted: { id: 'backOffice.offer.status.accepted', defaultMessage: 'Accepted' },
  active: { id: 'backOffice.offer.status.active', defaultMessage: 'Active' },
  rejected: { id: 'backOffice.offer.status.rejected', defaultMessage: 'Rejected' },
  declined: { id: 'backOffice.offer.status.declined', defaultMessage: 'Declined' },
  archived: { id: 'backOffice.offer.status.archived', defaultMessage: 'Archived' },
});

export const agreementStatusMessages: Record<AgreementStatus, MessageDescriptor> = defineMessages({
  New: { id: 'backOffice.agreement.status.New', defaultMessage: 'New' },
  Unknown: { id: 'backOffice.agreement.status.Unknown', defaultMessage: 'Unknown' },
  Draft: { id: 'backOffice.agreement.status.Draft', defaultMessage: 'Draft' },
  Processing: { id: 'backOffice.agreement.status.Processing', defaultMessage: 'Sent' },
  Completed: { id: 'backOffice.agreement.status.Completed', defaultMessage: 'Signed' },
  Rejected: { id: 'backOffice.agreement.status.Rejected', defaultMessage: 'Refused' },
  Withdrawn: { id: 'backOffice.agreement.status.Withdrawn', defaultMessage: 'Withdrawn' },
  Withdrawing: { id: 'backOffice.agreement.status.Withdrawing', defaultMessage: 'Withdrawing' },
  Error: { id: 'backOffice.agreement.status.Error', defaultMessage: 'Error' },
});

export const paymentFrequencyMessages: Record<ProductPaymentFrequency, MessageDescriptor> = defineMessages({
  Monthly: { id: 'backOffice.product.paymentFrequency.Monthly', defaultMessage: 'Monthly' },
  Quarterly: { id: 'backOffice.product.paymentFrequency.Quarterly', defaultMessage: 'Quarterly' },
  'Semi-annually': { id: 'backOffice.product.paymentFrequency.Semi-annually', defaultMessage: 'Semi-annually' },
  Annually: { id: 'backOffice.product.paymentFrequency.Annually', defaultMessage: 'Annually' },
  'At Maturity': { id: 'backOffice.product.paymentFrequency.AtMaturity', defaultMessage: 'At maturity' },
});

export const dayCountMessages: Record<ProductDayCountConvention, MessageDescriptor> = defineMessages({
  'ACT/365F': {
    id: 'backOffice.product.dayCount.ACT365F',
    defaultMessage: 'ACT/365F: actual days in the period divided by 365, also in leap years',
  },
  '30E/360': {
    id: 'backOffice.product.dayCount.30E360',
    defaultMessage: '30E/360: every month counts as 30 days and the year as 360 days',
  },
  'ACT/ACT': {
    id: 'backOffice.product.dayCount.ACTACT',
    defaultMessage: 'ACT/ACT: actual days divided by the actual length of the year (365 or 366)',
  },
});
