// The sandboxes' fixed companies must pass the same checks our forms apply, or a demo would fail on its own data.
import { describe, expect, it } from 'vitest';
import { isValidKrs, isValidNip, isValidNrb, isValidRegon } from '#schemas/formats';
import { SANDBOX_COMPANIES, SANDBOX_KRS_UNDER_MAINTENANCE } from '../../../server/src/providers/sandbox-companies';

describe('sandbox companies', () => {
  it.each(SANDBOX_COMPANIES.map((company) => [company.name, company] as const))(
    '%s has a valid KRS, NIP, REGON and NRB accounts',
    (_name, company) => {
      expect(isValidKrs(company.krs)).toBe(true);
      expect(isValidNip(company.nip)).toBe(true);
      expect(isValidRegon(company.regon)).toBe(true);
      for (const account of company.vat.accounts) expect(isValidNrb(account)).toBe(true);
    },
  );

  it('are distinct and do not use the maintenance number', () => {
    const krs = SANDBOX_COMPANIES.map((company) => company.krs);
    expect(new Set(krs).size).toBe(krs.length);
    expect(new Set(SANDBOX_COMPANIES.map((company) => company.nip)).size).toBe(krs.length);
    expect(krs).not.toContain(SANDBOX_KRS_UNDER_MAINTENANCE);
    expect(new Set(SANDBOX_COMPANIES.map((company) => company.vat.status))).toEqual(
      new Set(['Czynny', 'Zwolniony', 'Niezarejestrowany']),
    );
  });
});
