/**
 * The one country list (ISO 3166-1 alpha-2, names from Intl in Polish and English, sorted by the Polish name):
 * the selects of every form, the dictionary endpoints and the PDFs' country names.
 */
import { ISO_COUNTRY_CODES } from '../formats/country';

export interface CountryChoice {
  value: string;
  label: { pl: string; en: string };
}

/** The country's name in the language ("DE" → "Niemcy" / "Germany"); the code when unknown. */
export function countryName(code: string, locale: 'pl' | 'en' | string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

let choices: CountryChoice[] | null = null;

/** Every ISO country with its Polish and English names, sorted by the Polish name. */
export function countryChoices(): readonly CountryChoice[] {
  choices ??= ISO_COUNTRY_CODES.map((code) => ({
    value: code,
    label: { pl: countryName(code, 'pl'), en: countryName(code, 'en') },
  })).sort((a, b) => a.label.pl.localeCompare(b.label.pl, 'pl'));
  return choices;
}
