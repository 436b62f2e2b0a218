// Public surface of the offers core: the object rule, the one way to change an offer's status, the contract's
// InvestorOfferRow, the timeline, invitations and the operator's offer actions. Other modules (the public offer,
// the investor panel, e-signature, the pipeline) build on these.
export { offersHandlers } from './offers.handlers';
export {
  applyOfferAction,
  callerStuckCutoffs,
  cutoffsAsText,
  findOfferByTokenHash,
  findVisibleOffer,
  isStuck,
  leadOtherOwner,
  listOfferRows,
  moneyToJson,
  offerActor,
  offerNotFound,
  offerOutOfDate,
  offerRow,
  offerTimeline,
  offerTransitionNotAllowed,
  offerViewer,
  recordOfferEvent,
  rowLanguage,
  showsOwnerName,
  stuckCutoffs,
  toInvestorOfferRow,
  type AgreementStatus,
  type OfferActionInput,
  type OfferColumns,
  type OfferViewer,
  type StuckCutoffs,
} from './offers.service';
export { campaignStatusOn, requireActiveCampaign, type CampaignStatus } from './campaign-status';
export { withdrawAgreementDocument } from './agreement-withdrawal';
export {
  insertOfferEvent,
  insertOfferHistory,
  listCampaignsWithProducts,
  offerListDefinition,
  offerRowColumns,
  STUCK_STATUSES,
  stuckCondition,
  tenantHasOffers,
  visibleTo,
  type NewOfferEvent,
  type OfferListRecord,
  type RowLanguage,
} from './offers.repository';
export { offerLinkPath, renderInvitationMail } from './invitations.service';
