/**
 * The package.json `imports` aliases resolve in vitest (Vite's resolver), in tsx (the server's runtime, through
 * tsconfig `paths`) and to the same files as the relative paths they replace. tsc checks them in every project.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as constantsByAlias from '#schemas/constants';
import * as formatsByAlias from '#schemas/formats';
import * as constants from '../../../schemas/constants';
import * as formats from '../../../schemas/formats';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('package.json imports aliases', () => {
  it('are the same modules as the relative paths in vitest', () => {
    expect(constantsByAlias).toBe(constants);
    expect(formatsByAlias).toBe(formats);
  });

  it('resolve in tsx, extensionless and to a folder index', { timeout: 60_000 }, () => {
    const script =
      "Promise.all([import('#schemas/formats'), import('#schemas/constants')]).then(([f, c]) =>" +
      " console.log(JSON.stringify([f.isIsoDate('2026-02-28'), c.WHOLE_LIST_LIMIT])));";
    const output = execFileSync(`${root}node_modules/.bin/tsx`, ['--eval', script], { cwd: root, encoding: 'utf8' });
    expect(JSON.parse(output)).toEqual([true, 99999]);
  });
});
