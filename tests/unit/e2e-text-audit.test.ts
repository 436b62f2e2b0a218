// The e2e sweep's text judge (tests/e2e/helpers/page-audit.ts), on texts the sweep once let through and on texts
// that must pass, so the sweep's failures are real findings and its passes mean something.
import { describe, expect, it } from 'vitest';
import { serverEnglishTexts, TextAudit } from '../e2e/helpers/page-audit';

const audit = new TextAudit();

describe('the sweep finds what a person should not see', () => {
  it.each([
    ['Token - validation.minLength', 'pl', 'raw message key "validation.minLength"'],
    ['Nieznany błąd: error.unknownThing', 'en', 'raw message key "error.unknownThing"'],
    ['Nie udało się wczytać doradcy. Forbidden', 'pl', 'English server text "Forbidden"'],
    ['Nie udało się wczytać doradcy. Advisor not found', 'pl', 'English server text "Advisor not found"'],
    ['Invalid authentication code', 'pl', 'English server text "Invalid authentication code"'],
    ['Only an operator may change a coordinator', 'pl', 'English server text "Only an operator may change'],
    ['The advisor could not be loaded. Forbidden', 'en', '"Forbidden" shown as content'],
    ['Query.filters.brokerNetworkIds.value - To pole jest wymagane.', 'pl', 'raw field path "Query.filters'],
    ['Path.id - To pole jest nieprawidłowe.', 'pl', 'raw field path "Path.id"'],
  ] as const)('%s (%s)', (line, lang, finding) => {
    const found = audit.findings([line], lang);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(finding);
  });
});

describe('the sweep leaves alone', () => {
  it.each([
    ['advisor@demo.test', 'pl'],
    ['offers.pdf', 'pl'],
    ['https://example.test/validation.html', 'pl'],
    ['Nie udało się wczytać doradcy.', 'pl'],
    ['Advisor list', 'en'],
    // The SPA's own English texts of its 404 page, with a path in the placeholder.
    ['Page not found: /nowhere', 'en'],
  ] as const)('%s (%s)', (line, lang) => {
    expect(audit.findings([line], lang)).toEqual([]);
  });
});

it('reads the English texts from the server sources, labels and violation messages alike', () => {
  const texts = serverEnglishTexts();
  expect(texts).toEqual(expect.arrayContaining(['Bad credentials', 'Advisor not found', 'Forbidden']));
  // A template label counts up to its first placeholder.
  expect(texts).toContain('Too many attempts. Try again in');
});
