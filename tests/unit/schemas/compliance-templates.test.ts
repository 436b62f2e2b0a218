/**
 * The compliance form templates (schemas/compliance) against the data the server really generates: formsFromKyc's
 * two forms for the valid KYC document validate against their templates through the server's Ajv setup
 * (Ajv 2020-12 + registerFormats, AJV_OPTIONS), and each rule of the templates fails on its field.
 */
import { describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import { AJV_OPTIONS, fieldErrors, registerFormats } from '#schemas/formats';
import { COMPLIANCE_FORM_TEMPLATES, TEMPLATE_IDS, complianceFormTemplate } from '#schemas/compliance/templates';
import { formsFromKyc } from '../../../server/src/modules/investor-onboarding/compliance-forms-from-kyc';
import { TODAY, validKyc, type Kyc } from './fixtures';

const ajv = registerFormats(new Ajv2020(AJV_OPTIONS), { today: () => TODAY });
const NOW = new Date('2025-03-10T09:30:00.000Z');

/** [instancePath, message id] of each error of `data` against the template of `templateId`. */
function errorsOf(templateId: string, data: unknown): [string, string][] {
  const template = complianceFormTemplate(templateId)!;
  const validate = ajv.getSchema(template.schema.$id as string) ?? ajv.compile(template.schema);
  validate(data);
  return fieldErrors(validate.errors, template.schema)
    .map((error): [string, string] => [error.instancePath, error.messageId])
    .sort((a, b) => (a[0] + a[1]).localeCompare(b[0] + b[1]));
}

function generated(change: (kyc: Kyc) => void = () => undefined) {
  const kyc = validKyc();
  change(kyc);
  const [declaration, classification] = formsFromKyc(kyc as unknown as Record<string, unknown>, NOW);
  return { declaration: declaration!, classification: classification! };
}

describe('the compliance form templates', () => {
  it('one per form kind, with the ids formsFromKyc writes', () => {
    expect(COMPLIANCE_FORM_TEMPLATES.map((template) => [template.kind, template.id])).toEqual(
      Object.entries(TEMPLATE_IDS),
    );
    const { declaration, classification } = generated();
    expect(declaration.templateId).toBe(TEMPLATE_IDS['aml-kyc-declaration']);
    expect(classification.templateId).toBe(TEMPLATE_IDS['investor-classification']);
    expect(complianceFormTemplate('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it("formsFromKyc's forms for the valid KYC validate against their templates", () => {
    const { declaration, classification } = generated();
    expect(declaration.data).toMatchObject({ fullName: 'Jan Kowalski', pesel: '44051401359', pepFunctions: 1 });
    expect(errorsOf(declaration.templateId, declaration.data)).toEqual([]);
    // 100 000 EUR planned: one criterion met, a retail client.
    expect(classification.data).toMatchObject({ criteriaMet: 1, classification: 'retail' });
    expect(errorsOf(classification.templateId, classification.data)).toEqual([]);
  });

  it('also without a PESEL (a foreigner) and as a qualified investor', () => {
    const { declaration } = generated((kyc) => {
      delete (kyc.personal as Partial<Kyc['personal']>).pesel;
      kyc.personal.citizenships = ['DE'];
    });
    expect(declaration.data.pesel).toBe('');
    expect(errorsOf(declaration.templateId, declaration.data)).toEqual([]);

    const { classification } = generated((kyc) => {
      Object.assign(kyc, { qualifiedInvestor: { portfolioOver500kEur: true } });
    });
    expect(classification.data).toMatchObject({ criteriaMet: 2, classification: 'qualified' });
    expect(errorsOf(classification.templateId, classification.data)).toEqual([]);
  });

  it('the declaration: a wrong PESEL, one that contradicts the birth date, an unknown origin, a missing field', () => {
    const { declaration } = generated();
    const id = declaration.templateId;
    expect(errorsOf(id, { ...declaration.data, pesel: '44051401358' })).toEqual([['/pesel', 'validation.pesel']]);
    expect(errorsOf(id, { ...declaration.data, birthDate: '1944-05-15' })).toEqual([
      ['/pesel', 'validation.peselBirthDate'],
    ]);
    expect(errorsOf(id, { ...declaration.data, originOfFunds: ['Lottery'] })).toEqual([
      ['/originOfFunds/0', 'validation.enum'],
    ]);
    const { usPerson: _usPerson, ...withoutUsPerson } = declaration.data;
    expect(errorsOf(id, { ...withoutUsPerson, extra: 1 })).toEqual([
      ['/usPerson', 'validation.required'],
      ['', 'validation.additionalProperties'],
    ]);
  });

  it('the classification: fixed thresholds, criteria met counted, the classification that follows', () => {
    const { classification } = generated();
    const id = classification.templateId;
    const data = classification.data as Record<string, Record<string, unknown>>;
    expect(errorsOf(id, { ...data, thresholds: { ...data.thresholds, portfolioEur: 100 } })).toEqual([
      ['/thresholds/portfolioEur', 'validation.const'],
    ]);
    expect(errorsOf(id, { ...data, criteriaMet: 2, classification: 'qualified' })).toEqual([
      ['/criteriaMet', 'validation.countOfTrue'],
    ]);
    expect(errorsOf(id, { ...data, classification: 'qualified' })).toEqual([
      ['/classification', 'validation.investorClassification'],
    ]);
  });
});
