// Public surface of the outgoing-mail module (tag `outgoing-mail`): the operators' view of the outbox.
export { outgoingMailHandlers } from './outgoing-mail.handlers';
