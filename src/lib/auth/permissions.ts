/**
 * Who may call which operation: the SPA's one place for it. Menu items, buttons and page guards derive from
 * `canCall`, so the UI offers each role only what the server lets it do (issue 7, defect 3).
 *
 * The rules are the server's (docs/decisions/0005-advisor-administration.md, server/src/plugins/auth.ts and
 * server/src/modules/*): investors reach only /investor-api, advisor-panel users only /api; advisor
 * administration is for coordinators and operators; documents are read by the whole advisor panel and uploaded
 * by coordinators and operators.
 */
import type { UserRole } from '../../../generated/api/model';
import { useCallback } from 'react';
import { useCurrentUser } from './use-current-user';

export type Role = UserRole;

const ADVISOR_PANEL = ['advisor', 'coordinator', 'operator'] as const satisfies readonly Role[];
const ADMINISTRATORS = ['coordinator', 'operator'] as const satisfies readonly Role[];
const INVESTOR = ['investor'] as const satisfies readonly Role[];
const EVERYONE = ['investor', 'advisor', 'coordinator', 'operator'] as const satisfies readonly Role[];

// Mirrors the contract's x-roles per operationId (null: no sign-in needed).
export const operationRoles = {
  getHealth: null,
  getWhiteLabelConfiguration: null,
  getAdvisorPanelConfiguration: null,
  getBrandingAsset: null,
  login: null,
  loginWithTwoFactor: null,
  sendInvestorLoginToken: null,
  loginInvestor: null,
  sendActivationToken: null,
  activateAccount: null,
  activateAccountFromEmail: null,
  sendPasswordReminder: null,
  setPassword: null,
  refreshToken: null,
  refreshInvestorToken: null,
  changeContextWithToken: null,
  logout: EVERYONE,
  getAuthData: EVERYONE,
  changeContext: ADVISOR_PANEL,
  listContexts: ADVISOR_PANEL,
  getAdvisorFormChoices: ADMINISTRATORS,
  listAdvisors: ADMINISTRATORS,
  createAdvisor: ADMINISTRATORS,
  getAdvisor: ADMINISTRATORS,
  updateAdvisor: ADMINISTRATORS,
  archiveAdvisor: ADMINISTRATORS,
  activateAdvisor: ADMINISTRATORS,
  listNetworks: ADVISOR_PANEL,
  listDocuments: ADVISOR_PANEL,
  uploadDocument: ADMINISTRATORS,
  downloadDocument: ADVISOR_PANEL,
  listCampaigns: ADVISOR_PANEL,
  getCampaign: ADVISOR_PANEL,
  inviteInvestor: ADVISOR_PANEL,
  listCampaignOffers: ADVISOR_PANEL,
  listCampaignChoices: ADVISOR_PANEL,
  getProduct: ADVISOR_PANEL,
  listInvestorOffers: ADVISOR_PANEL,
  listNetworkInvestorOffers: ADMINISTRATORS,
  getInvestorOffersBoard: ADVISOR_PANEL,
  changeInvestorOfferOwner: ADMINISTRATORS,
  downloadInvestorOfferAttachment: ADVISOR_PANEL,
  sendKycInvitation: ADVISOR_PANEL,
  getNaturalPersonKycFormParameters: ADVISOR_PANEL,
  getPublicCampaignOfferDictionary: null,
  getPublicCampaignOffer: null,
  expressInterestInPublicCampaignOffer: null,
  acceptPublicCampaignOffer: null,
  uploadPublicCampaignOfferFile: null,
  renderPublicCampaignOfferPdf: null,
  getInvestorDictionary: INVESTOR,
  listInvestorPanelOffers: INVESTOR,
  getInvestorPanelOffer: INVESTOR,
  expressInterestInOffer: INVESTOR,
  acceptOffer: INVESTOR,
  uploadOfferPaymentConfirmation: INVESTOR,
  renderOfferPdf: INVESTOR,
  getInvestmentSummary: INVESTOR,
  listInvestorProducts: INVESTOR,
  getInvestorProduct: INVESTOR,
  getOnboardingRoleOptions: INVESTOR,
  listOnboardingRequests: INVESTOR,
  getOnboardingRequest: INVESTOR,
  getOnboardingRequestByToken: INVESTOR,
  selectOnboardingClient: INVESTOR,
  addOnboardingClient: INVESTOR,
  getKycParameters: INVESTOR,
  saveKyc: INVESTOR,
  sendKycToVerification: INVESTOR,
  createComplianceForm: INVESTOR,
  sendComplianceFormsToVerification: INVESTOR,
  updateComplianceForm: INVESTOR,
  getComplianceFormTemplate: INVESTOR,
  createSupportingDocument: INVESTOR,
  sendSupportingDocumentsToVerification: INVESTOR,
  updateSupportingDocument: INVESTOR,
  uploadOnboardingFile: INVESTOR,
  renderOnboardingPdf: INVESTOR,
  getLastLeadForm: INVESTOR,
  getPublicKycRequest: null,
  getPublicKycPreview: null,
  submitPublicKyc: null,
  listDevMail: null,
} as const satisfies Record<string, readonly Role[] | null>;

export type OperationId = keyof typeof operationRoles;

/** Whether a user of this role (null: nobody signed in, or not known yet) may call the operation. */
export function canCall(role: Role | null, operationId: OperationId): boolean {
  const roles: readonly Role[] | null = operationRoles[operationId];
  if (roles === null) return true;
  return role !== null && roles.includes(role);
}

export interface Permissions {
  /** The signed-in user's role; null while it loads. */
  role: Role | null;
  isLoading: boolean;
  can: (operationId: OperationId) => boolean;
}

/** `can(operationId)` for the signed-in user. */
export function usePermissions(): Permissions {
  const { role, isLoading } = useCurrentUser();
  const can = useCallback((operationId: OperationId) => canCall(role, operationId), [role]);
  return { role, isLoading, can };
}
