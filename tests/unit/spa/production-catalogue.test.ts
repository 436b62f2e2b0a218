// Production builds ship the catalogues as ICU ASTs (vite.config.ts, precompiledMessages). Code that asks the
// catalogue whether an id exists must give the same answer for both forms.
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { hasMessage, isPlainMessage, loadCatalogue, messagesFor } from '../../../src/lib/i18n';

await loadCatalogue('en');

const strings = messagesFor('pl');
const compiled = Object.fromEntries(Object.entries(strings).map(([id, text]) => [id, parse(text)]));

describe.each([
  ['strings (dev, tests)', strings],
  ['ICU ASTs (production)', compiled],
])('the catalogue as %s', (_name, catalogue) => {
  it('knows its ids and only its ids', () => {
    expect(hasMessage(catalogue, 'form.advisor.firstName.label')).toBe(true);
    expect(hasMessage(catalogue, 'Sieć Północ')).toBe(false);
    expect(hasMessage(catalogue, 'toString')).toBe(false);
  });

  it('tells texts without placeholders from texts that need values', () => {
    expect(isPlainMessage(catalogue, 'validation.required')).toBe(true);
    expect(strings['home.greeting']).toContain('{name}');
    expect(isPlainMessage(catalogue, 'home.greeting')).toBe(false);
    expect(isPlainMessage(catalogue, 'no.such.id')).toBe(false);
  });
});
