import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeMessages, messagesFor } from '../../../src/lib/i18n';

const root = resolve(import.meta.dirname, '../../..');
const readJson = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, string>;

/** The real extractor (the same one `npx formatjs extract` runs): { id: defaultMessage } for src/. */
function extractMessages(): Record<string, string> {
  const require = createRequire(import.meta.url);
  const cli = join(dirname(require.resolve('@formatjs/cli/package.json')), 'bin', 'formatjs');
  const output = execFileSync(
    process.execPath,
    [cli, 'extract', 'src/**/*.{ts,tsx}', '--format', 'simple', '--throws'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return JSON.parse(output) as Record<string, string>;
}

const placeholders = (text: string) => [...text.matchAll(/\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('locales', () => {
  const pl = readJson('locales/pl.json');
  const en = readJson('locales/en.json');
  const extracted = extractMessages();

  it('the extractor finds the messages of src/', () => {
    expect(Object.keys(extracted).length).toBeGreaterThan(50);
    expect(extracted['errorPage.notFound.title']).toBe('Page not found: {path}');
  });

  it('every message id used in src/ exists in pl.json, with the same placeholders', () => {
    const missing = Object.keys(extracted).filter((id) => !pl[id]);
    expect(missing).toEqual([]);
    for (const [id, text] of Object.entries(extracted))
      expect([id, placeholders(pl[id] ?? '')]).toEqual([id, placeholders(text)]);
  });

  it("en.json holds the source's English defaultMessage for every id used in src/", () => {
    const different = Object.entries(extracted).filter(([id, text]) => en[id] !== text);
    expect(different).toEqual([]);
  });

  it('en.json keys are a subset of pl.json keys (PL is complete)', () => {
    expect(Object.keys(en).filter((id) => !(id in pl))).toEqual([]);
  });

  it('falls back selected -> pl -> en', () => {
    expect(mergeMessages({ a: 'EN-a' }, { a: 'PL-a', b: 'PL-b' }, { a: 'x', b: 'y', c: 'EN-c' })).toEqual({
      a: 'EN-a',
      b: 'PL-b',
      c: 'EN-c',
    });
    const catalogues = { pl: { only: 'tylko PL', both: 'oba PL' }, en: { both: 'both EN', enOnly: 'EN only' } };
    expect(messagesFor('en', catalogues)).toEqual({ only: 'tylko PL', both: 'both EN', enOnly: 'EN only' });
    expect(messagesFor('pl', catalogues)).toEqual({ only: 'tylko PL', both: 'oba PL', enOnly: 'EN only' });
  });
});
