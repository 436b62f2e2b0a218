/**
 * The lint rules that keep one way of doing things (issue 8 §5), checked on small sources placed where the rule
 * applies: ESLint lints the text as if it were that file.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../../..', import.meta.url).pathname });

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
