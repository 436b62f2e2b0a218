// The handlers of every implemented operation, by operationId, and the implemented / not-implemented list.
import { listContractOperations, loadContract, type OpenApiDocument } from '../contract/contract';
import { advisorsHandlers } from './advisors/advisors.handlers';
import { authHandlers } from './auth/auth.handlers';
import { brandingHandlers } from './branding/branding.handlers';
import { contextsHandlers } from './contexts/contexts.handlers';
import { devHandlers } from './dev/dev.handlers';
import { documentsHandlers } from './documents/documents.handlers';
import { systemHandlers } from './system/system.handlers';
import type { OperationHandlers } from './types';

/** Add a module's handlers here. An operation of the contract without a handler answers 501. */
export const operationHandlers: OperationHandlers = {
  ...systemHandlers,
  ...brandingHandlers,
  ...authHandlers,
  ...contextsHandlers,
  ...devHandlers,
  ...advisorsHandlers,
  ...documentsHandlers,
};

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
