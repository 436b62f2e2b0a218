/** The JSON Schemas themselves, through a real Ajv 2020-12 with registerFormats (as the server uses them). */
import { describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import { AJV_OPTIONS, ALL_VALIDATION_MESSAGE_IDS, fieldErrors, registerFormats } from '#schemas/formats';
import plMessages from '../../../locales/pl.json';
import enMessages from '../../../locales/en.json';
import { FORM_NAMES, TODAY, readJson, validKyc, type Kyc } from './fixtures';

const ajv = registerFormats(new Ajv2020(AJV_OPTIONS), { today: () => TODAY });
const kycSchema = readJson('kyc-natural-person.schema.json');
const validateKyc = ajv.compile(kycSchema);

function sorted(list: [string, string][]): [string, string][] {
  return [...list].sort((a, b) => (a[0] + a[1]).localeCompare(b[0] + b[1]));
}

/** [instancePath, message id] of each error, message ids resolved like the SPA does. */
function kycErrors(data: unknown): [string, string][] {
  validateKyc(data);
  return sorted(fieldErrors(validateKyc.errors, kycSchema).map((e): [string, string] => [e.instancePath, e.messageId]));
}

function mutate(change: (k: Kyc) => void): Kyc {
  const data = validKyc();
  change(data);
  return data;
}

describe('every form schema', () => {
  it.each(FORM_NAMES)('%s is 2020-12 with $id and title and compiles in strict mode', (name) => {
    const schema = readJson(`${name}.schema.json`);
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toBe(`https://fund-platform.example/schemas/${name}.schema.json`);
    expect(typeof schema.title).toBe('string');
    expect(schema.additionalProperties).toBe(false);
    expect(() => ajv.getSchema(schema.$id as string) ?? ajv.compile(schema)).not.toThrow();
  });

  it.each(FORM_NAMES)('%s uses no $ref (bundlers rewrite internal refs, which breaks schemas with $id)', (name) => {
    expect(JSON.stringify(readJson(`${name}.schema.json`))).not.toContain('"$ref"');
  });

  it.each(FORM_NAMES)('%s: every ui message id exists in locales/pl.json and en.json', (name) => {
    const ui = readJson(`${name}.ui-schema.json`);
    const ids: string[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (['ui:title', 'ui:placeholder', 'ui:description', 'ui:help', 'submitText'].includes(key))
            ids.push(value as string);
          else if (key === 'ui:enumNames' || key === 'enumDescriptions') ids.push(...(value as string[]));
          else if (key !== 'ui:order' && key !== 'steps') walk(value);
        }
      }
    };
    walk(ui);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      expect(id, id).toMatch(/^form\./);
      expect((plMessages as Record<string, string>)[id], `pl: ${id}`).toBeTruthy();
      expect((enMessages as Record<string, string>)[id], `en: ${id}`).toBeTruthy();
    }
  });

  it.each(FORM_NAMES)('%s: every property has a uiSchema entry with a label and every enum has enumNames', (name) => {
    const schema = readJson(`${name}.schema.json`);
    const ui = readJson(`${name}.ui-schema.json`);
    const check = (s: Record<string, unknown>, u: Record<string, unknown>, at: string): void => {
      if (s.type === 'object') {
        const props = { ...((s.properties ?? {}) as Record<string, Record<string, unknown>>) };
        // A placeholder object (`{ type: object }`) whose shape a then/else branch gives (investment: person,
        // company) is checked with that shape, as RJSF renders it.
        for (const branch of [s.then, s.else] as (Record<string, unknown> | undefined)[]) {
          const branchProps = (branch?.properties ?? {}) as Record<string, Record<string, unknown>>;
          for (const [key, child] of Object.entries(branchProps)) {
            if (props[key]?.type === 'object' && !props[key]?.properties && child.properties) props[key] = child;
          }
        }
        expect(u['ui:order'], at).toEqual(Object.keys(props));
        for (const [key, child] of Object.entries(props)) {
          const cu = u[key] as Record<string, unknown> | undefined;
          expect(cu, `${at}/${key}`).toBeDefined();
          if (cu?.['ui:widget'] !== 'hidden') expect(cu?.['ui:title'], `${at}/${key}`).toMatch(/^form\./);
          check(child, cu ?? {}, `${at}/${key}`);
        }
      } else if (s.type === 'array' && (s.items as Record<string, unknown>)?.type === 'object') {
        check(s.items as Record<string, unknown>, u.items as Record<string, unknown>, `${at}/items`);
      }
      const en = (s.enum ?? (s.items as Record<string, unknown> | undefined)?.enum) as unknown[] | undefined;
      if (en) expect((u['ui:enumNames'] as unknown[] | undefined)?.length, `${at} enumNames`).toBe(en.length);
    };
    check(schema, ui, name);
  });

  it('every validation message id exists in both locales (PL complete)', () => {
    for (const id of ALL_VALIDATION_MESSAGE_IDS) {
      expect((plMessages as Record<string, string>)[id], `pl: ${id}`).toBeTruthy();
      expect((enMessages as Record<string, string>)[id], `en: ${id}`).toBeTruthy();
    }
    expect((plMessages as Record<string, string>)['validation.required']).toBe('To pole jest wymagane.');
    expect((enMessages as Record<string, string>)['validation.required']).toBe('This field is required.');
    expect((enMessages as Record<string, string>)['validation.iban']).toBe('Invalid Bank Account number');
  });

  it('the residential and mailing address share one definition', () => {
    const addresses = (kycSchema.properties as Record<string, { properties: Record<string, unknown> }>).addresses!
      .properties;
    expect(addresses.mailingAddress).toEqual(addresses.residentialAddress);
  });
});

describe('kyc-natural-person', () => {
  it('accepts the complete valid sample', () => {
    expect(kycErrors(validKyc())).toEqual([]);
  });

  it('rejects an invalid PESEL on /personal/pesel', () => {
    expect(kycErrors(mutate((k) => (k.personal.pesel = '44051401358')))).toEqual([
      ['/personal/pesel', 'validation.pesel'],
    ]);
    expect(kycErrors(mutate((k) => (k.personal.pesel = '00000000000')))).toEqual([
      ['/personal/pesel', 'validation.pesel'],
    ]);
  });

  it('rejects a PESEL that does not agree with the birth date', () => {
    expect(kycErrors(mutate((k) => (k.personal.birthDate = '1944-05-15')))).toEqual([
      ['/personal/pesel', 'validation.peselBirthDate'],
    ]);
  });

  it('requires a PESEL from Polish citizens only', () => {
    expect(kycErrors(mutate((k) => delete (k.personal as Partial<Kyc['personal']>).pesel))).toEqual([
      ['/personal/pesel', 'validation.required'],
    ]);
    expect(
      kycErrors(
        mutate((k) => {
          delete (k.personal as Partial<Kyc['personal']>).pesel;
          k.personal.citizenships = ['DE'];
        }),
      ),
    ).toEqual([]);
  });

  it('document expiry: today + 7 valid, today + 6 invalid, indefinite needs no date', () => {
    expect(kycErrors(mutate((k) => (k.identityDocument.expiryDate = '2025-03-17')))).toEqual([]);
    expect(kycErrors(mutate((k) => (k.identityDocument.expiryDate = '2025-03-16')))).toEqual([
      ['/identityDocument/expiryDate', 'validation.documentExpiry'],
    ]);
    expect(
      kycErrors(mutate((k) => delete (k.identityDocument as Partial<Kyc['identityDocument']>).expiryDate)),
    ).toEqual([['/identityDocument/expiryDate', 'validation.required']]);
    expect(
      kycErrors(
        mutate((k) => {
          delete (k.identityDocument as Partial<Kyc['identityDocument']>).expiryDate;
          k.identityDocument.expiryIndefinite = true;
        }),
      ),
    ).toEqual([]);
  });

  it('PEP function ending before its start fails on the end date', () => {
    expect(kycErrors(mutate((k) => (k.exposure.pepFunctions[0]!.endDate = '2009-12-31')))).toEqual([
      ['/exposure/pepFunctions/0/endDate', 'validation.pepEndBeforeStart'],
    ]);
  });

  it('PEP status: current, former within 12 months or former over 12 months; a former one needs its end date', () => {
    for (const status of ['Current', 'FormerWithin12Months', 'FormerOver12Months']) {
      expect(kycErrors(mutate((k) => (k.exposure.pepFunctions[0]!.status = status as never)))).toEqual([]);
    }
    expect(kycErrors(mutate((k) => (k.exposure.pepFunctions[0]!.status = 'Former' as never)))).toEqual([
      ['/exposure/pepFunctions/0/status', 'validation.enum'],
    ]);
    expect(
      kycErrors(
        mutate((k) => {
          k.exposure.pepFunctions[0]!.status = 'FormerWithin12Months';
          delete (k.exposure.pepFunctions[0] as { endDate?: string }).endDate;
        }),
      ),
    ).toEqual([['/exposure/pepFunctions/0/endDate', 'validation.required']]);
    expect(kycErrors(mutate((k) => delete (k.exposure.pepFunctions[0] as { status?: string }).status))).toEqual([
      ['/exposure/pepFunctions/0/status', 'validation.required'],
    ]);
  });

  it("a beneficial owner's e-mail must differ from the investor's", () => {
    expect(kycErrors(mutate((k) => (k.exposure.beneficialOwners[0]!.email = 'Jan.Kowalski@example.com')))).toEqual([
      ['/exposure/beneficialOwners/0/email', 'validation.beneficialOwnerEmail'],
    ]);
  });

  it('rejects a bank account entered twice with different spacing', () => {
    expect(kycErrors(mutate((k) => (k.finances.bankAccounts[1]!.number = 'PL61109010140000071219812874')))).toEqual([
      ['/finances/bankAccounts/1/number', 'validation.duplicateBankAccount'],
    ]);
  });

  it('rejects an invalid IBAN with the IBAN message', () => {
    expect(kycErrors(mutate((k) => (k.declarations.bankAccount.iban = 'PL61109010140000071219812875')))).toEqual([
      ['/declarations/bankAccount/iban', 'validation.iban'],
    ]);
  });

  it('country percentages: 100 is fine, 100.01 exceeds', () => {
    expect(kycErrors(mutate((k) => (k.declarations.countryContributions.russia = 50.01)))).toEqual([
      ['/declarations/countryContributions', 'validation.countryPercentTotal'],
    ]);
    expect(kycErrors(mutate((k) => (k.exposure.sanctions[2]!.percentage = 33.35)))).toEqual([
      ['/exposure/sanctions', 'validation.percentTotal'],
    ]);
  });

  it('requires at least one industry with the specific message', () => {
    expect(kycErrors(mutate((k) => (k.occupation.industries = [])))).toEqual([
      ['/occupation/industries', 'validation.industriesRequired'],
    ]);
  });

  it('requires the property regime only when married', () => {
    expect(kycErrors(mutate((k) => delete (k.occupation as Partial<Kyc['occupation']>).propertyRegime))).toEqual([
      ['/occupation/propertyRegime', 'validation.required'],
    ]);
    expect(
      kycErrors(
        mutate((k) => {
          delete (k.occupation as Partial<Kyc['occupation']>).propertyRegime;
          k.occupation.maritalStatus = 'Other';
        }),
      ),
    ).toEqual([]);
  });

  it('requires the US TIN for a US person and a detail for each "yes" sanctions answer', () => {
    expect(kycErrors(mutate((k) => delete (k.declarations as Partial<Kyc['declarations']>).usTin))).toEqual([
      ['/declarations/usTin', 'validation.required'],
    ]);
    expect(kycErrors(mutate((k) => (k.declarations.usTin = '12-345')))).toEqual([
      ['/declarations/usTin', 'validation.usTin'],
    ]);
    expect(kycErrors(mutate((k) => (k.declarations.venezuelaGovernmentBusiness = { answer: true } as never)))).toEqual([
      ['/declarations/venezuelaGovernmentBusiness/detail', 'validation.required'],
    ]);
  });

  it('requires the acknowledgement to be checked', () => {
    expect(kycErrors(mutate((k) => (k.declarations.acknowledgement = false as never)))).toEqual([
      ['/declarations/acknowledgement', 'validation.mustBeChecked'],
    ]);
  });

  it('validates the Polish postal code only for Polish addresses', () => {
    expect(kycErrors(mutate((k) => (k.addresses.residentialAddress.postalCode = '00950')))).toEqual([
      ['/addresses/residentialAddress/postalCode', 'validation.postalCode'],
    ]);
    expect(kycErrors(mutate((k) => (k.addresses.mailingAddress.postalCode = '10117')))).toEqual([]);
  });

  it('rejects unknown fields and an invalid origin-of-funds type', () => {
    expect(kycErrors(mutate((k) => ((k.personal as Record<string, unknown>).nickname = 'J')))).toEqual([
      ['/personal', 'validation.additionalProperties'],
    ]);
    expect(kycErrors(mutate((k) => (k.finances.originOfFunds[0]!.type = 'Lottery')))).toEqual([
      ['/finances/originOfFunds/0/type', 'validation.enum'],
    ]);
  });
});

describe('the small forms', () => {
  const v = (name: string, data: unknown): [string, string][] => {
    const schema = readJson(`${name}.schema.json`);
    const validate = ajv.getSchema(schema.$id as string) ?? ajv.compile(schema);
    validate(data);
    return sorted(fieldErrors(validate.errors, schema).map((e): [string, string] => [e.instancePath, e.messageId]));
  };

  it('login: e-mail and password required, remember2faToken optional', () => {
    expect(v('login', { email: 'a@example.com', password: 'x' })).toEqual([]);
    expect(v('login', { email: 'a@example.com', password: 'x', remember2faToken: 'tok' })).toEqual([]);
    expect(v('login', { email: 'nope' })).toEqual([
      ['/email', 'validation.email'],
      ['/password', 'validation.required'],
    ]);
  });

  it('two-factor: exactly 6 digits', () => {
    expect(v('two-factor', { code: '123456', rememberDevice: true })).toEqual([]);
    expect(v('two-factor', { code: '12345' })).toEqual([['/code', 'validation.twoFactorCode']]);
    expect(v('two-factor', { code: '12345a' })).toEqual([['/code', 'validation.twoFactorCode']]);
  });

  it('investor-token-request: a valid e-mail', () => {
    expect(v('investor-token-request', { email: 'a@example.com' })).toEqual([]);
    expect(v('investor-token-request', { email: 'a@' })).toEqual([['/email', 'validation.email']]);
  });

  it('set-password: strong, and the repeat must match', () => {
    expect(v('set-password', { password: 'Abcdef1!', passwordRepeat: 'Abcdef1!' })).toEqual([]);
    expect(v('set-password', { password: 'abcdefgh', passwordRepeat: 'abcdefgh' })).toEqual([
      ['/password', 'validation.strongPassword'],
    ]);
    expect(v('set-password', { password: 'Abcdef1!', passwordRepeat: 'Abcdef1?' })).toEqual([
      ['/passwordRepeat', 'validation.passwordRepeat'],
    ]);
  });

  const advisor = {
    firstName: 'Jan',
    surname: 'Nowak',
    email: 'jan.nowak@example.com',
    externalId: 'EXT-1',
    documentType: 'PASSPORT',
    documentNumber: 'EA1234567',
    documentExpiryDate: '2025-03-17',
    documentCountry: 'PL',
    powerOfAttorneyStartDate: '2025-01-01',
    powerOfAttorneyEndDate: '2025-12-31',
    brokerNetworkIds: ['net-1'],
  };
  it('advisor: valid sample, expiry today+6, power of attorney end before start, no network', () => {
    expect(v('advisor', advisor)).toEqual([]);
    expect(v('advisor', { ...advisor, documentExpiryDate: '2025-03-16' })).toEqual([
      ['/documentExpiryDate', 'validation.documentExpiry'],
    ]);
    expect(v('advisor', { ...advisor, powerOfAttorneyEndDate: '2024-12-31' })).toEqual([
      ['/powerOfAttorneyEndDate', 'validation.powerOfAttorneyEnd'],
    ]);
    expect(v('advisor', { ...advisor, brokerNetworkIds: [] })).toEqual([
      ['/brokerNetworkIds', 'validation.networksRequired'],
    ]);
    expect(v('advisor', { ...advisor, documentCountry: 'XX' })).toEqual([
      ['/documentCountry', 'validation.countryCode'],
    ]);
  });

  it('invitation: e-mail list without spaces, message >= 10, consent checked', () => {
    const ok = {
      investorEmails: 'a@example.com;b@example.com',
      message: 'Zapraszam do oferty',
      consent: true,
      networkId: 'net-1',
    };
    expect(v('invitation', ok)).toEqual([]);
    expect(v('invitation', { ...ok, investorEmails: 'a@example.com; b@example.com' })).toEqual([
      ['/investorEmails', 'validation.emailList'],
    ]);
    expect(v('invitation', { ...ok, message: 'Za krótka' })).toEqual([['/message', 'validation.minLength']]);
    expect(v('invitation', { ...ok, consent: false })).toEqual([['/consent', 'validation.mustBeChecked']]);
    const { consent: _c, ...noConsent } = ok;
    expect(v('invitation', noConsent)).toEqual([['/consent', 'validation.mustBeChecked']]);
  });

  it('kyc-invitation: same rules without the network', () => {
    expect(
      v('kyc-invitation', { investorEmails: 'a@example.com', message: 'Please fill in the KYC form', consent: true }),
    ).toEqual([]);
    expect(
      v('kyc-invitation', { investorEmails: 'a@example.com', message: 'Please fill', consent: true, networkId: 'x' }),
    ).toEqual([['', 'validation.additionalProperties']]);
  });
});
