/** The investor's declaration shows what the earlier KYC steps gave: "I am a PEP" from the PEP functions. */
import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { createRjsfValidator } from '#schemas/formats/rjsf-validator';
import { declarationFromExposure, withDerivedDeclarations } from '#schemas/kyc-declarations';
import { TODAY, readJson, validKyc } from './fixtures';

const kycSchema = readJson('kyc-natural-person.schema.json') as RJSFSchema;

const pep = (status: string, relationship: string) => ({
  function: 'Mayor',
  startDate: '2010-01-01',
  ...(status !== 'Current' && { endDate: '2014-12-31' }),
  status,
  relationship,
});

describe('the declaration’s "I am a PEP"', () => {
  it('is yes for the investor’s own function held now or ended within 12 months, no otherwise', () => {
    expect(declarationFromExposure({ pepFunctions: [pep('Current', 'Self')] })).toEqual({ isPep: true });
    expect(declarationFromExposure({ pepFunctions: [pep('FormerWithin12Months', 'Self')] })).toEqual({ isPep: true });
    expect(declarationFromExposure({ pepFunctions: [pep('FormerOver12Months', 'Self')] })).toEqual({ isPep: false });
    expect(declarationFromExposure({ pepFunctions: [pep('Current', 'FamilyMember')] })).toEqual({ isPep: false });
    expect(declarationFromExposure({ pepFunctions: [pep('Current', 'CloseAssociate')] })).toEqual({ isPep: false });
    expect(declarationFromExposure({ pepFunctions: [] })).toEqual({ isPep: false });
    expect(declarationFromExposure({})).toEqual({ isPep: false });
    expect(declarationFromExposure(undefined)).toEqual({});
  });

  it('a KYC that says "not a PEP" beside a current function of the investor is stored as a PEP, and stays valid', () => {
    const kyc = validKyc();
    kyc.exposure.pepFunctions = [...kyc.exposure.pepFunctions, pep('Current', 'Self') as never];
    kyc.declarations.isPep = false;
    const derived = withDerivedDeclarations(kyc);
    expect(derived.declarations.isPep).toBe(true);
    expect(derived.exposure).toEqual(kyc.exposure);
    const { errors } = createRjsfValidator('pl', { today: () => TODAY }).validateFormData(derived, kycSchema);
    expect(errors).toEqual([]);
  });
});
