// Public surface of the campaigns module (tag `campaigns`).
export { campaignsHandlers } from './campaigns.handlers';
