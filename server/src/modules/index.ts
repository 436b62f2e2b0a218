// The handlers of every implemented operation, by operationId, and the implemented / not-implemented list.
// Each module is imported through its public surface (modules/<tag>/index.ts); see modules/README.md.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperationId } from '#generated/operations';
import { listContractOperations, loadContract, type OpenApiDocument } from '../contract/contract';
import { advisorsHandlers } from './advisors';
import { authHandlers } from './auth';
import { backOfficeHandlers } from './back-office';
import { brandingHandlers } from './branding';
import { campaignDownloadHandlers, campaignsHandlers } from './campaigns';
import { contextsHandlers } from './contexts';
import { devHandlers } from './dev';
import { documentsHandlers } from './documents';
import { investmentsHandlers } from './investments';
import { investorHandlers } from './investor';
import { investorPipelineHandlers } from './investor-pipeline';
import { kycInvitationsHandlers } from './kyc-invitations';
import { publicCampaignOfferHandlers } from './public-campaign-offer';
import { offersHandlers } from './offers';
import { publicKycHandlers } from './public-kyc';
import { investorOnboardingHandlers } from './investor-onboarding';
import { onboardingReviewHandlers } from './onboarding-review';
import { outgoingMailHandlers } from './outgoing-mail';
import { eSignatureHandlers } from './e-signature';
import { routeHandler, type Handler, type OperationHandlers } from './shared';
import { systemHandlers } from './system';

/** Add a module's handlers here. An operation of the contract without a handler answers 501. */
export const operationHandlers: OperationHandlers = {
  ...systemHandlers,
  ...brandingHandlers,
  ...authHandlers,
  ...contextsHandlers,
  ...devHandlers,
  ...advisorsHandlers,
  ...campaignsHandlers,
  ...campaignDownloadHandlers,
  ...backOfficeHandlers,
  ...documentsHandlers,
  ...publicCampaignOfferHandlers,
  ...investorHandlers,
  ...investmentsHandlers,
  ...offersHandlers,
  ...investorPipelineHandlers,
  ...eSignatureHandlers,
  ...kycInvitationsHandlers,
  ...publicKycHandlers,
  ...investorOnboardingHandlers,
  ...onboardingReviewHandlers,
  ...outgoingMailHandlers,
};

const isOperationId = (operationId: string): operationId is OperationId =>
  Object.hasOwn(operationHandlers, operationId);

/** The route handler of an implemented operation (success status set, typed handler called), else null. */
export function resolveOperation(
  operationId: string,
): ((request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) | null {
  if (!isOperationId(operationId)) return null;
  return routeHandler(operationId, operationHandlers[operationId] as Handler<typeof operationId>);
}

export interface OperationStatus {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  implemented: boolean;
}

export interface OperationStatusReport {
  operations: OperationStatus[];
  implemented: string[];
  notImplemented: string[];
  /** Handlers whose operationId is no longer in the contract (renamed or removed there): a bug to fix. */
  orphanHandlers: string[];
}

/** For the README's status table and the tests: which contract operations the server implements. */
export function listOperationStatus(contract: OpenApiDocument = loadContract()): OperationStatusReport {
  const operations = listContractOperations(contract).map((operation) => ({
    operationId: operation.operationId,
    method: operation.method,
    path: operation.path,
    tag: operation.tags[0] ?? '',
    implemented: Object.hasOwn(operationHandlers, operation.operationId),
  }));
  const inContract = new Set(operations.map((operation) => operation.operationId));
  return {
    operations,
    implemented: operations.filter((o) => o.implemented).map((o) => o.operationId),
    notImplemented: operations.filter((o) => !o.implemented).map((o) => o.operationId),
    orphanHandlers: Object.keys(operationHandlers).filter((operationId) => !inContract.has(operationId)),
  };
}
