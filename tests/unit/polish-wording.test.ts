// The Polish texts (the SPA's catalogue, and every Polish text the server writes into e-mails,
// PDFs, exports and dictionaries) use wording that needs neither declension nor a gender. A person's name or a
// month only ever stands where the nominative is right; no first- or second-person past tense (it has a gender
// in Polish); the offer's statuses agree with "oferta" everywhere.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const pl = JSON.parse(readFileSync(join(ROOT, 'locales', 'pl.json'), 'utf8')) as Record<string, string>;

function listTs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? listTs(join(dir, entry.name))
      : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** The server's string literals (quotes and template literals), with their file and line. */
function serverTexts(): { where: string; text: string }[] {
  const texts: { where: string; text: string }[] = [];
  for (const file of listTs(join(ROOT, 'server', 'src'))) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      if (/^\s*(\/\/|\*|\/\*)/.test(line)) return; // comments are English notes for developers
      for (const match of line.matchAll(/(['`])((?:(?!\1)[^\\]|\\.)*)\1/g)) {
        texts.push({ where: `${file.slice(ROOT.length + 1)}:${index + 1}`, text: match[2]! });
      }
    });
  }
  return texts;
}

const MONTHS = 'styczeń|luty|marzec|kwiecień|maj|czerwiec|lipiec|sierpień|wrzesień|październik|listopad|grudzień';
/** A placeholder that stands for a person's name, in ICU ({name}) or template (${name}) form. */
const PERSON = String.raw`\$?\{(?:advisor|name|investor|newOwner|previousOwner|owner|person|sender|firstName|fullName)\w*[^}]*\}`;

const FORBIDDEN: { rule: string; pattern: RegExp; except?: RegExp }[] = [
  {
    rule: 'a month name after "od"/"do" (needs the genitive)',
    pattern: new RegExp(`\\b(od|do)\\s+(${MONTHS})\\b`, 'iu'),
  },
  { rule: 'a range "od {from} do {to}" (months in the nominative)', pattern: /\bod \$?\{from\}.*\bdo \$?\{to\}/u },
  {
    rule: 'a name after a preposition (needs declension)',
    pattern: new RegExp(`\\b(od|dla|do|przez|u|z|ze|o)\\s+${PERSON}`, 'iu'),
  },
  {
    rule: 'a name as the addressee of a greeting (needs the vocative)',
    pattern: new RegExp(`(Dzień dobry|Witaj\\w*|Cześć),\\s*${PERSON}`, 'iu'),
  },
  {
    // "zapoznałem", "byłem", "prosiłeś": the masculine forms ("-łam" is also the present tense: "przesyłam").
    rule: 'a past tense in the first or second person (has a gender)',
    pattern: /\p{L}+[aeiyąęuo]łe[mś](?!\p{L})/u,
    except: /^(działem|kołem|stołem|kościołem|aniołem|popiołem|dołem|mułem)$/iu,
  },
  { rule: 'a gendered ending in brackets', pattern: /\p{L}\((-?a|-am|-aś|-ła|-łam)\)/u },
  {
    rule: '"Jestem" / "Jesteś" with a gendered adjective ("objęty", "obecny")',
    pattern: /\bJeste[mś]\s+\p{L}+(ny|na|ty|ta|wy|wa|ły|ła)\b/iu,
  },
  { rule: 'an English word in brackets after a Polish form of address', pattern: /\bPan(i)?\s*\((Ms|Mrs|Mr|Miss)\)/u },
];

function violations(texts: { where: string; text: string }[]): string[] {
  return texts.flatMap(({ where, text }) =>
    FORBIDDEN.filter(({ pattern, except }) => {
      const found = text.match(new RegExp(pattern.source, `${pattern.flags}g`)) ?? [];
      return found.some((word) => !except?.test(word));
    }).map(({ rule }) => `${where}: ${rule}: "${text}"`),
  );
}

describe('Polish wording needs no declension and no gender', () => {
  it('locales/pl.json', () => {
    expect(violations(Object.entries(pl).map(([key, text]) => ({ where: key, text })))).toEqual([]);
  });

  it("the server's Polish texts (e-mails, PDFs, exports, dictionaries)", () => {
    expect(violations(serverTexts())).toEqual([]);
  });

  it('the offer statuses agree with "oferta" (feminine) wherever they are named', () => {
    const statusKeys = Object.keys(pl).filter((key) =>
      /^(backOffice\.offer\.status|investors\.status|offer\.status|campaigns\.offerStatus)\.(?!label$)/.test(key),
    );
    expect(statusKeys.length).toBeGreaterThan(20);
    const notFeminine = statusKeys.filter((key) => !/^\p{L}+a\b/u.test(pl[key]!));
    expect(notFeminine.map((key) => `${key}: ${pl[key]}`)).toEqual([]);
    const columns = Object.keys(pl).filter((key) => key.startsWith('investors.board.column.'));
    // The board's columns hold offers: the plural of the same form ("Wysłane", "Wyświetlone").
    expect(columns.filter((key) => !/^\p{L}+e$/u.test(pl[key]!)).map((key) => `${key}: ${pl[key]}`)).toEqual([]);
  });
  it('the actions column and the row menus are not called "Akcje" (campaigns sell shares, "akcje")', () => {
    expect(Object.entries(pl).filter(([, text]) => text === 'Akcje' || text.startsWith('Akcje:'))).toEqual([]);
  });
});
