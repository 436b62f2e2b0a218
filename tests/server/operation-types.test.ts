// Handlers are typed from the contract (generated/operations.ts): `npm run typecheck` fails on a misspelt
// operationId, a wrong answer shape or a wrong body field. Each @ts-expect-error below is such a mistake: if it
// stopped being an error, tsc would fail on the unused directive.
import { describe, expect, it } from 'vitest';
import type { OperationHandlers } from '../../server/src/modules/shared';

// Each mistake in an object of its own: tsc reports one kind of error per object literal.
export const misspelt: OperationHandlers = {
  // @ts-expect-error -- no operation listAdvisorz in the contract
  async listAdvisorz() {
    return [];
  },
};

const handlers: OperationHandlers = {
  // @ts-expect-error -- getAdvisor answers an Advisor, not a bare id
  async getAdvisor(request) {
    return { id: request.params.id };
  },
  async login(request) {
    // @ts-expect-error -- LoginRequest has no field `username`
    const name: string = request.body.username;
    throw new Error(name);
  },
  async listNetworks() {
    return [{ id: 'a9f1c1f0-0000-4000-8000-000000000000', name: 'North' }];
  },
};

describe('typed handlers', () => {
  it('accept a handler of the right shape', () => {
    expect(Object.keys(handlers)).toContain('listNetworks');
  });
});
