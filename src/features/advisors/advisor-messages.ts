import { defineMessage, defineMessages } from 'react-intl';
import type { AdvisorStatus } from '../../../generated/api/model';

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
    activated: { id: 'advisors.action.activate.done', defaultMessage: 'The advisor has been activated.' },
    resent: { id: 'advisors.action.resend.done', defaultMessage: 'The activation e-mail has been sent again.' },
    archived: { id: 'advisors.action.archive.done', defaultMessage: 'The advisor has been archived.' },
    actionFailed: { id: 'advisors.action.failed', defaultMessage: 'The action failed' },
    success: { id: 'advisors.action.success', defaultMessage: 'Done' },
    created: { id: 'advisors.form.created', defaultMessage: 'The advisor has been added.' },
    updated: { id: 'advisors.form.updated', defaultMessage: 'The advisor has been saved.' },
    saveFailed: { id: 'advisors.form.failed', defaultMessage: 'The advisor could not be saved' },
    loadFailed: { id: 'advisors.form.loadFailed', defaultMessage: 'The advisor could not be loaded.' },
    back: { id: 'advisors.form.back', defaultMessage: 'Back to the list' },
    loading: { id: 'advisors.form.loading', defaultMessage: 'Loading the advisor…' },
  }),
  rowActions: defineMessage<{ name: string }>({ id: 'advisors.action.menu', defaultMessage: 'Actions: {name}' }),
  activateConfirm: defineMessage<{ name: string }>({
    id: 'advisors.action.activate.confirm',
    defaultMessage: 'Activate {name}? They will be able to log in.',
  }),
  resendConfirm: defineMessage<{ email: string }>({
    id: 'advisors.action.resend.confirm',
    defaultMessage: 'Send the activation e-mail again to {email}?',
  }),
  archiveConfirm: defineMessage<{ name: string }>({
    id: 'advisors.action.archive.confirm',
    defaultMessage: 'Archive {name}? They will no longer be able to log in; their data stays.',
  }),
};

export const statusMessages: Record<AdvisorStatus, ReturnType<typeof defineMessage>> = defineMessages({
  initial: { id: 'advisors.status.initial', defaultMessage: 'New' },
  active: { id: 'advisors.status.active', defaultMessage: 'Active' },
  deleted: { id: 'advisors.status.deleted', defaultMessage: 'Archived' },
});
