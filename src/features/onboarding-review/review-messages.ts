// Every visible text of the review of onboarding requests: the list and the preview.
// PL in locales/pl.json, EN the defaults.
import { defineMessage, defineMessages } from 'react-intl';
import type {
  ComplianceFormStatus,
  DocumentRejectionCode,
  InvestorType,
  OnboardingEventActorRole,
  OnboardingEventType,
  OnboardingStatus,
  SupportingDocumentStatus,
  SupportingDocumentType,
} from '#generated/api/model';
import './onboarding-review-catalogue';

export const reviewMessages = {
  ...defineMessages({
    listTitle: { id: 'onboarding.requests.title', defaultMessage: 'Onboarding requests' },
    email: { id: 'onboardingReview.column.email', defaultMessage: 'E-mail' },
    name: { id: 'onboardingReview.column.name', defaultMessage: 'Name' },
    createdAt: { id: 'onboardingReview.column.createdAt', defaultMessage: 'Created' },
    sourceName: { id: 'onboardingReview.column.sourceName', defaultMessage: 'Source' },
    taxNumber: { id: 'onboardingReview.column.taxNumber', defaultMessage: 'Tax number' },
    status: { id: 'onboardingReview.column.status', defaultMessage: 'Status' },
    empty: { id: 'onboardingReview.list.empty', defaultMessage: 'There are no onboarding requests yet.' },
    open: { id: 'onboardingReview.list.open', defaultMessage: 'Open the preview' },
    back: { id: 'onboardingReview.preview.back', defaultMessage: 'Back to the onboarding requests' },
    loading: { id: 'onboardingReview.preview.loading', defaultMessage: 'Loading the request…' },
    loadFailed: { id: 'onboardingReview.preview.loadFailed', defaultMessage: 'The request could not be loaded.' },
    retry: { id: 'onboardingReview.preview.retry', defaultMessage: 'Try again' },
    requestSection: { id: 'onboardingReview.preview.request', defaultMessage: 'Request' },
    investor: { id: 'onboardingReview.preview.investor', defaultMessage: 'Investor' },
    investorType: { id: 'onboardingReview.preview.investorType', defaultMessage: 'Investor type' },
    owner: { id: 'onboardingReview.preview.owner', defaultMessage: 'Invited by' },
    company: { id: 'onboardingReview.preview.company', defaultMessage: 'Company' },
    krsNumber: { id: 'onboardingReview.preview.krsNumber', defaultMessage: 'KRS number' },
    kycSentAt: { id: 'onboardingReview.preview.kycSentAt', defaultMessage: 'KYC sent' },
    notYet: { id: 'onboardingReview.preview.notYet', defaultMessage: 'not yet' },
    kycSection: { id: 'onboardingReview.preview.kyc', defaultMessage: 'KYC data' },
    kycEmpty: {
      id: 'onboardingReview.preview.kycEmpty',
      defaultMessage: 'The investor has not saved the KYC form yet.',
    },
    formsSection: { id: 'onboardingReview.preview.forms', defaultMessage: 'Compliance forms' },
    formsEmpty: {
      id: 'onboardingReview.preview.formsEmpty',
      defaultMessage: 'The forms are generated when the investor sends the KYC form.',
    },
    formsNotSent: {
      id: 'onboardingReview.preview.formsNotSent',
      defaultMessage: 'The investor has not sent the forms to verification yet.',
    },
    verifyForms: { id: 'onboardingReview.preview.verifyForms', defaultMessage: 'Verify the forms' },
    verifyFormsConfirm: {
      id: 'onboardingReview.preview.verifyForms.confirm',
      defaultMessage: 'Mark every compliance form of this request as verified?',
    },
    documentsSection: { id: 'onboardingReview.preview.documents', defaultMessage: 'Supporting documents' },
    documentsEmpty: { id: 'onboardingReview.preview.documentsEmpty', defaultMessage: 'No documents uploaded yet.' },
    missing: { id: 'onboardingReview.preview.missing', defaultMessage: 'not uploaded' },
    revised: { id: 'onboardingReview.preview.revised', defaultMessage: 'uploaded again' },
    verifyDocument: { id: 'onboardingReview.preview.verifyDocument', defaultMessage: 'Verify' },
    rejectDocument: { id: 'onboardingReview.preview.rejectDocument', defaultMessage: 'Needs changes' },
    rejectDocumentIntro: {
      id: 'onboardingReview.preview.rejectDocument.intro',
      defaultMessage: 'The investor is e-mailed the reason and uploads only this document again.',
    },
    reason: { id: 'onboardingReview.preview.reason', defaultMessage: 'Reason' },
    reasonRequired: { id: 'onboardingReview.preview.reasonRequired', defaultMessage: 'Choose a reason from the list.' },
    comment: { id: 'onboardingReview.preview.comment', defaultMessage: 'Comment for the investor' },
    commentRequired: {
      id: 'onboardingReview.preview.commentRequired',
      defaultMessage: 'Describe what to fix (required with the reason "Other").',
    },
    finish: { id: 'onboardingReview.preview.finish', defaultMessage: 'Finish the request' },
    finishConfirm: {
      id: 'onboardingReview.preview.finish.confirm',
      defaultMessage: 'Accept the request? The investor’s KYC becomes verified and the investor is e-mailed.',
    },
    finishBlocked: {
      id: 'onboardingReview.preview.finish.blocked',
      defaultMessage: 'Verify the compliance forms and every required document first.',
    },
    finishWaitsForCorrection: {
      id: 'onboardingReview.preview.finish.waitsForCorrection',
      defaultMessage: 'Waiting for the investor to upload the documents sent back for changes.',
    },
    finishWaitsForInvestor: {
      id: 'onboardingReview.preview.finish.waitsForInvestor',
      defaultMessage: 'The investor has not sent the request to verification yet.',
    },
    formsVerifiedDone: {
      id: 'onboardingReview.preview.formsVerified.done',
      defaultMessage: 'The compliance forms are verified.',
    },
    finishDone: { id: 'onboardingReview.preview.finish.done', defaultMessage: 'The request is finished.' },
    rejectDone: { id: 'onboardingReview.preview.reject.done', defaultMessage: 'The request is rejected.' },
    rejectRequest: { id: 'onboardingReview.preview.reject', defaultMessage: 'Reject the request' },
    rejectRequestIntro: {
      id: 'onboardingReview.preview.reject.intro',
      defaultMessage: 'The rejection is final. The investor is e-mailed the reason.',
    },
    rejectReason: { id: 'onboardingReview.preview.reject.reason', defaultMessage: 'Why is the request rejected?' },
    rejectReasonRequired: { id: 'onboardingReview.preview.reject.reasonRequired', defaultMessage: 'Give the reason.' },
    closed: { id: 'onboardingReview.preview.closed', defaultMessage: 'The request is closed: no more decisions.' },
    cancel: { id: 'onboardingReview.preview.cancel', defaultMessage: 'Cancel' },
    success: { id: 'onboardingReview.preview.success', defaultMessage: 'Done' },
    actionFailed: { id: 'onboardingReview.preview.actionFailed', defaultMessage: 'The action failed' },
    downloadFailed: {
      id: 'onboardingReview.preview.downloadFailed',
      defaultMessage: 'The file could not be downloaded.',
    },
    decision: { id: 'onboardingReview.preview.decision', defaultMessage: 'Decision' },
    timeline: { id: 'onboardingReview.preview.timeline', defaultMessage: 'Timeline' },
    timelineEmpty: { id: 'onboardingReview.preview.timelineEmpty', defaultMessage: 'No events yet.' },
  }),
  rowActions: defineMessage<{ email: string }>({
    id: 'onboardingReview.list.rowActions',
    defaultMessage: 'Actions: {email}',
  }),
  previewTitle: defineMessage<{ requestId: string }>({
    id: 'onboardingReview.preview.title',
    defaultMessage: 'Onboarding request {requestId}',
  }),
  downloadPdf: defineMessage<{ name: string }>({
    id: 'onboardingReview.preview.downloadPdf',
    defaultMessage: 'Download PDF: {name}',
  }),
  required: defineMessage<{ types: string }>({
    id: 'onboardingReview.preview.required',
    defaultMessage: 'Required: {types}',
  }),
  rejectedBecause: defineMessage<{ reason: string }>({
    id: 'onboardingReview.preview.rejectedBecause',
    defaultMessage: 'Needs changes: {reason}',
  }),
  verifyDocumentConfirm: defineMessage<{ type: string }>({
    id: 'onboardingReview.preview.verifyDocument.confirm',
    defaultMessage: 'Mark the document "{type}" as verified?',
  }),
  rejectDocumentTitle: defineMessage<{ type: string }>({
    id: 'onboardingReview.preview.rejectDocument.title',
    defaultMessage: 'Reject the document "{type}"',
  }),
  documentVerifiedDone: defineMessage<{ type: string }>({
    id: 'onboardingReview.preview.verifyDocument.done',
    defaultMessage: 'The document "{type}" is verified.',
  }),
  documentRejectedDone: defineMessage<{ type: string }>({
    id: 'onboardingReview.preview.rejectDocument.done',
    defaultMessage: 'The document "{type}" was sent back to the investor for changes.',
  }),
  identityOutcome: defineMessage<{ event: string; outcome: string }>({
    id: 'onboardingReview.preview.identityOutcome',
    defaultMessage: '{event}: {outcome}',
  }),
  eventWho: defineMessage<{ name: string; role: string }>({
    id: 'onboardingReview.preview.eventWho',
    defaultMessage: '{name} ({role})',
  }),
  eventChange: defineMessage<{ from: string; to: string }>({
    id: 'onboardingReview.preview.eventChange',
    defaultMessage: '{from} → {to}',
  }),
  eventWhy: defineMessage<{ reason: string }>({
    id: 'onboardingReview.preview.eventWhy',
    defaultMessage: 'Reason: {reason}',
  }),
};

export const requestStatusMessages = defineMessages<OnboardingStatus>({
  processing: { id: 'onboardingReview.status.processing', defaultMessage: 'In progress' },
  sent: { id: 'onboardingReview.status.sent', defaultMessage: 'Sent to verification' },
  viewed: { id: 'onboardingReview.status.viewed', defaultMessage: 'In review' },
  finished: { id: 'onboardingReview.status.finished', defaultMessage: 'Finished' },
  rejected: { id: 'onboardingReview.status.rejected', defaultMessage: 'Rejected' },
});

export const formStatusMessages = defineMessages<ComplianceFormStatus>({
  processing: { id: 'onboardingReview.formStatus.processing', defaultMessage: 'Waiting for verification' },
  verified: { id: 'onboardingReview.formStatus.verified', defaultMessage: 'Verified' },
});

export const documentStatusMessages = defineMessages<SupportingDocumentStatus>({
  processing: { id: 'onboardingReview.documentStatus.processing', defaultMessage: 'Waiting for verification' },
  verified: { id: 'onboardingReview.documentStatus.verified', defaultMessage: 'Verified' },
  rejected: { id: 'onboardingReview.documentStatus.rejected', defaultMessage: 'Needs changes' },
});

export const documentTypeMessages = defineMessages<SupportingDocumentType>({
  'identity-document': { id: 'onboardingReview.documentType.identity-document', defaultMessage: 'Identity document' },
  'proof-of-address': { id: 'onboardingReview.documentType.proof-of-address', defaultMessage: 'Proof of address' },
  'source-of-funds': { id: 'onboardingReview.documentType.source-of-funds', defaultMessage: 'Source of funds' },
  'company-register-extract': {
    id: 'onboardingReview.documentType.company-register-extract',
    defaultMessage: 'Company register extract',
  },
  'power-of-attorney': { id: 'onboardingReview.documentType.power-of-attorney', defaultMessage: 'Power of attorney' },
  other: { id: 'onboardingReview.documentType.other', defaultMessage: 'Other document' },
});

export const rejectionCodeMessages = defineMessages<DocumentRejectionCode>({
  'bad-image-quality': { id: 'onboardingReview.rejectionCode.bad-image-quality', defaultMessage: 'Illegible scan' },
  'missing-page': { id: 'onboardingReview.rejectionCode.missing-page', defaultMessage: 'A page is missing' },
  'expired-document': { id: 'onboardingReview.rejectionCode.expired-document', defaultMessage: 'Expired document' },
  'name-mismatch': {
    id: 'onboardingReview.rejectionCode.name-mismatch',
    defaultMessage: 'The name does not match the KYC data',
  },
  'wrong-document-type': {
    id: 'onboardingReview.rejectionCode.wrong-document-type',
    defaultMessage: 'Wrong type of document',
  },
  other: { id: 'onboardingReview.rejectionCode.other', defaultMessage: 'Other' },
});

/**
 * The other reasons the server writes on timeline events (server/src/modules/investor-onboarding): where a
 * request came from, where the chosen client came from, why a document was uploaded, why the identity provider
 * said no. An unknown reason is shown as written.
 */
export const eventReasonMessages = defineMessages({
  'kyc-invitation': { id: 'onboardingReview.eventReason.kyc-invitation', defaultMessage: 'KYC invitation' },
  self: { id: 'onboardingReview.eventReason.self', defaultMessage: 'the investor in person' },
  own: { id: 'onboardingReview.eventReason.own', defaultMessage: "one of the investor's companies" },
  existing: { id: 'onboardingReview.eventReason.existing', defaultMessage: 'an existing company client' },
  register: { id: 'onboardingReview.eventReason.register', defaultMessage: 'a company loaded from the KRS register' },
  company: { id: 'onboardingReview.eventReason.company', defaultMessage: 'a company typed in by the investor' },
  revised: { id: 'onboardingReview.eventReason.revised', defaultMessage: 'a corrected file after "needs changes"' },
  DATA_MISMATCH: {
    id: 'onboardingReview.eventReason.DATA_MISMATCH',
    defaultMessage: 'the data does not match the KYC form',
  },
  DOCUMENT_EXPIRED: { id: 'onboardingReview.eventReason.DOCUMENT_EXPIRED', defaultMessage: 'the document expired' },
  DOCUMENT_UNREADABLE: {
    id: 'onboardingReview.eventReason.DOCUMENT_UNREADABLE',
    defaultMessage: 'the document is unreadable',
  },
  FACE_MISMATCH: { id: 'onboardingReview.eventReason.FACE_MISMATCH', defaultMessage: 'the face does not match' },
  SUSPECTED_FRAUD: { id: 'onboardingReview.eventReason.SUSPECTED_FRAUD', defaultMessage: 'suspected fraud' },
});

/** The identity provider's outcome on the timeline (identity_decided's toValue). */
export const identityOutcomeMessages = defineMessages({
  approved: { id: 'onboardingReview.identityOutcome.approved', defaultMessage: 'approved' },
  rejected: { id: 'onboardingReview.identityOutcome.rejected', defaultMessage: 'rejected' },
  expired: { id: 'onboardingReview.identityOutcome.expired', defaultMessage: 'expired' },
});

export const investorTypeMessages = defineMessages<InvestorType>({
  'natural-person': { id: 'onboardingReview.investorType.natural-person', defaultMessage: 'Natural person' },
  'legal-person': { id: 'onboardingReview.investorType.legal-person', defaultMessage: 'Company' },
});

export const actorRoleMessages = defineMessages<OnboardingEventActorRole>({
  investor: { id: 'onboardingReview.actor.investor', defaultMessage: 'investor' },
  advisor: { id: 'onboardingReview.actor.advisor', defaultMessage: 'advisor' },
  coordinator: { id: 'onboardingReview.actor.coordinator', defaultMessage: 'coordinator' },
  operator: { id: 'onboardingReview.actor.operator', defaultMessage: 'operator' },
  system: { id: 'onboardingReview.actor.system', defaultMessage: 'system' },
  visitor: { id: 'onboardingReview.actor.visitor', defaultMessage: 'visitor' },
});

export const eventMessages = defineMessages<OnboardingEventType>({
  created: { id: 'onboardingReview.event.created', defaultMessage: 'Request created' },
  client_selected: { id: 'onboardingReview.event.client_selected', defaultMessage: 'Primary data chosen' },
  identity_started: { id: 'onboardingReview.event.identity_started', defaultMessage: 'Identity verification started' },
  identity_decided: { id: 'onboardingReview.event.identity_decided', defaultMessage: 'Identity verification decided' },
  kyc_saved: { id: 'onboardingReview.event.kyc_saved', defaultMessage: 'KYC form saved' },
  kyc_sent: { id: 'onboardingReview.event.kyc_sent', defaultMessage: 'KYC form sent' },
  compliance_form_created: {
    id: 'onboardingReview.event.compliance_form_created',
    defaultMessage: 'Compliance form added',
  },
  compliance_forms_sent: {
    id: 'onboardingReview.event.compliance_forms_sent',
    defaultMessage: 'Compliance forms sent to verification',
  },
  document_uploaded: { id: 'onboardingReview.event.document_uploaded', defaultMessage: 'Document uploaded' },
  supporting_documents_sent: {
    id: 'onboardingReview.event.supporting_documents_sent',
    defaultMessage: 'Documents sent to verification',
  },
  viewed: { id: 'onboardingReview.event.viewed', defaultMessage: 'Opened by the reviewer' },
  compliance_forms_verified: {
    id: 'onboardingReview.event.compliance_forms_verified',
    defaultMessage: 'Compliance forms verified',
  },
  document_verified: { id: 'onboardingReview.event.document_verified', defaultMessage: 'Document verified' },
  document_rejected: { id: 'onboardingReview.event.document_rejected', defaultMessage: 'Document needs changes' },
  finished: { id: 'onboardingReview.event.finished', defaultMessage: 'Request finished' },
  rejected: { id: 'onboardingReview.event.rejected', defaultMessage: 'Request rejected' },
  status_changed: { id: 'onboardingReview.event.status_changed', defaultMessage: 'Status changed' },
});
