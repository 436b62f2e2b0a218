// Public surface of the advisors module (tag `advisors`).
export { advisorsHandlers } from './advisors.handlers';
export { addMembership, ensureNetwork, fillAdvisorDataIfMissing } from './advisors.repository';
