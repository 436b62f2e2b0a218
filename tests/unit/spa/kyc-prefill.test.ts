// The starting data of a new onboarding KYC (src/features/onboarding/kyc-prefill.ts): the server's prefill and its
// read-only fields win over the last lead form, which fills only the personal fields it has values for.
import { describe, expect, it } from 'vitest';
import type { KycRequestParameters, LeadForm } from '#generated/api/model';
import { newKycData } from '../../../src/features/onboarding/kyc-prefill';

const DECLARATIONS = { isPep: false, beneficialOwnerIsPep: false, usPerson: false, solelyOwnBehalf: false };

const leadForm: LeadForm = {
  id: '5f0c1d2e-0000-4000-8000-0000000000aa',
  submittedAt: '2026-11-23T10:00:00Z',
  firstName: 'Janek',
  lastName: 'Kowalsky',
  email: 'jan@example.com',
  phone: null,
  campaignId: null,
};

function parameters(prefill: Record<string, unknown>, readOnlyFields: string[] = []): KycRequestParameters {
  return {
    formType: 'natural-person',
    identityVerification: {
      status: 'approved',
      verifiedAt: null,
      redirectUrl: null,
      startedAt: null,
      expiresAt: null,
      rejectionReason: null,
      mismatchedField: null,
    },
    prefill,
    readOnlyFields,
  };
}

describe('newKycData', () => {
  it('without a lead form: the server’s prefill and the declarations at "no"', () => {
    expect(newKycData(parameters({ personal: { firstName: 'Jan' } }), undefined)).toEqual({
      personal: { firstName: 'Jan' },
      declarations: DECLARATIONS,
    });
    expect(newKycData(null, undefined)).toEqual({ declarations: DECLARATIONS });
  });

  it('the lead form fills the personal fields the server left empty; a missing phone stays empty', () => {
    expect(newKycData(parameters({}), leadForm)).toEqual({
      personal: { firstName: 'Janek', lastName: 'Kowalsky', email: 'jan@example.com' },
      declarations: DECLARATIONS,
    });
  });

  it('the verified values win, and a read-only field is never taken from the lead form', () => {
    const data = newKycData(
      parameters({ personal: { firstName: 'Jan' } }, ['/personal/firstName', '/personal/lastName']),
      leadForm,
    );
    expect(data.personal).toEqual({ firstName: 'Jan', email: 'jan@example.com' });
  });
});
