/**
 * An amount written out in words, as on an agreement, a bank transfer or a cheque ("słownie").
 *
 * Shared by the server (agreement PDFs) and the SPA: plain string work, no Node or DOM APIs, no floats (the
 * amount is a decimal string split at the dot).
 *
 * Conventions (one style for both languages, the style of Polish bank forms and US cheques):
 * - The whole units in words, then the currency name in the right form, then the minor units as digits over
 *   100: "12345.67 PLN" → "dwanaście tysięcy trzysta czterdzieści pięć złotych 67/100". Zero whole units are
 *   written "zero" ("zero złotych 50/100"); the minor part is always two digits ("00/100", "01/100").
 * - Lower case throughout; the caller capitalises if a sentence starts with the amount.
 * - Polish: a lone thousand/million/billion is "tysiąc", "milion", "miliard" (not "jeden tysiąc"); each scale
 *   word and the currency take the form the preceding number governs: 1 → singular (tysiąc, złoty, dolar),
 *   a number ending in 2–4 but not 12–14 → nominative plural (tysiące, złote, dolary), everything else →
 *   genitive plural (tysięcy, złotych, dolarów). "euro" does not decline; exactly one euro is "jedno euro"
 *   (neuter). Scales: tysiąc 10³, milion 10⁶, miliard 10⁹, bilion 10¹² (long scale, as Polish uses).
 * - English: short scale (thousand, million, billion, trillion), no "and", tens and units hyphenated
 *   ("forty-five"), no commas. Currency names: "złoty" (invariable, as the ECB and the EU style guide write
 *   it), "euro" (invariable, EU style), "dollar"/"dollars".
 *
 * Range: 0 to 999 999 999 999 999.99; at most 2 decimals. Anything else throws a RangeError (an amount on
 * an agreement is never rounded silently).
 */

export type AmountCurrency = 'PLN' | 'EUR' | 'USD';
export type AmountLocale = 'pl' | 'en';

const AMOUNT = /^(\d+)(?:\.(\d{1,2}))?$/;
const MAX_WHOLE_DIGITS = 15;

// ------------------------------------------------------------------ Polish

const PL_UNITS = ['', 'jeden', 'dwa', 'trzy', 'cztery', 'pięć', 'sześć', 'siedem', 'osiem', 'dziewięć'];
const PL_TEENS = [
  'dziesięć',
  'jedenaście',
  'dwanaście',
  'trzynaście',
  'czternaście',
  'piętnaście',
  'szesnaście',
  'siedemnaście',
  'osiemnaście',
  'dziewiętnaście',
];
const PL_TENS = [
  '',
  '',
  'dwadzieścia',
  'trzydzieści',
  'czterdzieści',
  'pięćdziesiąt',
  'sześćdziesiąt',
  'siedemdziesiąt',
  'osiemdziesiąt',
  'dziewięćdziesiąt',
];
const PL_HUNDREDS = [
  '',
  'sto',
  'dwieście',
  'trzysta',
  'czterysta',
  'pięćset',
  'sześćset',
  'siedemset',
  'osiemset',
  'dziewięćset',
];

/** [singular, nominative plural (2–4), genitive plural (5+)], e.g. ['miesiąc', 'miesiące', 'miesięcy']. */
export type PolishForms = readonly [string, string, string];

/** Scale words from 10³ up: index 0 = thousands. */
const PL_SCALES: readonly PolishForms[] = [
  ['tysiąc', 'tysiące', 'tysięcy'],
  ['milion', 'miliony', 'milionów'],
  ['miliard', 'miliardy', 'miliardów'],
  ['bilion', 'biliony', 'bilionów'],
];

const PL_CURRENCY: Readonly<Record<AmountCurrency, PolishForms>> = {
  PLN: ['złoty', 'złote', 'złotych'],
  EUR: ['euro', 'euro', 'euro'],
  USD: ['dolar', 'dolary', 'dolarów'],
};

/**
 * Which of the three forms a whole count governs (the Polish rule for nouns after numerals): 1 → singular,
 * ending in 2–4 but not 12–14 → nominative plural, otherwise genitive plural. 24 → "miesiące", 25 → "miesięcy".
 */
export function polishPlural(count: bigint | number, forms: PolishForms): string {
  const n = BigInt(count);
  if (n === 1n) return forms[0];
  const lastDigit = n % 10n;
  const lastTwo = n % 100n;
  if (lastDigit >= 2n && lastDigit <= 4n && (lastTwo < 12n || lastTwo > 14n)) return forms[1];
  return forms[2];
}

/** 1–999 in Polish words (masculine; "jeden" in compounds for every gender). */
function polishTriplet(value: number): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  if (hundreds > 0) words.push(PL_HUNDREDS[hundreds] as string);
  if (rest >= 10 && rest < 20) {
    words.push(PL_TEENS[rest - 10] as string);
  } else {
    const tens = Math.floor(rest / 10);
    const units = rest % 10;
    if (tens > 0) words.push(PL_TENS[tens] as string);
    if (units > 0) words.push(PL_UNITS[units] as string);
  }
  return words;
}

function polishWhole(whole: bigint): string {
  if (whole === 0n) return 'zero';
  const words: string[] = [];
  const triplets = splitTriplets(whole);
  for (let index = triplets.length - 1; index >= 0; index -= 1) {
    const value = triplets[index] as number;
    if (value === 0) continue;
    if (index === 0) {
      words.push(...polishTriplet(value));
    } else {
      const scale = PL_SCALES[index - 1] as PolishForms;
      // A lone 1 before a scale word is left out: "tysiąc", "milion" (but "sto jeden tysięcy").
      if (value !== 1) words.push(...polishTriplet(value));
      words.push(polishPlural(BigInt(value), scale));
    }
  }
  return words.join(' ');
}

// ------------------------------------------------------------------ English

const EN_UNITS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const EN_TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const EN_SCALES = ['thousand', 'million', 'billion', 'trillion'];

const EN_CURRENCY: Readonly<Record<AmountCurrency, readonly [string, string]>> = {
  PLN: ['złoty', 'złoty'],
  EUR: ['euro', 'euro'],
  USD: ['dollar', 'dollars'],
};

function englishTriplet(value: number): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  if (hundreds > 0) words.push(EN_UNITS[hundreds] as string, 'hundred');
  if (rest >= 10 && rest < 20) {
    words.push(EN_TEENS[rest - 10] as string);
  } else if (rest > 0) {
    const tens = Math.floor(rest / 10);
    const units = rest % 10;
    if (tens > 0 && units > 0) words.push(`${EN_TENS[tens]}-${EN_UNITS[units]}`);
    else words.push((tens > 0 ? EN_TENS[tens] : EN_UNITS[units]) as string);
  }
  return words;
}

function englishWhole(whole: bigint): string {
  if (whole === 0n) return 'zero';
  const words: string[] = [];
  const triplets = splitTriplets(whole);
  for (let index = triplets.length - 1; index >= 0; index -= 1) {
    const value = triplets[index] as number;
    if (value === 0) continue;
    words.push(...englishTriplet(value));
    if (index > 0) words.push(EN_SCALES[index - 1] as string);
  }
  return words.join(' ');
}

// ------------------------------------------------------------------ shared

/** Groups of three digits, least significant first: 12345678n → [678, 345, 12]. */
function splitTriplets(whole: bigint): number[] {
  const triplets: number[] = [];
  let rest = whole;
  while (rest > 0n) {
    triplets.push(Number(rest % 1000n));
    rest /= 1000n;
  }
  return triplets;
}

/**
 * "12345.67", "PLN", "pl" → "dwanaście tysięcy trzysta czterdzieści pięć złotych 67/100";
 * "12345.67", "PLN", "en" → "twelve thousand three hundred forty-five złoty 67/100".
 * `amount` is a non-negative decimal string with at most 2 decimals ("1000", "1000.5", "1000.50").
 */
export function amountInWords(amount: string, currency: AmountCurrency, locale: AmountLocale): string {
  const match = AMOUNT.exec(amount.trim());
  if (!match) throw new RangeError(`Not a non-negative amount with at most 2 decimals: "${amount}"`);
  const [, wholeDigits = '0', fraction = ''] = match;
  const significant = wholeDigits.replace(/^0+(?=\d)/, '');
  if (significant.length > MAX_WHOLE_DIGITS) throw new RangeError(`Amount too large to write in words: "${amount}"`);
  if (!(currency in PL_CURRENCY)) throw new RangeError(`Unsupported currency: "${String(currency)}"`);
  const whole = BigInt(significant);
  const minor = `${fraction.padEnd(2, '0')}/100`;

  if (locale === 'pl') {
    const forms = PL_CURRENCY[currency];
    // "euro" is neuter: exactly one is "jedno euro" (in compounds "dwadzieścia jeden euro" stays "jeden").
    const number = currency === 'EUR' && whole === 1n ? 'jedno' : polishWhole(whole);
    return `${number} ${polishPlural(whole, forms)} ${minor}`;
  }
  if (locale === 'en') {
    const [singular, plural] = EN_CURRENCY[currency];
    return `${englishWhole(whole)} ${whole === 1n ? singular : plural} ${minor}`;
  }
  throw new RangeError(`Unsupported locale: "${String(locale)}"`);
}
