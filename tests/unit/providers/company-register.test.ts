import { describe, expect, it } from 'vitest';
import { isValidNip, isValidRegon } from '#schemas/formats';
import {
  createSandboxCompanyRegister,
  findConsistentBoardMembers,
  interpretRegisterResponse,
  isConsistentWithMask,
} from '../../../server/src/providers/company-register';

const clock = () => new Date('2026-11-23T10:15:30Z');
const register = createSandboxCompanyRegister(clock);

describe('sandbox KRS register', () => {
  it('finds a company with the official extract shape, people masked', async () => {
    const result = await register.lookup('0000900001');
    if (result.outcome !== 'found') throw new Error(`expected found, got ${result.code}`);
    const { naglowekA, dane } = result.extract.odpis;
    expect(naglowekA).toMatchObject({
      numerKRS: '0000900001',
      dataCzasOdpisu: '23.11.2026 11:15:30',
      stanZDnia: '23.11.2026',
    });
    expect(dane.dzial1.danePodmiotu).toEqual({
      formaPrawna: 'SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
      nazwa: 'PRZYKŁADOWE INWESTYCJE SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
      identyfikatory: { regon: '14900001300000', nip: '5251000017' },
    });
    expect(dane.dzial1.siedzibaIAdres.adres).toMatchObject({
      ulica: 'UL. MARSZAŁKOWSKA',
      nrDomu: '100',
      nrLokalu: '12',
      kodPocztowy: '00-026',
      miejscowosc: 'WARSZAWA',
    });
    expect(dane.dzial1.kapital?.wysokoscKapitaluZakladowego).toEqual({ wartosc: '5000,00', waluta: 'PLN' });
    expect(dane.dzial2.reprezentacja.nazwaOrganu).toBe('ZARZĄD');
    expect(dane.dzial2.reprezentacja.sklad[0]).toEqual({
      nazwisko: { nazwiskoICzlon: 'K*******' },
      imiona: { imie: 'W*******' },
      identyfikator: { pesel: '8**********' },
      funkcjaWOrganie: 'PREZES ZARZĄDU',
      czyZawieszona: false,
    });
    // No unmasked name anywhere in what the register returns.
    expect(JSON.stringify(result.extract)).not.toMatch(/KOWALSKI|WOJCIECH|80010112345/);
  });

  it('gives the normalized view with valid NIP and a 9-digit REGON', async () => {
    const result = await register.lookup('0000900002');
    if (result.outcome !== 'found') throw new Error('expected found');
    expect(result.company).toEqual({
      krs: '0000900002',
      name: 'WZOROWA ENERGIA SPÓŁKA AKCYJNA',
      legalForm: 'SPÓŁKA AKCYJNA',
      nip: '5251000023',
      regon: '149000020',
      address: {
        street: 'UL. PIOTRKOWSKA',
        building: '45',
        unit: null,
        postalCode: '90-001',
        city: 'ŁÓDŹ',
        country: 'POLSKA',
      },
      shareCapital: { amount: '100000.00', currency: 'PLN' },
      representation: {
        body: 'ZARZĄD',
        rule: 'DWÓCH CZŁONKÓW ZARZĄDU ŁĄCZNIE LUB CZŁONEK ZARZĄDU ŁĄCZNIE Z PROKURENTEM.',
      },
      boardMembers: [
        { firstNameMasked: 'Ł*****', lastNameMasked: 'W*********', role: 'PREZES ZARZĄDU' },
        { firstNameMasked: 'E**', lastNameMasked: 'L**', role: 'WICEPREZES ZARZĄDU' },
      ],
    });
    expect(isValidNip(result.company.nip)).toBe(true);
    expect(isValidRegon(result.company.regon)).toBe(true);
  });

  it('answers not found for an unknown number', async () => {
    expect(await register.lookup('0000123456')).toEqual({ outcome: 'error', code: 'KRS_NOT_FOUND' });
  });

  it('answers REGISTER_UNAVAILABLE for the maintenance number (the register serves HTML)', async () => {
    expect(await register.lookup('0000999999')).toEqual({ outcome: 'error', code: 'REGISTER_UNAVAILABLE' });
  });

  it.each(['', '900001', '00009000011', '000090000A', ' 0000900001'])(
    'refuses the malformed number "%s"',
    async (krs) => {
      expect(await register.lookup(krs)).toEqual({ outcome: 'error', code: 'KRS_INVALID_NUMBER' });
    },
  );
});

describe('interpreting the register HTTP answer', () => {
  it.each([
    [{ status: 200, contentType: 'text/html', body: '<html>Przerwa techniczna</html>' }, 'REGISTER_UNAVAILABLE'],
    [{ status: 200, contentType: 'application/json', body: '<html>' }, 'REGISTER_UNAVAILABLE'],
    [{ status: 200, contentType: 'application/json', body: '{"unexpected":true}' }, 'REGISTER_UNAVAILABLE'],
    [{ status: 503, contentType: 'application/json', body: '{}' }, 'REGISTER_UNAVAILABLE'],
    [{ status: 500, contentType: null, body: '' }, 'REGISTER_UNAVAILABLE'],
    [{ status: 404, contentType: 'application/json', body: '' }, 'KRS_NOT_FOUND'],
  ])('%o -> %s', (response, code) => {
    expect(interpretRegisterResponse(response)).toEqual({ outcome: 'error', code });
  });
});

describe('representative check against masked names', () => {
  it('compares only the first letter (any case) and the length', () => {
    expect(isConsistentWithMask('Wojciech', 'W*******')).toBe(true);
    expect(isConsistentWithMask('Łukasz', 'Ł*****')).toBe(true);
    expect(isConsistentWithMask('łukasz', 'Ł*****')).toBe(true);
    expect(isConsistentWithMask('Lukasz', 'Ł*****')).toBe(false);
    expect(isConsistentWithMask('Wojtek', 'W*******')).toBe(false);
    expect(isConsistentWithMask('Nowak-Zielińska', 'N**************')).toBe(true);
    expect(isConsistentWithMask('', '')).toBe(false);
  });

  it('finds the board member whose first name and surname are both consistent', async () => {
    const result = await register.lookup('0000900001');
    if (result.outcome !== 'found') throw new Error('expected found');
    const members = result.company.boardMembers;
    expect(findConsistentBoardMembers({ firstName: 'Anna', lastName: 'Nowak-Zielińska' }, members)).toEqual([
      { firstNameMasked: 'A***', lastNameMasked: 'N**************', role: 'CZŁONEK ZARZĄDU' },
    ]);
    expect(findConsistentBoardMembers({ firstName: ' wojciech ', lastName: 'kowalski' }, members)).toHaveLength(1);
    // Right first name, wrong surname length; and a surname of a member with another member's first name.
    expect(findConsistentBoardMembers({ firstName: 'Anna', lastName: 'Nowak' }, members)).toEqual([]);
    expect(findConsistentBoardMembers({ firstName: 'Anna', lastName: 'Kowalski' }, members)).toEqual([]);
  });
});
