// docs/operation-status.md (linked from the README's status table) must match what the server implements.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderOperationStatus } from '../../server/src/modules/operation-status-report';

describe('docs/operation-status.md', () => {
  it('is what `npm run status` writes for the current contract and handlers', () => {
    const committed = readFileSync(new URL('../../docs/operation-status.md', import.meta.url), 'utf8');
    expect(committed, 'stale: run `npm run status` and commit docs/operation-status.md').toBe(renderOperationStatus());
  });
});
