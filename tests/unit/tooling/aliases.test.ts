/**
 * The package.json `imports` aliases resolve in vitest (Vite's resolver), in tsx (the server's runtime, through
 * tsconfig `paths`). tsc checks them in every project; tools/ resolves them for ESLint (eslint-rules.test.ts).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as constantsByAlias from '#schemas/constants';
import * as formatsByAlias from '#schemas/formats';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('package.json imports aliases', () => {
  it('resolve in vitest, extensionless and to a folder index', () => {
    expect(constantsByAlias.WHOLE_LIST_LIMIT).toBe(99999);
    expect(formatsByAlias.isIsoDate('2026-02-30')).toBe(false);
  });

  it('resolve in tsx, extensionless and to a folder index', { timeout: 60_000 }, () => {
    const script =
      "Promise.all([import('#schemas/formats'), import('#schemas/constants')]).then(([f, c]) =>" +
      " console.log(JSON.stringify([f.isIsoDate('2026-02-28'), c.WHOLE_LIST_LIMIT])));";
    const output = execFileSync(`${root}node_modules/.bin/tsx`, ['--eval', script], { cwd: root, encoding: 'utf8' });
    expect(JSON.parse(output)).toEqual([true, 99999]);
  });
});
