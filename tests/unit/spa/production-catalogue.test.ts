// Production builds ship the catalogues as ICU ASTs (vite.config.ts, precompiledMessages). Code that asks the
// catalogue whether an id exists must give the same answer for both forms.
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { hasMessage, isPlainMessage, loadCatalogue, messagesFor } from '../../../src/lib/i18n';
import { registerCatalogueArea } from '../../../src/lib/i18n/locales';

await loadCatalogue('en');

const strings = messagesFor('pl');
const compiled = Object.fromEntries(Object.entries(strings).map(([id, text]) => [id, parse(text)]));

describe.each([
  ['strings (dev, tests)', strings],
  ['ICU ASTs (production)', compiled],
])('the catalogue as %s', (_name, catalogue) => {
  it('knows its ids and only its ids', () => {
    expect(hasMessage(catalogue, 'error.unexpected')).toBe(true);
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

describe('catalogue areas (src/lib/i18n/catalogue-areas.ts)', () => {
  it('an area registered when its code loads extends the very object react-intl holds, in every language', async () => {
    const pl = messagesFor('pl');
    const en = messagesFor('en');
    expect(hasMessage(pl, 'test.area.only')).toBe(false);
    registerCatalogueArea({
      pl: { 'test.area.only': 'Tylko PL', 'test.area.both': 'Oba' },
      en: { 'test.area.both': 'Both' },
    });
    expect(messagesFor('pl')).toBe(pl);
    expect(pl['test.area.both']).toBe('Oba');
    // The fallback chain holds inside an area too: selected -> pl -> en.
    expect(en['test.area.both']).toBe('Both');
    expect(en['test.area.only']).toBe('Tylko PL');
  });

  it('the first page does not carry an area: the form labels arrive with the forms code', async () => {
    expect(hasMessage(messagesFor('pl'), 'form.advisor.firstName.label')).toBe(false);
    await import('../../../src/lib/forms');
    expect(hasMessage(messagesFor('pl'), 'form.advisor.firstName.label')).toBe(true);
  });
});
