/**
 * Amounts in words, written out by hand from the rules of Polish grammar (numerals and the noun forms they
 * govern: 1 → mianownik lp. "złoty", 2–4 except 12–14 → mianownik lm. "złote", otherwise dopełniacz lm.
 * "złotych"; a lone thousand/million is "tysiąc"/"milion") and of English cheque wording — not copied from
 * the implementation's output.
 */
import { describe, expect, it } from 'vitest';
import { amountInWords, polishPlural } from '#schemas/finance/amount-in-words';

const pl = (amount: string, currency: 'PLN' | 'EUR' | 'USD' = 'PLN') => amountInWords(amount, currency, 'pl');
const en = (amount: string, currency: 'PLN' | 'EUR' | 'USD' = 'PLN') => amountInWords(amount, currency, 'en');

describe('amountInWords, Polish, złoty', () => {
  it.each([
    ['0', 'zero złotych 00/100'],
    ['0.01', 'zero złotych 01/100'],
    ['0.99', 'zero złotych 99/100'],
    ['1', 'jeden złoty 00/100'],
    ['2', 'dwa złote 00/100'],
    ['3', 'trzy złote 00/100'],
    ['4', 'cztery złote 00/100'],
    ['5', 'pięć złotych 00/100'],
    ['6', 'sześć złotych 00/100'],
    ['7', 'siedem złotych 00/100'],
    ['8', 'osiem złotych 00/100'],
    ['9', 'dziewięć złotych 00/100'],
    ['10', 'dziesięć złotych 00/100'],
    ['11', 'jedenaście złotych 00/100'],
    ['12', 'dwanaście złotych 00/100'],
    ['13', 'trzynaście złotych 00/100'],
    ['14', 'czternaście złotych 00/100'],
    ['15', 'piętnaście złotych 00/100'],
    ['16', 'szesnaście złotych 00/100'],
    ['17', 'siedemnaście złotych 00/100'],
    ['18', 'osiemnaście złotych 00/100'],
    ['19', 'dziewiętnaście złotych 00/100'],
    ['20', 'dwadzieścia złotych 00/100'],
    ['21', 'dwadzieścia jeden złotych 00/100'],
    ['22', 'dwadzieścia dwa złote 00/100'],
    ['24', 'dwadzieścia cztery złote 00/100'],
    ['25', 'dwadzieścia pięć złotych 00/100'],
    ['30', 'trzydzieści złotych 00/100'],
    ['40', 'czterdzieści złotych 00/100'],
    ['50', 'pięćdziesiąt złotych 00/100'],
    ['60', 'sześćdziesiąt złotych 00/100'],
    ['70', 'siedemdziesiąt złotych 00/100'],
    ['80', 'osiemdziesiąt złotych 00/100'],
    ['90', 'dziewięćdziesiąt złotych 00/100'],
    ['99', 'dziewięćdziesiąt dziewięć złotych 00/100'],
    ['100', 'sto złotych 00/100'],
    ['101', 'sto jeden złotych 00/100'],
    ['102', 'sto dwa złote 00/100'],
    ['112', 'sto dwanaście złotych 00/100'],
    ['113', 'sto trzynaście złotych 00/100'],
    ['114', 'sto czternaście złotych 00/100'],
    ['122', 'sto dwadzieścia dwa złote 00/100'],
    ['200', 'dwieście złotych 00/100'],
    ['300', 'trzysta złotych 00/100'],
    ['400', 'czterysta złotych 00/100'],
    ['500', 'pięćset złotych 00/100'],
    ['600', 'sześćset złotych 00/100'],
    ['700', 'siedemset złotych 00/100'],
    ['800', 'osiemset złotych 00/100'],
    ['900', 'dziewięćset złotych 00/100'],
    ['999', 'dziewięćset dziewięćdziesiąt dziewięć złotych 00/100'],
    ['1000', 'tysiąc złotych 00/100'],
    ['1001', 'tysiąc jeden złotych 00/100'],
    ['1002', 'tysiąc dwa złote 00/100'],
    ['1012', 'tysiąc dwanaście złotych 00/100'],
    ['2000', 'dwa tysiące złotych 00/100'],
    ['3000', 'trzy tysiące złotych 00/100'],
    ['4000', 'cztery tysiące złotych 00/100'],
    ['5000', 'pięć tysięcy złotych 00/100'],
    ['11000', 'jedenaście tysięcy złotych 00/100'],
    ['12000', 'dwanaście tysięcy złotych 00/100'],
    ['14000', 'czternaście tysięcy złotych 00/100'],
    ['21000', 'dwadzieścia jeden tysięcy złotych 00/100'],
    ['22000', 'dwadzieścia dwa tysiące złotych 00/100'],
    ['25000', 'dwadzieścia pięć tysięcy złotych 00/100'],
    ['100000', 'sto tysięcy złotych 00/100'],
    ['101000', 'sto jeden tysięcy złotych 00/100'],
    ['112000', 'sto dwanaście tysięcy złotych 00/100'],
    ['234000', 'dwieście trzydzieści cztery tysiące złotych 00/100'],
    ['12345.67', 'dwanaście tysięcy trzysta czterdzieści pięć złotych 67/100'],
    ['1000000', 'milion złotych 00/100'],
    ['1000001', 'milion jeden złotych 00/100'],
    ['1001000', 'milion tysiąc złotych 00/100'],
    ['2000000', 'dwa miliony złotych 00/100'],
    ['4000000', 'cztery miliony złotych 00/100'],
    ['5000000', 'pięć milionów złotych 00/100'],
    ['12000000', 'dwanaście milionów złotych 00/100'],
    ['22000000', 'dwadzieścia dwa miliony złotych 00/100'],
    ['1000000000', 'miliard złotych 00/100'],
    ['2000000000', 'dwa miliardy złotych 00/100'],
    ['5000000000', 'pięć miliardów złotych 00/100'],
    [
      '999999999999',
      'dziewięćset dziewięćdziesiąt dziewięć miliardów dziewięćset dziewięćdziesiąt dziewięć milionów ' +
        'dziewięćset dziewięćdziesiąt dziewięć tysięcy dziewięćset dziewięćdziesiąt dziewięć złotych 00/100',
    ],
    ['1000000000000', 'bilion złotych 00/100'],
    ['2002002002.02', 'dwa miliardy dwa miliony dwa tysiące dwa złote 02/100'],
    ['1234567.89', 'milion dwieście trzydzieści cztery tysiące pięćset sześćdziesiąt siedem złotych 89/100'],
  ])('%s PLN → %s', (amount, words) => {
    expect(pl(amount)).toBe(words);
  });

  it('reads one decimal as tenths and leading zeros as nothing', () => {
    expect(pl('10.5')).toBe('dziesięć złotych 50/100');
    expect(pl('0010.05')).toBe('dziesięć złotych 05/100');
    expect(pl('100.00')).toBe('sto złotych 00/100');
  });
});

describe('amountInWords, Polish, euro and dollar', () => {
  it.each([
    ['0', 'zero euro 00/100'],
    ['1', 'jedno euro 00/100'],
    ['2', 'dwa euro 00/100'],
    ['5', 'pięć euro 00/100'],
    ['21', 'dwadzieścia jeden euro 00/100'],
    ['1000', 'tysiąc euro 00/100'],
    ['22000.50', 'dwadzieścia dwa tysiące euro 50/100'],
  ])('%s EUR → %s', (amount, words) => {
    expect(pl(amount, 'EUR')).toBe(words);
  });

  it.each([
    ['1', 'jeden dolar 00/100'],
    ['2', 'dwa dolary 00/100'],
    ['4', 'cztery dolary 00/100'],
    ['5', 'pięć dolarów 00/100'],
    ['12', 'dwanaście dolarów 00/100'],
    ['13', 'trzynaście dolarów 00/100'],
    ['22', 'dwadzieścia dwa dolary 00/100'],
    ['25', 'dwadzieścia pięć dolarów 00/100'],
    ['101', 'sto jeden dolarów 00/100'],
    ['1000000.01', 'milion dolarów 01/100'],
  ])('%s USD → %s', (amount, words) => {
    expect(pl(amount, 'USD')).toBe(words);
  });
});

describe('amountInWords, English', () => {
  it.each([
    ['0', 'zero złoty 00/100'],
    ['1', 'one złoty 00/100'],
    ['2', 'two złoty 00/100'],
    ['11', 'eleven złoty 00/100'],
    ['15', 'fifteen złoty 00/100'],
    ['19', 'nineteen złoty 00/100'],
    ['21', 'twenty-one złoty 00/100'],
    ['40', 'forty złoty 00/100'],
    ['100', 'one hundred złoty 00/100'],
    ['101', 'one hundred one złoty 00/100'],
    ['112', 'one hundred twelve złoty 00/100'],
    ['1000', 'one thousand złoty 00/100'],
    ['1001', 'one thousand one złoty 00/100'],
    ['12000', 'twelve thousand złoty 00/100'],
    ['12345.67', 'twelve thousand three hundred forty-five złoty 67/100'],
    ['1000000', 'one million złoty 00/100'],
    ['5000000', 'five million złoty 00/100'],
    ['1000000000', 'one billion złoty 00/100'],
    [
      '999999999999.99',
      'nine hundred ninety-nine billion nine hundred ninety-nine million nine hundred ninety-nine thousand ' +
        'nine hundred ninety-nine złoty 99/100',
    ],
  ])('%s PLN → %s', (amount, words) => {
    expect(en(amount)).toBe(words);
  });

  it('writes euro invariably and dollar in the singular only for one', () => {
    expect(en('1', 'EUR')).toBe('one euro 00/100');
    expect(en('2500.10', 'EUR')).toBe('two thousand five hundred euro 10/100');
    expect(en('1', 'USD')).toBe('one dollar 00/100');
    expect(en('0.01', 'USD')).toBe('zero dollars 01/100');
    expect(en('2', 'USD')).toBe('two dollars 00/100');
    expect(en('1000001', 'USD')).toBe('one million one dollars 00/100');
  });
});

describe('amountInWords, invalid input', () => {
  it.each(['', '-1', '1,50', '1.005', '12 345', 'abc', '1e3', '.5', '1.', '1000000000000000'])(
    'rejects "%s"',
    (amount) => {
      expect(() => pl(amount)).toThrow(RangeError);
    },
  );

  it('accepts the largest 15-digit amount', () => {
    expect(en('999999999999999.99')).toMatch(/^nine hundred ninety-nine trillion .* złoty 99\/100$/);
  });
});

describe('polishPlural', () => {
  const MONTHS = ['miesiąc', 'miesiące', 'miesięcy'] as const;
  it.each([
    [1, 'miesiąc'],
    [2, 'miesiące'],
    [4, 'miesiące'],
    [5, 'miesięcy'],
    [11, 'miesięcy'],
    [12, 'miesięcy'],
    [14, 'miesięcy'],
    [21, 'miesięcy'],
    [22, 'miesiące'],
    [24, 'miesiące'],
    [36, 'miesięcy'],
    [112, 'miesięcy'],
    [122, 'miesiące'],
  ])('%i %s', (count, form) => {
    expect(polishPlural(count, MONTHS)).toBe(form);
  });
});
