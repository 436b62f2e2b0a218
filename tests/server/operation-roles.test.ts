// Who may call an operation is declared once, in the contract (`x-roles` on every bearer operation), and the
// generated map the SPA reads (generated/operations.ts) is the same declaration.
import { describe, expect, it } from 'vitest';
import { operationRoles, type OperationId } from '#generated/operations';
import { listContractOperations, loadContract } from '../../server/src/contract/contract';
import { securedOperationRoles, securedOperations } from '../../server/src/plugins/auth';

const contract = loadContract();
const operations = listContractOperations(contract);
const ROLES = ['investor', 'advisor', 'coordinator', 'operator'];

function xRoles(operationId: string): unknown {
  for (const item of Object.values(contract.paths ?? {})) {
    for (const operation of Object.values(item) as Array<{ operationId?: string; 'x-roles'?: unknown }>) {
      if (operation?.operationId === operationId) return operation['x-roles'];
    }
  }
  throw new Error(`no operation ${operationId}`);
}

describe('roles per operation (x-roles)', () => {
  const secured = securedOperations(contract);

  it.each([...secured])('bearer operation %s declares its roles', (operationId) => {
    const declared = xRoles(operationId);
    expect(Array.isArray(declared) && declared.length > 0, `${operationId} has no x-roles`).toBe(true);
    for (const role of declared as unknown[]) expect(ROLES).toContain(role);
  });

  it('public operations declare none, and the generated map says the same as the contract', () => {
    const roles = securedOperationRoles(contract);
    for (const operation of operations) {
      const id = operation.operationId as OperationId;
      if (!secured.has(id)) expect(xRoles(id), id).toBeUndefined();
      expect(operationRoles[id], id).toEqual(roles.has(id) ? [...roles.get(id)!] : null);
    }
    expect(Object.keys(operationRoles).sort()).toEqual(operations.map((o) => o.operationId).sort());
  });

  it('an operation whose bearerAuth has no x-roles admits nobody (the auth plugin reads an empty list)', () => {
    const copy = structuredClone(contract);
    const logout = (copy.paths!['/api/auth/logout'] as Record<string, Record<string, unknown>>).post!;
    delete logout['x-roles'];
    expect(securedOperationRoles(copy).get('logout')).toEqual([]);
  });
});
