// The tax-residence choices of the primary-data step: every ISO country, Polish and English names, sorted in Polish.
import type { Choice } from '#generated/api/model';
import { ISO_COUNTRY_CODES } from '#schemas/formats/country';

function build(): Choice[] {
  const pl = new Intl.DisplayNames(['pl'], { type: 'region' });
  const en = new Intl.DisplayNames(['en'], { type: 'region' });
  return ISO_COUNTRY_CODES.map((code) => ({
    value: code,
    label: { pl: pl.of(code) ?? code, en: en.of(code) ?? code },
  })).sort((a, b) => a.label.pl.localeCompare(b.label.pl, 'pl'));
}

export const COUNTRY_CHOICES: Choice[] = build();
