import { defineMessage, defineMessages } from 'react-intl';
import './kyc-catalogue';

/** The public KYC form's texts (area `kyc`). */
export const kycMessages = {
  ...defineMessages({
    title: { id: 'kyc.page.title', defaultMessage: 'KYC form' },
    loading: { id: 'kyc.page.loading', defaultMessage: 'Loading the form…' },
    missingToken: {
      id: 'kyc.page.missingToken',
      defaultMessage: 'The address has no invitation code. Open the link from the invitation e-mail.',
    },
    cannotOpen: { id: 'kyc.page.cannotOpen', defaultMessage: 'The form cannot be opened' },
    expiredTitle: { id: 'kyc.expired.title', defaultMessage: 'The link has expired' },
    stepsLabel: { id: 'kyc.steps.label', defaultMessage: 'Steps of the form' },
    stepDone: { id: 'kyc.steps.done', defaultMessage: '(done)' },
    stepCurrent: { id: 'kyc.steps.current', defaultMessage: '(current step)' },
    back: { id: 'kyc.steps.back', defaultMessage: 'Back' },
    next: { id: 'kyc.steps.next', defaultMessage: 'Next' },
    submit: { id: 'kyc.submit', defaultMessage: 'Send the form' },
    submitting: { id: 'kyc.submitting', defaultMessage: 'Sending…' },
    draftRestored: {
      id: 'kyc.draft.restored',
      defaultMessage: 'The data you entered earlier in this browser has been restored.',
    },
    thankYou: {
      id: 'kyc.submitted.thankYou',
      defaultMessage: 'Thank you for your feedback. Your KYC form data has been sent.',
    },
    previewTitle: { id: 'kyc.preview.title', defaultMessage: 'Submitted data' },
    previewLoading: { id: 'kyc.preview.loading', defaultMessage: 'Loading the submitted data…' },
    previewFailed: { id: 'kyc.preview.failed', defaultMessage: 'The submitted data cannot be shown.' },
  }),
  intro: defineMessage<{ advisor: string; count: number }>({
    id: 'kyc.page.intro',
    defaultMessage:
      '{advisor} asks you to fill in the “know your customer” form. It has {count} steps; what you type is kept in this browser until you send it.',
  }),
  advisorMessage: defineMessage<{ advisor: string }>({
    id: 'kyc.page.advisorMessage',
    defaultMessage: 'Message from {advisor}',
  }),
  deadline: defineMessage<{ date: string }>({
    id: 'kyc.page.deadline',
    defaultMessage: 'You can send the form until {date}.',
  }),
  expiredMessage: defineMessage({
    id: 'kyc.expired.message',
    defaultMessage:
      'This link to the KYC form has expired. If you still want to send your details, ask your advisor for a new invitation.',
  }),
  stepProgress: defineMessage<{ current: number; total: number }>({
    id: 'kyc.steps.progress',
    defaultMessage: 'Step {current} of {total}',
  }),
  fixStep: defineMessage<{ step: string }>({
    id: 'kyc.errors.fixStep',
    defaultMessage: 'The form was not sent. Correct the marked fields in the “{step}” step.',
  }),
  sentOn: defineMessage<{ date: string }>({
    id: 'kyc.submitted.sentOn',
    defaultMessage: 'The form was sent on {date}.',
  }),
};
