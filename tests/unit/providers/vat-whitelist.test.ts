import { describe, expect, it } from 'vitest';
import { isValidNrb } from '#schemas/formats';
import { createSandboxCompanyRegister } from '../../../server/src/providers/company-register';
import { createSandboxVatWhiteList, WhiteListError } from '../../../server/src/providers/vat-whitelist';

const clock = () => new Date('2026-11-23T23:30:00Z'); // already 24.11 in Warsaw
const whiteList = createSandboxVatWhiteList(clock);

async function errorOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error instanceof WhiteListError ? error.toJSON() : error;
  }
  throw new Error('expected a WhiteListError');
}

describe('sandbox VAT white list: search by NIP', () => {
  it('returns an active VAT payer with its accounts, consistent with the KRS sandbox', async () => {
    const result = await whiteList.lookupByNip('5251000017', '2026-11-23');
    expect(result.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.requestDateTime).toBe('24-11-2026 00:30:00');
    expect(result.subject).toMatchObject({
      name: 'PRZYKŁADOWE INWESTYCJE SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
      nip: '5251000017',
      statusVat: 'Czynny',
      regon: '149000013',
      krs: '0000900001',
      workingAddress: 'UL. MARSZAŁKOWSKA 100/12, 00-026 WARSZAWA',
      accountNumbers: ['81109010140000071219800001', '54109010140000071219800002'],
      hasVirtualAccounts: false,
    });
    for (const account of result.subject?.accountNumbers ?? []) expect(isValidNrb(account)).toBe(true);
    const krs = await createSandboxCompanyRegister(clock).lookup(result.subject?.krs ?? '');
    expect(krs.outcome === 'found' && krs.company.nip).toBe('5251000017');
  });

  it('reports the exempt and the unregistered statuses', async () => {
    expect((await whiteList.lookupByNip('5251000023', '2026-11-23')).subject?.statusVat).toBe('Zwolniony');
    const unregistered = await whiteList.lookupByNip('5251000046', '2026-11-23');
    expect(unregistered.subject).toMatchObject({ statusVat: 'Niezarejestrowany', accountNumbers: [] });
  });

  it('returns subject null for a valid NIP nobody has, and for a day before the company existed', async () => {
    expect((await whiteList.lookupByNip('5251000052', '2026-11-23')).subject).toBeNull();
    expect((await whiteList.lookupByNip('5251000046', '2024-06-02')).subject).toBeNull();
  });

  it.each([
    ['', '2026-11-23', 'WL-112'],
    ['525100001', '2026-11-23', 'WL-113'],
    ['525100001A', '2026-11-23', 'WL-114'],
    ['5251000018', '2026-11-23', 'WL-115'],
    ['5251000017', '', 'WL-101'],
    ['5251000017', '23.11.2026', 'WL-102'],
    ['5251000017', '2026-02-30', 'WL-102'],
    ['5251000017', '2026-11-25', 'WL-103'],
  ])('refuses nip "%s" date "%s" with %s', async (nip, date, code) => {
    expect(await errorOf(whiteList.lookupByNip(nip, date))).toEqual({ code, message: expect.any(String) });
  });

  it('accepts today in Polish time (the clock is already the 24th in Warsaw)', async () => {
    await expect(whiteList.lookupByNip('5251000017', '2026-11-24')).resolves.toBeTruthy();
  });
});

describe('sandbox VAT white list: account check', () => {
  it('says TAK for an account on the list and NIE otherwise', async () => {
    expect(await whiteList.checkAccount('5251000017', '54109010140000071219800002', '2026-11-23')).toMatchObject({
      accountAssigned: 'TAK',
    });
    expect(await whiteList.checkAccount('5251000023', '54109010140000071219800002', '2026-11-23')).toMatchObject({
      accountAssigned: 'NIE',
    });
  });

  it('says NIE for a NIP that is not in the register at all', async () => {
    expect(await whiteList.checkAccount('5251000052', '81109010140000071219800001', '2026-11-23')).toMatchObject({
      accountAssigned: 'NIE',
    });
  });

  it.each([
    ['', 'WL-108'],
    ['8110901014000007121980000', 'WL-109'],
    ['8110901014000007121980000X', 'WL-110'],
    ['81109010140000071219800002', 'WL-111'],
  ])('refuses account "%s" with %s', async (nrb, code) => {
    expect(await errorOf(whiteList.checkAccount('5251000017', nrb, '2026-11-23'))).toMatchObject({ code });
  });
});
