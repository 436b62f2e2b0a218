/** The cross-field keywords, exercised through a real Ajv 2020-12 instance with registerFormats. */
import { describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import Ajv from 'ajv';
import { AJV_OPTIONS, customFormats, customKeywords, keywordDefinitions, registerFormats } from '#schemas/formats';

const TODAY = '2025-03-10';
const ajv = registerFormats(new Ajv2020(AJV_OPTIONS), { today: () => TODAY });

function errorsOf(schema: object, data: unknown) {
  const validate = ajv.compile(schema);
  validate(data);
  return (validate.errors ?? []).map((e) => ({
    keyword: e.keyword,
    instancePath: e.instancePath,
    messageId: e.params.messageId as string | undefined,
  }));
}

describe('x-percentTotalMax', () => {
  const object = { type: 'object', additionalProperties: { type: 'number' }, 'x-percentTotalMax': 100 };
  const array = {
    type: 'array',
    items: { type: 'object', properties: { percentage: { type: 'number' } } },
    'x-percentTotalMax': { max: 100, property: 'percentage' },
  };
  it('allows exactly 100 and 33.33 + 33.33 + 33.34', () => {
    expect(errorsOf(object, { iran: 60, cuba: 40 })).toEqual([]);
    expect(errorsOf(object, { a: 33.33, b: 33.33, c: 33.34 })).toEqual([]);
    expect(errorsOf(array, [{ percentage: 33.33 }, { percentage: 33.33 }, { percentage: 33.34 }])).toEqual([]);
  });
  it('rejects 100.01 on the object / array itself', () => {
    expect(errorsOf(object, { iran: 60, cuba: 40.01 })).toEqual([
      { keyword: 'x-percentTotalMax', instancePath: '', messageId: 'validation.percentTotal' },
    ]);
    expect(
      errorsOf({ type: 'object', properties: { list: array } }, { list: [{ percentage: 50 }, { percentage: 50.01 }] }),
    ).toEqual([{ keyword: 'x-percentTotalMax', instancePath: '/list', messageId: 'validation.percentTotal' }]);
  });
  it('reports max and the exact total', () => {
    const validate = ajv.compile(object);
    validate({ a: 100.01 });
    expect(validate.errors?.[0]?.params).toMatchObject({ max: 100, total: '100.01' });
  });
});

describe('x-minDateFromToday (today injected: 2025-03-10)', () => {
  const schema = {
    type: 'object',
    properties: { expiry: { type: 'string', format: 'date', 'x-minDateFromToday': 7 } },
  };
  it('today + 7 is valid, today + 6 is not', () => {
    expect(errorsOf(schema, { expiry: '2025-03-17' })).toEqual([]);
    expect(errorsOf(schema, { expiry: '2025-03-16' })).toEqual([
      { keyword: 'x-minDateFromToday', instancePath: '/expiry', messageId: 'validation.minDateFromToday' },
    ]);
  });
  it('reads "today" at validation time, not at compile time', () => {
    let today = '2025-03-10';
    const local = registerFormats(new Ajv2020(AJV_OPTIONS), { today: () => today });
    const validate = local.compile(schema);
    expect(validate({ expiry: '2025-03-17' })).toBe(true);
    today = '2025-03-11';
    expect(validate({ expiry: '2025-03-17' })).toBe(false);
  });
  it('leaves invalid dates to the format rule (one error, not two)', () => {
    expect(errorsOf(schema, { expiry: '2025-02-30' })).toEqual([
      { keyword: 'format', instancePath: '/expiry', messageId: undefined },
    ]);
  });
});

describe('x-dateNotBefore', () => {
  const schema = {
    type: 'object',
    properties: { startDate: { type: 'string', format: 'date' }, endDate: { type: 'string', format: 'date' } },
    'x-dateNotBefore': { property: 'endDate', notBefore: 'startDate', messageId: 'validation.pepEndBeforeStart' },
  };
  it('rejects an end before the start, on the end field', () => {
    expect(errorsOf(schema, { startDate: '2020-05-01', endDate: '2020-04-30' })).toEqual([
      { keyword: 'x-dateNotBefore', instancePath: '/endDate', messageId: 'validation.pepEndBeforeStart' },
    ]);
  });
  it('accepts the same day, a later end and a missing end', () => {
    expect(errorsOf(schema, { startDate: '2020-05-01', endDate: '2020-05-01' })).toEqual([]);
    expect(errorsOf(schema, { startDate: '2020-05-01', endDate: '2021-01-01' })).toEqual([]);
    expect(errorsOf(schema, { startDate: '2020-05-01' })).toEqual([]);
  });
});

describe('x-distinctEmails', () => {
  const schema = {
    type: 'object',
    'x-distinctEmails': { paths: ['email', 'owners/*/email'] },
  };
  it('flags a beneficial owner who repeats the investor e-mail (case-insensitive), never the investor', () => {
    expect(
      errorsOf(schema, {
        email: 'jan@example.com',
        owners: [{ email: 'anna@example.com' }, { email: 'JAN@example.com' }],
      }),
    ).toEqual([
      { keyword: 'x-distinctEmails', instancePath: '/owners/1/email', messageId: 'validation.distinctEmails' },
    ]);
  });
  it('flags an e-mail used twice among owners and one listed as reserved', () => {
    const withReserved = {
      type: 'object',
      'x-distinctEmails': { paths: ['owners/*/email'], reserved: ['jan@example.com'] },
    };
    expect(
      errorsOf(withReserved, {
        owners: [{ email: 'a@example.com' }, { email: 'a@example.com' }, { email: 'jan@example.com' }],
      }).map((e) => e.instancePath),
    ).toEqual(['/owners/1/email', '/owners/2/email']);
  });
  it('accepts different e-mails', () => {
    expect(errorsOf(schema, { email: 'jan@example.com', owners: [{ email: 'anna@example.com' }] })).toEqual([]);
  });
});

describe('x-uniqueBankAccounts', () => {
  const schema = { type: 'array', items: { type: 'object' }, 'x-uniqueBankAccounts': { property: 'number' } };
  it('rejects the same number typed with different spacing / case / as NRB, on the later item', () => {
    const data = [
      { number: 'PL61109010140000071219812874' },
      { number: 'DE89370400440532013000' },
      { number: 'pl61 1090 1014 0000 0712 1981 2874' },
      { number: '61 1090 1014 0000 0712 1981 2874' },
    ];
    expect(errorsOf(schema, data)).toEqual([
      { keyword: 'x-uniqueBankAccounts', instancePath: '/2/number', messageId: 'validation.duplicateBankAccount' },
      { keyword: 'x-uniqueBankAccounts', instancePath: '/3/number', messageId: 'validation.duplicateBankAccount' },
    ]);
  });
  it('rejects a PL00 spelling of an account already entered as PL97 (a mod-97 alias of the same number)', () => {
    expect(
      errorsOf(schema, [{ number: 'PL97109010140000071219812032' }, { number: 'PL00 1090 1014 0000 0712 1981 2032' }]),
    ).toEqual([
      { keyword: 'x-uniqueBankAccounts', instancePath: '/1/number', messageId: 'validation.duplicateBankAccount' },
    ]);
  });
  it('accepts different numbers', () => {
    expect(
      errorsOf(schema, [{ number: 'PL61109010140000071219812874' }, { number: 'GB82WEST12345698765432' }]),
    ).toEqual([]);
  });
  it('works on a plain array of numbers with `true`', () => {
    expect(
      errorsOf({ type: 'array', 'x-uniqueBankAccounts': true }, [
        'DE89370400440532013000',
        'DE89 3704 0044 0532 0130 00',
      ]),
    ).toHaveLength(1);
  });
});

describe('x-peselMatchesBirthDate', () => {
  const schema = {
    type: 'object',
    properties: { pesel: { type: 'string', format: 'pesel' }, birthDate: { type: 'string', format: 'date' } },
    'x-peselMatchesBirthDate': { pesel: 'pesel', birthDate: 'birthDate' },
  };
  it('accepts a PESEL that encodes the birth date', () => {
    expect(errorsOf(schema, { pesel: '44051401359', birthDate: '1944-05-14' })).toEqual([]);
    expect(errorsOf(schema, { pesel: '02270803624', birthDate: '2002-07-08' })).toEqual([]);
  });
  it('rejects a mismatch on the PESEL field', () => {
    expect(errorsOf(schema, { pesel: '44051401359', birthDate: '1944-05-15' })).toEqual([
      { keyword: 'x-peselMatchesBirthDate', instancePath: '/pesel', messageId: 'validation.peselBirthDate' },
    ]);
  });
  it('reports an invalid PESEL once, as a format error', () => {
    expect(errorsOf(schema, { pesel: '44051401358', birthDate: '1944-05-14' })).toEqual([
      { keyword: 'format', instancePath: '/pesel', messageId: undefined },
    ]);
  });
});

describe('x-matchesProperty', () => {
  const schema = { type: 'object', 'x-matchesProperty': { property: 'passwordRepeat', equals: 'password' } };
  it('rejects a different repeat on the repeat field and accepts the same one', () => {
    expect(errorsOf(schema, { password: 'Abcdef1!', passwordRepeat: 'Abcdef1?' })).toEqual([
      { keyword: 'x-matchesProperty', instancePath: '/passwordRepeat', messageId: 'validation.passwordRepeat' },
    ]);
    expect(errorsOf(schema, { password: 'Abcdef1!', passwordRepeat: 'Abcdef1!' })).toEqual([]);
  });
});

describe('x-countOfTrue', () => {
  const schema = { type: 'object', 'x-countOfTrue': { of: 'criteria', property: 'met' } };
  it('accepts the number of true values and rejects another one on the count, with the right count', () => {
    expect(errorsOf(schema, { criteria: { a: true, b: false, c: true }, met: 2 })).toEqual([]);
    expect(errorsOf(schema, { criteria: { a: false }, met: 0 })).toEqual([]);
    expect(errorsOf(schema, { criteria: { a: true, b: 'true' }, met: 2 })).toEqual([
      { keyword: 'x-countOfTrue', instancePath: '/met', messageId: 'validation.countOfTrue' },
    ]);
    const validate = ajv.compile(schema);
    validate({ criteria: { a: true, b: true, c: true }, met: 1 });
    expect(validate.errors?.[0]?.params).toMatchObject({ count: 3 });
  });
  it('leaves a missing or malformed count or criteria to the other rules', () => {
    expect(errorsOf(schema, { criteria: { a: true } })).toEqual([]);
    expect(errorsOf(schema, { criteria: [true], met: 5 })).toEqual([]);
  });
});

describe('registration', () => {
  it('registers every custom format on the instance', () => {
    for (const name of Object.keys(customFormats)) expect(ajv.formats[name], name).toBeDefined();
    expect(ajv.validate({ type: 'string', format: 'nip' }, '5260250274')).toBe(true);
    expect(ajv.validate({ type: 'string', format: 'nip' }, '5260250275')).toBe(false);
  });
  it('is idempotent and also works on an instance that already has ajv-formats (RJSF style)', () => {
    expect(() => registerFormats(ajv)).not.toThrow();
    const other = new Ajv2020({ strict: false });
    registerFormats(other);
    expect(other.validate({ type: 'string', format: 'email' }, 'not-an-email')).toBe(false);
  });
  it('rejects a malformed keyword value at compile time (meta-schema)', () => {
    expect(() => ajv.compile({ type: 'object', 'x-dateNotBefore': { property: 'endDate' } })).toThrow();
    expect(() => ajv.compile({ type: 'object', 'x-percentTotalMax': 'a hundred' })).toThrow();
  });
  it('an Ajv without registerFormats refuses our schemas in strict mode (so forgetting it fails loudly)', () => {
    expect(() => new Ajv2020().compile({ type: 'string', format: 'pesel' })).toThrow();
    expect(() => new Ajv().compile({ type: 'object', 'x-percentTotalMax': 100 })).toThrow();
  });
  it('lists every keyword with its default message id', () => {
    expect(customKeywords.map((k) => k.keyword).sort()).toEqual(
      keywordDefinitions()
        .map((d) => d.keyword as string)
        .filter((k) => k !== 'x-errorMessages')
        .sort(),
    );
    for (const k of customKeywords) expect(k.messageId).toMatch(/^validation\./);
  });
});
