/**
 * Import cycles cannot come back: two files that import each other, planted on disk in the server and in the SPA,
 * fail the project's ESLint configuration (import/no-cycle reads .ts and .tsx dependencies), and code below the
 * server's modules cannot import a module.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** Lints two files that import each other (values, not types) in a fresh folder under `parent`. */
async function lintPlantedCycle(parent: string, extension: '.ts' | '.tsx') {
  // A dot folder: the tests that read the source tree at the same time (message extraction, wording) skip it.
  const folder = mkdtempSync(path.join(root, parent, '.planted-cycle-'));
  try {
    const first = path.join(folder, `first${extension}`);
    const second = path.join(folder, `second${extension}`);
    writeFileSync(first, "import { second } from './second';\n\nexport const first = (): number => second() + 1;\n");
    writeFileSync(second, "import { first } from './first';\n\nexport const second = (): number => first() - 1;\n");
    const results = await eslint.lintFiles([first, second]);
    return results.map((result) => ({
      file: path.basename(result.filePath),
      rules: result.messages.map((message) => message.ruleId),
    }));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

// The first lint loads the whole configuration and its plugins: seconds on a busy machine.
describe('a two-file import cycle fails the lint', { timeout: 60_000 }, () => {
  it('in server/src', async () => {
    expect(await lintPlantedCycle('server/src', '.ts')).toEqual([
      { file: 'first.ts', rules: ['import/no-cycle'] },
      { file: 'second.ts', rules: ['import/no-cycle'] },
    ]);
  });

  it('in src/, between .tsx files', async () => {
    expect(await lintPlantedCycle('src/lib', '.tsx')).toEqual([
      { file: 'first.tsx', rules: ['import/no-cycle'] },
      { file: 'second.tsx', rules: ['import/no-cycle'] },
    ]);
  });
});

describe('code below the server modules does not import a module', { timeout: 60_000 }, () => {
  it('refuses a module import in plugins/, mail/ and tenants/, and allows it at the top of server/src', async () => {
    const code = "import { forbidden } from '../modules/shared';\n\nexport const refuse = forbidden;\n";
    // The source exists only as text, which import/no-cycle cannot follow (it reads files from disk).
    const textLinter = new ESLint({ cwd: root, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
    const rulesBroken = async (filePath: string) => {
      const [result] = await textLinter.lintText(code, { filePath });
      return (result?.messages ?? []).map((message) => message.ruleId);
    };
    for (const file of ['server/src/plugins/x.ts', 'server/src/mail/x.ts', 'server/src/tenants/x.ts']) {
      expect(await rulesBroken(file), file).toEqual(['import/no-restricted-paths']);
    }
    expect(await rulesBroken('server/src/x.ts')).toEqual([]);
  });
});
