// Public surface of the back-office module (tag `back-office`: campaigns and products of the operator).
export { backOfficeHandlers } from './back-office.handlers';
export { campaignIdExists, insertCampaignIfMissing } from './back-office.repository';
