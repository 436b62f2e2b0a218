// English texts of the e-mails. Same shape as messages.pl.ts (type MailTexts).
import type { MailTexts } from './templates';

export const en: MailTexts = {
  greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
  ignore: 'If you did not ask for this message, ignore it: nothing will change.',
  linkFallback: 'If the button does not work, copy this address into your browser:',
  footer: (site) => `This message was sent automatically by ${site}. Please do not reply.`,
  invitation: {
    subject: (campaign) => `an invitation to the ${campaign} campaign`,
    intro: (advisor, campaign, product) =>
      `${advisor} invites you to review the ${product} offer of the ${campaign} campaign.`,
    messageLabel: (advisor) => `A message from ${advisor}`,
    button: 'View the offer',
    offerLabel: 'Campaign',
    productLabel: 'Product',
    contact: (advisor, email) => `If you have any questions, contact your advisor: ${advisor}, ${email}.`,
    notExpected: 'If you do not expect this message, ignore it: nothing happens unless you act.',
  },
  ownerChanged: {
    toNewOwner: {
      subject: (investor) => `an offer to ${investor} has been handed over to you`,
      intro: (investor, campaign) =>
        `An offer has been handed over to you: ${investor}, the ${campaign} campaign. You now handle it: it is on your investor list and board.`,
    },
    toPreviousOwner: {
      subject: (investor) => `an offer to ${investor} has been handed over`,
      intro: (investor, campaign, newOwner) =>
        `An offer has been handed over: ${investor}, the ${campaign} campaign. It is now handled by ${newOwner}.`,
    },
    alsoMoved: (count) =>
      count === 1
        ? '1 other offer to this investor in this campaign was handed over with it.'
        : `${count} other offers to this investor in this campaign were handed over with it.`,
    handedOverByLabel: 'Handed over by',
    previousOwnerLabel: 'Previous advisor',
    newOwnerLabel: 'New advisor',
    investorLabel: 'Investor',
    campaignLabel: 'Campaign',
    productLabel: 'Product',
    statusLabel: 'Status',
    statuses: {
      invited: 'Invited',
      viewed: 'Viewed',
      interested: 'Interested',
      accepted: 'Accepted',
      active: 'Active',
      rejected: 'Rejected',
      declined: 'Declined',
      archived: 'Archived',
    },
    button: 'Open the investor list',
  },
  'investor-login': {
    subject: (site) => `${site}: your sign-in link`,
    intro: 'Here is your one-time link to sign in to the investor panel.',
    button: 'Sign in',
    tokenLabel: 'One-time code',
    validity: 'The link is valid for 10 minutes and can be used once.',
  },
  activation: {
    subject: (site) => `${site}: activate your account`,
    intro: 'To activate your account, open the link below and set your password.',
    button: 'Activate account',
    tokenLabel: 'Activation code',
    validity: 'The link is valid for 72 hours and can be used once.',
  },
  'account-created': {
    subject: (site) => `${site}: activate your new account`,
    intro: 'An advisor account has been created for you. To activate it, open the link below and set your password.',
    button: 'Activate account',
    tokenLabel: 'Activation code',
    validity: 'The link is valid for 72 hours and can be used once.',
    ignore: 'If you do not expect this account, ignore this message and contact the coordinator of your network.',
  },
  'password-reset': {
    subject: (site) => `${site}: set a new password`,
    intro: 'We received a request to change your password. Open the link below to set a new one.',
    button: 'Set a new password',
    tokenLabel: 'Code',
    validity: 'The link is valid for 60 minutes and can be used once.',
  },
};
