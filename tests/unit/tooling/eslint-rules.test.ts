/**
 * The lint rules that keep one way of doing things, checked on small sources placed where the rule
 * applies: ESLint lints the text as if it were that file.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

// The first lint loads the whole configuration and its plugins: seconds on a busy machine.
describe('axios is imported only by the API client and the error mapping', { timeout: 60_000 }, () => {
  const code = "import { isAxiosError } from 'axios';\nexport const x = isAxiosError;\n";

  it('refuses axios in a feature, in app/ and in another lib module', async () => {
    for (const file of ['src/features/documents/x.ts', 'src/app/x.ts', 'src/lib/table/x.ts']) {
      expect(await rulesBroken(file, code), file).toContain('no-restricted-imports');
    }
    expect(await rulesBroken('src/lib/x.ts', "import 'axios/unsafe/core/settle.js';\n")).toContain(
      'no-restricted-imports',
    );
  });

  it('allows it in src/lib/api-client.ts and src/lib/errors/error-message.ts (and in tests)', async () => {
    for (const file of ['src/lib/api-client.ts', 'src/lib/errors/error-message.ts', 'tests/unit/spa/x.test.ts']) {
      expect(await rulesBroken(file, code), file).not.toContain('no-restricted-imports');
    }
  });
});

describe("eslint-plugin-import's resolver for the package.json aliases", () => {
  const resolver = createRequire(import.meta.url)('../../../tools/eslint-import-resolver-package-imports.cjs') as {
    resolve(source: string, file: string, config: object): { found: boolean; path?: string | null };
  };
  const from = fileURLToPath(new URL('../../../src/lib/x.ts', import.meta.url));
  const options = { extensions: ['.ts', '.tsx', '.js', '.json'] };

  it('maps #schemas/..., #generated/... and #machines/... to their files (extension and index added)', () => {
    const file = (source: string) => path.relative(root, resolver.resolve(source, from, options).path ?? '');
    expect(file('#schemas/constants')).toBe('schemas/constants.ts');
    expect(file('#schemas/formats')).toBe('schemas/formats/index.ts');
    expect(file('#generated/api/model')).toBe('generated/api/model/index.ts');
    expect(file('#generated/openapi.json')).toBe('generated/openapi.json');
    expect(file('#machines/auth.machine')).toBe('machines/auth.machine.ts');
  });

  it('leaves other specifiers to the next resolver', () => {
    expect(resolver.resolve('axios', from, options)).toEqual({ found: false });
    expect(resolver.resolve('#nothing/x', from, options)).toEqual({ found: false });
  });
});

describe('the shared folders are imported through their aliases', { timeout: 60_000 }, () => {
  it('refuses a relative path into generated/, schemas/ or machines/ from another folder, and says the alias', async () => {
    const [result] = await eslint.lintText(
      "import type { Advisor } from '../../../generated/api/model';\nexport type A = Advisor;\n",
      {
        filePath: 'src/features/advisors/x.ts',
      },
    );
    expect(result?.messages.map((message) => [message.ruleId, message.message])).toEqual([
      ['shared-imports/use-alias', "Import generated/ as '#generated/api/model', not by a relative path."],
    ]);
    expect(result?.messages[0]?.fix?.text).toBe("'#generated/api/model'");
    expect(
      await rulesBroken('server/src/db/x.ts', "export { isIsoDate } from '../../../schemas/formats/date';\n"),
    ).toEqual(['shared-imports/use-alias']);
    expect(await rulesBroken('machines/x.ts', "export const m = () => import('../schemas/constants');\n")).toEqual([
      'shared-imports/use-alias',
    ]);
  });

  it('keeps relative imports inside one folder and other relative imports', async () => {
    expect(
      await rulesBroken('schemas/formats/x.ts', "export { isIsoDate } from './date';\nexport * from '../constants';\n"),
    ).toEqual([]);
    expect(await rulesBroken('tests/unit/spa/x.test.ts', "export * from '../schemas/fixtures';\n")).toEqual([]);
    expect(await rulesBroken('src/lib/x.ts', "export * from '#generated/api/model';\n")).toEqual([]);
  });
});
