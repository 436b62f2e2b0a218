// Public surface of the campaigns module (tag `campaigns`, and the public campaign image/document downloads).
export { campaignDownloadHandlers, campaignsHandlers } from './campaigns.handlers';
export {
  campaignDocumentUrl,
  campaignImageUrl,
  campaignStatus,
  moneyFromDb,
  percentageFromDb,
  placeholderUrl,
  productEndDate,
  productRate,
  toCampaign,
  toCampaignDocument,
  toProduct,
  type CampaignStatus,
  type CampaignView,
} from './campaign-model';
export { loadCampaign, loadOfferTarget, todayOf, type OfferTarget } from './campaigns.service';
export { findCampaign, statusSql, type CampaignAggregate, type CampaignRecord } from './campaigns.repository';
