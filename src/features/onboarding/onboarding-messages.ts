// Every visible text of the investor's onboarding screens (PL in locales/pl.json, EN the defaults).
import { defineMessage, defineMessages } from 'react-intl';

export const onboardingMessages = {
  ...defineMessages({
    title: { id: 'onboarding.start.title', defaultMessage: 'Investor onboarding' },
    loading: { id: 'onboarding.loading', defaultMessage: 'Loading your onboarding…' },
    loadFailed: { id: 'onboarding.loadFailed', defaultMessage: 'Your onboarding could not be loaded.' },
    retry: { id: 'onboarding.retry', defaultMessage: 'Try again' },
    nothingToDo: {
      id: 'onboarding.nothingToDo',
      defaultMessage:
        'You have no onboarding to continue. Your advisor will send you an invitation when one is needed.',
    },
    linkNotFoundTitle: { id: 'onboarding.link.notFound.title', defaultMessage: 'This link does not open a request' },
    linkNotFoundText: {
      id: 'onboarding.link.notFound.text',
      defaultMessage:
        'The link is no longer active: each e-mail about your request has a new link, and only the newest one works. It may also belong to another account.',
    },
    linkNotFoundAction: { id: 'onboarding.link.notFound.action', defaultMessage: 'Show my onboarding' },
    requestNotFoundTitle: { id: 'onboarding.request.notFound.title', defaultMessage: 'Onboarding request not found' },
    requestNotFoundText: {
      id: 'onboarding.request.notFound.text',
      defaultMessage: 'This address does not name one of your onboarding requests. It may belong to another account.',
    },
    chooseRequest: { id: 'onboarding.chooser.title', defaultMessage: 'Choose the onboarding to continue' },
    chooseRequestIntro: {
      id: 'onboarding.chooser.intro',
      defaultMessage: 'You have several open onboarding requests.',
    },
    continue: { id: 'onboarding.continue', defaultMessage: 'Continue' },
    backToRequests: { id: 'onboarding.backToRequests', defaultMessage: 'Other onboarding requests' },
    stepsLabel: { id: 'onboarding.steps.label', defaultMessage: 'Onboarding steps' },
    stepPrimaryData: { id: 'onboarding.step.primaryData', defaultMessage: 'Primary data' },
    stepIdentity: { id: 'onboarding.step.identity', defaultMessage: 'Identity' },
    stepKyc: { id: 'onboarding.step.kyc', defaultMessage: 'KYC form' },
    stepForms: { id: 'onboarding.step.complianceForms', defaultMessage: 'Compliance forms' },
    stepDocuments: { id: 'onboarding.step.documents', defaultMessage: 'Documents' },
    stepCurrent: { id: 'onboarding.step.current', defaultMessage: '(current step)' },
    primaryTitle: { id: 'onboarding.primaryData.title', defaultMessage: 'Primary data' },
    primaryIntro: {
      id: 'onboarding.primaryData.intro',
      defaultMessage:
        'Tell us whether you invest as a natural person or through a company, and where you are tax resident.',
    },
    investorType: { id: 'onboarding.primaryData.investorType', defaultMessage: 'I invest as' },
    naturalPerson: { id: 'onboarding.investorType.natural-person', defaultMessage: 'A natural person' },
    legalPerson: { id: 'onboarding.investorType.legal-person', defaultMessage: 'A company' },
    taxResidence: { id: 'onboarding.primaryData.taxResidence', defaultMessage: 'Tax residence' },
    chooseCountry: { id: 'onboarding.primaryData.chooseCountry', defaultMessage: 'Choose a country' },
    next: { id: 'onboarding.next', defaultMessage: 'Next' },
    back: { id: 'onboarding.back', defaultMessage: 'Back' },
    companyTitle: { id: 'onboarding.company.title', defaultMessage: 'Which company do you invest through?' },
    companyKnown: { id: 'onboarding.company.known', defaultMessage: 'Your companies' },
    companyOwn: { id: 'onboarding.company.source.own', defaultMessage: 'added by you' },
    companyExisting: { id: 'onboarding.company.source.existing', defaultMessage: 'known to the fund' },
    companyNotRepresentative: {
      id: 'onboarding.company.notRepresentativeHint',
      defaultMessage: 'only its representative may choose it',
    },
    companyChoose: { id: 'onboarding.company.choose', defaultMessage: 'Choose this company' },
    companyNoneKnown: { id: 'onboarding.company.none', defaultMessage: 'No companies are known for you yet.' },
    krsTitle: { id: 'onboarding.company.krs.title', defaultMessage: 'Load from the KRS register' },
    krsNumber: { id: 'onboarding.company.krs.number', defaultMessage: 'KRS number' },
    krsHint: { id: 'onboarding.company.krs.hint', defaultMessage: '10 digits, e.g. 0000123456' },
    krsLoad: { id: 'onboarding.company.krs.load', defaultMessage: 'Load the company' },
    newTitle: { id: 'onboarding.company.new.title', defaultMessage: 'A new company' },
    newName: { id: 'onboarding.company.new.name', defaultMessage: 'Company name' },
    newTaxNumber: { id: 'onboarding.company.new.taxNumber', defaultMessage: 'Tax number (NIP)' },
    newStreet: { id: 'onboarding.company.new.street', defaultMessage: 'Street' },
    newHouse: { id: 'onboarding.company.new.house', defaultMessage: 'Building number' },
    newCity: { id: 'onboarding.company.new.city', defaultMessage: 'City' },
    newPostalCode: { id: 'onboarding.company.new.postalCode', defaultMessage: 'Postal code' },
    newAdd: { id: 'onboarding.company.new.add', defaultMessage: 'Add the company' },
    ruleTaxResidenceRequired: {
      id: 'onboarding.rule.taxResidenceRequired',
      defaultMessage: 'Choose the tax residence.',
    },
    ruleInvestorTypeUnavailable: {
      id: 'onboarding.rule.investorTypeUnavailable',
      defaultMessage: 'This investor type is not available here.',
    },
    ruleCompanyRequired: { id: 'onboarding.rule.companyRequired', defaultMessage: 'Choose a company.' },
    ruleNotRepresentative: {
      id: 'onboarding.rule.notRepresentative',
      defaultMessage: 'You are not a representative of this company, so you cannot choose it.',
    },
    ruleKrsNumberRequired: {
      id: 'onboarding.rule.krsNumberRequired',
      defaultMessage: 'Enter the KRS number to load the company from the register.',
    },
    ruleKrsNumberInvalid: { id: 'onboarding.rule.krsNumberInvalid', defaultMessage: 'A KRS number has 10 digits.' },
    ruleFormsNotApproved: { id: 'onboarding.rule.formsNotApproved', defaultMessage: 'Approve every form first.' },
    ruleDocumentsMissing: {
      id: 'onboarding.rule.documentsMissing',
      defaultMessage: 'Upload every required document first.',
    },
    ruleDocumentLocked: {
      id: 'onboarding.rule.documentLocked',
      defaultMessage: 'This document cannot be changed now.',
    },
    identityTitle: { id: 'onboarding.identity.title', defaultMessage: 'Identity verification' },
    identityIntro: {
      id: 'onboarding.identity.intro',
      defaultMessage:
        "Identity is verified on a phone: scan the QR code with your phone's camera, or open the link on your phone. This page updates by itself.",
    },
    identityMobileIntro: {
      id: 'onboarding.identity.mobileIntro',
      defaultMessage: "Verify your identity with your phone's camera and your identity document.",
    },
    identityOpen: { id: 'onboarding.identity.open', defaultMessage: 'Verify my identity' },
    identityLink: { id: 'onboarding.identity.link', defaultMessage: 'Link to continue on a phone' },
    identityQr: { id: 'onboarding.identity.qr', defaultMessage: 'QR code to continue on a phone' },
    'identity.not-started': { id: 'onboarding.identity.status.not-started', defaultMessage: 'not started' },
    'identity.pending': {
      id: 'onboarding.identity.status.pending',
      defaultMessage: 'waiting for the verification on the phone',
    },
    'identity.approved': { id: 'onboarding.identity.status.approved', defaultMessage: 'approved' },
    'identity.rejected': { id: 'onboarding.identity.status.rejected', defaultMessage: 'rejected' },
    'identity.expired': { id: 'onboarding.identity.status.expired', defaultMessage: 'expired' },
    identityCheck: { id: 'onboarding.identity.check', defaultMessage: 'I have finished on the phone' },
    identityRetry: { id: 'onboarding.identity.retry', defaultMessage: 'Start a new verification' },
    identityRejected: {
      id: 'onboarding.identity.rejectedText',
      defaultMessage: 'The verification was not successful. Start a new one and follow the instructions on the phone.',
    },
    identityExpired: {
      id: 'onboarding.identity.expiredText',
      defaultMessage: 'The verification link expired. Start a new verification.',
    },
    editPrimaryData: { id: 'onboarding.editPrimaryData', defaultMessage: 'Change the primary data' },
    kycTitle: { id: 'onboarding.kyc.title', defaultMessage: 'KYC form' },
    kycIntro: {
      id: 'onboarding.kyc.intro',
      defaultMessage: 'Fill in the form section by section; the last step sends it to verification.',
    },
    formsTitle: { id: 'onboarding.complianceForms.title', defaultMessage: 'Compliance forms' },
    formsIntro: {
      id: 'onboarding.complianceForms.intro',
      defaultMessage:
        'We prepared these forms from your KYC data. Check each one, here or in its PDF, and approve it, then send them to verification.',
    },
    formsWaiting: { id: 'onboarding.complianceForms.waiting', defaultMessage: 'The forms are being prepared…' },
    refresh: { id: 'onboarding.refresh', defaultMessage: 'Refresh' },
    formOpen: { id: 'onboarding.complianceForms.open', defaultMessage: 'Open PDF' },
    formDownload: { id: 'onboarding.complianceForms.download', defaultMessage: 'Download' },
    formApprove: { id: 'onboarding.complianceForms.approve', defaultMessage: 'Approve' },
    formApproved: { id: 'onboarding.complianceForms.approved', defaultMessage: 'Approved' },
    formsSend: { id: 'onboarding.complianceForms.send', defaultMessage: 'Send the forms to verification' },
    formData: { id: 'onboarding.complianceForms.data', defaultMessage: 'Form data' },
    formDataLoading: { id: 'onboarding.complianceForms.dataLoading', defaultMessage: 'Loading the form…' },
    formDataUnavailable: {
      id: 'onboarding.complianceForms.dataUnavailable',
      defaultMessage: 'The form cannot be shown here right now. Open its PDF to check it.',
    },
    docsTitle: { id: 'onboarding.documents.title', defaultMessage: 'Supporting documents' },
    docsIntro: {
      id: 'onboarding.documents.intro',
      defaultMessage:
        'Upload each required document (PDF, PNG or JPEG, up to 10 MB). You can send them to verification once all are uploaded.',
    },
    docsRevisionIntro: {
      id: 'onboarding.documents.revisionIntro',
      defaultMessage: 'The reviewer asked for changes: upload again only the documents marked below.',
    },
    docsMissing: { id: 'onboarding.documents.missing', defaultMessage: 'Not uploaded yet' },
    docsVerified: { id: 'onboarding.documents.verified', defaultMessage: 'Verified' },
    docsUploading: { id: 'onboarding.documents.uploading', defaultMessage: 'Uploading…' },
    docsSend: { id: 'onboarding.documents.send', defaultMessage: 'Send the documents to verification' },
    docsWrongType: {
      id: 'onboarding.documents.wrongType',
      defaultMessage: 'Only PDF, PNG or JPEG files can be uploaded.',
    },
    docsTooLarge: { id: 'onboarding.documents.tooLarge', defaultMessage: 'The file is larger than 10 MB.' },
    'doc.identity-document': { id: 'onboarding.documentType.identity-document', defaultMessage: 'Identity document' },
    'doc.proof-of-address': { id: 'onboarding.documentType.proof-of-address', defaultMessage: 'Proof of address' },
    'doc.company-register-extract': {
      id: 'onboarding.documentType.company-register-extract',
      defaultMessage: 'Company register extract',
    },
    'doc.power-of-attorney': { id: 'onboarding.documentType.power-of-attorney', defaultMessage: 'Power of attorney' },
    'doc.source-of-funds': {
      id: 'onboarding.documentType.source-of-funds',
      defaultMessage: 'Proof of the source of funds',
    },
    'doc.other': { id: 'onboarding.documentType.other', defaultMessage: 'Other document' },
    docsNeedsChanges: { id: 'onboarding.documents.needsChanges', defaultMessage: 'Needs changes' },
    'rejectionCode.bad-image-quality': {
      id: 'onboarding.documents.rejectionCode.bad-image-quality',
      defaultMessage: 'Illegible scan',
    },
    'rejectionCode.missing-page': {
      id: 'onboarding.documents.rejectionCode.missing-page',
      defaultMessage: 'A page is missing',
    },
    'rejectionCode.expired-document': {
      id: 'onboarding.documents.rejectionCode.expired-document',
      defaultMessage: 'Expired document',
    },
    'rejectionCode.name-mismatch': {
      id: 'onboarding.documents.rejectionCode.name-mismatch',
      defaultMessage: 'The name does not match the KYC data',
    },
    'rejectionCode.wrong-document-type': {
      id: 'onboarding.documents.rejectionCode.wrong-document-type',
      defaultMessage: 'Wrong type of document',
    },
    'rejectionCode.other': { id: 'onboarding.documents.rejectionCode.other', defaultMessage: 'Other reason' },
    thankYouTitle: { id: 'onboarding.thankYou.title', defaultMessage: 'Thank you' },
    thankYouText: {
      id: 'onboarding.thankYou.text',
      defaultMessage: 'Your onboarding has been sent to verification. We will e-mail you when it is reviewed.',
    },
    finishedTitle: { id: 'onboarding.thankYou.finishedTitle', defaultMessage: 'Onboarding complete' },
    finishedText: {
      id: 'onboarding.thankYou.finished',
      defaultMessage: 'The fund has verified your data and documents. Your onboarding is complete.',
    },
    rejectedTitle: { id: 'onboarding.rejected.title', defaultMessage: 'Onboarding rejected' },
    rejectedText: {
      id: 'onboarding.rejected.text',
      defaultMessage: 'Your onboarding request was rejected. Contact your advisor for details.',
    },
    sandboxTitle: { id: 'identitySandbox.title', defaultMessage: 'Identity verification (sandbox)' },
    sandboxApprove: { id: 'identitySandbox.approve', defaultMessage: 'Confirm my identity' },
    sandboxReject: { id: 'identitySandbox.reject', defaultMessage: 'Reject' },
    sandboxExpire: { id: 'identitySandbox.expire', defaultMessage: 'Let it expire' },
    sandboxLoading: { id: 'identitySandbox.loading', defaultMessage: 'Loading the verification…' },
  }),
  requestRow: defineMessage<{ source: string; date: string }>({
    id: 'onboarding.chooser.row',
    defaultMessage: 'From {source}, started {date}',
  }),
  identityStatus: defineMessage<{ status: string }>({
    id: 'onboarding.identity.status',
    defaultMessage: 'Status: {status}',
  }),
  docsUpload: defineMessage<{ type: string }>({ id: 'onboarding.documents.upload', defaultMessage: 'Upload: {type}' }),
  docsUploaded: defineMessage<{ fileName: string }>({
    id: 'onboarding.documents.uploaded',
    defaultMessage: 'Uploaded: {fileName}',
  }),
  docsReplace: defineMessage<{ fileName: string }>({
    id: 'onboarding.documents.replace',
    defaultMessage: 'Upload a corrected file in place of {fileName}.',
  }),
  docsReviewerComment: defineMessage<{ comment: string }>({
    id: 'onboarding.documents.reviewerComment',
    defaultMessage: "Reviewer's comment: {comment}",
  }),
  docsRejected: defineMessage<{ reason: string }>({
    id: 'onboarding.documents.rejected',
    defaultMessage: 'Needs changes: {reason}',
  }),
  sandboxIntro: defineMessage<{ name: string }>({
    id: 'identitySandbox.intro',
    defaultMessage: "This page stands in for the identity provider's phone app in the demo. Person: {name}.",
  }),
  sandboxDone: defineMessage<{ status: string }>({
    id: 'identitySandbox.done',
    defaultMessage: 'Done: {status}. You can go back to the computer.',
  }),
};
