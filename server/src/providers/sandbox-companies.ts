// The fictional companies both register sandboxes know (KRS and the VAT white list answer consistently about
// them, as the real registers do). NIP and REGON carry valid check digits and the bank accounts are valid NRBs
// (tests/unit/providers/sandbox-companies.test.ts proves it with schemas/formats). Full names of board members
// are kept here only to produce the register's masked form; the sandboxes never return them unmasked.

export interface SandboxPerson {
  firstName: string;
  lastName: string;
  pesel: string;
  role: string;
}

export interface SandboxCompany {
  krs: string;
  name: string;
  legalForm: string;
  nip: string;
  regon: string;
  registeredOn: string;
  address: { street: string; building: string; unit?: string; postalCode: string; city: string };
  voivodeship: string;
  county: string;
  shareCapital: string;
  board: { body: string; rule: string; members: SandboxPerson[] };
  vat: { status: 'Czynny' | 'Zwolniony' | 'Niezarejestrowany'; accounts: string[]; registeredOn: string | null };
}

export const SANDBOX_COMPANIES: readonly SandboxCompany[] = [
  {
    krs: '0000900001',
    name: 'PRZYKŁADOWE INWESTYCJE SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
    legalForm: 'SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
    nip: '5251000017',
    regon: '149000013',
    registeredOn: '2019-03-14',
    address: { street: 'UL. MARSZAŁKOWSKA', building: '100', unit: '12', postalCode: '00-026', city: 'WARSZAWA' },
    voivodeship: 'MAZOWIECKIE',
    county: 'WARSZAWA',
    shareCapital: '5000,00',
    board: {
      body: 'ZARZĄD',
      rule: 'DO REPREZENTOWANIA SPÓŁKI UPOWAŻNIONY JEST KAŻDY CZŁONEK ZARZĄDU SAMODZIELNIE.',
      members: [
        { firstName: 'WOJCIECH', lastName: 'KOWALSKI', pesel: '80010112345', role: 'PREZES ZARZĄDU' },
        { firstName: 'ANNA', lastName: 'NOWAK-ZIELIŃSKA', pesel: '85051512346', role: 'CZŁONEK ZARZĄDU' },
      ],
    },
    vat: {
      status: 'Czynny',
      accounts: ['81109010140000071219800001', '54109010140000071219800002'],
      registeredOn: '2019-04-01',
    },
  },
  {
    krs: '0000900002',
    name: 'WZOROWA ENERGIA SPÓŁKA AKCYJNA',
    legalForm: 'SPÓŁKA AKCYJNA',
    nip: '5251000023',
    regon: '149000020',
    registeredOn: '2015-09-30',
    address: { street: 'UL. PIOTRKOWSKA', building: '45', postalCode: '90-001', city: 'ŁÓDŹ' },
    voivodeship: 'ŁÓDZKIE',
    county: 'ŁÓDŹ',
    shareCapital: '100000,00',
    board: {
      body: 'ZARZĄD',
      rule: 'DWÓCH CZŁONKÓW ZARZĄDU ŁĄCZNIE LUB CZŁONEK ZARZĄDU ŁĄCZNIE Z PROKURENTEM.',
      members: [
        { firstName: 'ŁUKASZ', lastName: 'WIŚNIEWSKI', pesel: '75122012347', role: 'PREZES ZARZĄDU' },
        { firstName: 'EWA', lastName: 'LIS', pesel: '90030312348', role: 'WICEPREZES ZARZĄDU' },
      ],
    },
    vat: { status: 'Zwolniony', accounts: ['11114020040000300200000003'], registeredOn: '2015-10-15' },
  },
  {
    krs: '0000900003',
    name: 'NOWY START PROSTA SPÓŁKA AKCYJNA',
    legalForm: 'PROSTA SPÓŁKA AKCYJNA',
    nip: '5251000046',
    regon: '149000036',
    registeredOn: '2024-06-03',
    address: { street: 'UL. FLORIAŃSKA', building: '7', postalCode: '31-019', city: 'KRAKÓW' },
    voivodeship: 'MAŁOPOLSKIE',
    county: 'KRAKÓW',
    shareCapital: '1,00',
    board: {
      body: 'ZARZĄD',
      rule: 'KAŻDY CZŁONEK ZARZĄDU SAMODZIELNIE.',
      // Jan Wiśniewski is the demo investor and Tomasz Lewandowski the navy investor (server/src/demo/users.ts):
      // the company an onboarding can load from KRS as its representative. The navy host takes companies
      // (enableLegalPerson), so the onboarding e2e loads it there.
      members: [
        { firstName: 'MARIA', lastName: 'WÓJCIK', pesel: '95070712349', role: 'CZŁONEK ZARZĄDU' },
        { firstName: 'JAN', lastName: 'WIŚNIEWSKI', pesel: '78031501236', role: 'CZŁONEK ZARZĄDU' },
        { firstName: 'TOMASZ', lastName: 'LEWANDOWSKI', pesel: '82041101236', role: 'CZŁONEK ZARZĄDU' },
      ],
    },
    vat: { status: 'Niezarejestrowany', accounts: [], registeredOn: null },
  },
];

/** A KRS number the sandbox answers like the register during maintenance (an HTML page). */
export const SANDBOX_KRS_UNDER_MAINTENANCE = '0000999999';
