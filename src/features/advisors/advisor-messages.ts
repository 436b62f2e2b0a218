import { defineMessage, defineMessages } from 'react-intl';
import type { AdvisorStatus } from '#generated/api/model';
import './advisors-catalogue';

export const advisorMessages = {
  ...defineMessages({
    listTitle: { id: 'advisors.list.title', defaultMessage: 'Advisor list' },
    newTitle: { id: 'advisors.new.title', defaultMessage: 'New advisor' },
    editTitle: { id: 'advisors.edit.title', defaultMessage: 'Edit advisor' },
    add: { id: 'advisors.list.add', defaultMessage: 'Add advisor' },
    firstName: { id: 'advisors.column.firstName', defaultMessage: 'First name' },
    surname: { id: 'advisors.column.surname', defaultMessage: 'Surname' },
    email: { id: 'advisors.column.email', defaultMessage: 'Email' },
    networks: { id: 'advisors.column.networks', defaultMessage: 'Broker networks' },
    status: { id: 'advisors.column.status', defaultMessage: 'Status' },
    edit: { id: 'advisors.action.edit', defaultMessage: 'Edit' },
    activate: { id: 'advisors.action.activate', defaultMessage: 'Activate' },
    resend: { id: 'advisors.action.resend', defaultMessage: 'Send the activation e-mail again' },
    archive: { id: 'advisors.action.archive', defaultMessage: 'Archive' },
    cancel: { id: 'advisors.action.cancel', defaultMessage: 'Cancel' },
    reactivated: {
      id: 'advisors.action.activate.done',
      defaultMessage: 'The account is active again: the advisor can log in.',
    },
    resent: { id: 'advisors.action.resend.done', defaultMessage: 'The activation e-mail has been sent again.' },
    archived: { id: 'advisors.action.archive.done', defaultMessage: 'The advisor has been archived.' },
    actionFailed: { id: 'advisors.action.failed', defaultMessage: 'The action failed' },
    success: { id: 'advisors.action.success', defaultMessage: 'Done' },
    updated: { id: 'advisors.form.updated', defaultMessage: 'The advisor has been saved.' },
    saveFailed: { id: 'advisors.form.failed', defaultMessage: 'The advisor could not be saved' },
    loadFailed: { id: 'advisors.form.loadFailed', defaultMessage: 'The advisor could not be loaded.' },
    notFound: {
      id: 'advisors.form.notFound',
      defaultMessage: 'There is no such advisor, or you cannot see them. Check the link or go back to the list.',
    },
    back: { id: 'advisors.form.back', defaultMessage: 'Back to the list' },
    loading: { id: 'advisors.form.loading', defaultMessage: 'Loading the advisor…' },
  }),
  rowActions: defineMessage<{ name: string }>({ id: 'advisors.action.menu', defaultMessage: 'Actions: {name}' }),
  // The names stay in the nominative: a colon (PL "konto: {name}") avoids declining a name we cannot decline.
  activateConfirm: defineMessage<{ name: string }>({
    id: 'advisors.action.activate.confirm',
    defaultMessage:
      'Restore the account: {name}? If a password was set, they can log in again; otherwise an activation e-mail is sent.',
  }),
  activationSent: defineMessage<{ email: string }>({
    id: 'advisors.action.activate.mailSent',
    defaultMessage:
      'The activation e-mail has been sent to {email}. The account becomes active once a password is set.',
  }),
  created: defineMessage<{ email: string }>({
    id: 'advisors.form.created',
    defaultMessage: 'The advisor has been added and the activation e-mail has been sent to {email}.',
  }),
  resendConfirm: defineMessage<{ email: string }>({
    id: 'advisors.action.resend.confirm',
    defaultMessage: 'Send the activation e-mail again to {email}?',
  }),
  archiveConfirm: defineMessage<{ name: string }>({
    id: 'advisors.action.archive.confirm',
    defaultMessage: 'Archive the account: {name}? Logging in to it will no longer be possible; the data stays.',
  }),
};

export const statusMessages: Record<AdvisorStatus, ReturnType<typeof defineMessage>> = defineMessages({
  // Until the advisor sets a password from the activation e-mail.
  initial: { id: 'advisors.status.initial', defaultMessage: 'Awaiting activation' },
  active: { id: 'advisors.status.active', defaultMessage: 'Active' },
  deleted: { id: 'advisors.status.deleted', defaultMessage: 'Archived' },
});
