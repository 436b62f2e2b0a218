/** Shared fixtures for the schema tests: a complete, valid KYC natural-person document. */
import fs from 'node:fs';
import path from 'node:path';

export const TODAY = '2025-03-10';
// import.meta.dirname, not __dirname: the fixtures are also loaded as ES modules outside vitest (npm run bench).
export const SCHEMAS_DIR = path.resolve(import.meta.dirname, '../../../schemas');

export function readJson<T = Record<string, unknown>>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(SCHEMAS_DIR, file), 'utf8')) as T;
}

export const FORM_NAMES = [
  'login',
  'two-factor',
  'investor-token-request',
  'set-password',
  'advisor',
  'invitation',
  'kyc-invitation',
  'investment',
  'kyc-natural-person',
  'campaign',
  'compliance/aml-kyc-declaration',
  'compliance/investor-classification',
] as const;

export function validKyc() {
  return {
    personal: {
      title: 'Mr',
      firstName: 'Jan',
      middleName: 'Maria',
      lastName: 'Kowalski',
      fatherName: 'Adam',
      motherName: 'Ewa',
      birthDate: '1944-05-14',
      birthPlace: 'Kraków',
      birthCountry: 'PL',
      citizenships: ['PL', 'DE'],
      pesel: '44051401359',
      email: 'jan.kowalski@example.com',
      phone: '+48 600 700 800',
    },
    identityDocument: {
      type: 'ID_CARD',
      number: 'ABC123456',
      issueDate: '2020-01-15',
      expiryDate: '2030-01-15',
      expiryIndefinite: false,
      issuingCountry: 'PL',
    },
    tax: {
      taxResidenceCountry: 'PL',
      taxNumbers: { main: '44051401359', others: [{ country: 'DE', number: '12345678901' }] },
    },
    addresses: {
      residentialAddress: {
        street: 'Marszałkowska',
        house: '1',
        flat: '2',
        voivodeship: 'mazowieckie',
        county: 'Warszawa',
        commune: 'Warszawa',
        city: 'Warszawa',
        postalCode: '00-950',
        country: 'PL',
      },
      mailingAddress: { street: 'Unter den Linden', house: '5', city: 'Berlin', postalCode: '10117', country: 'DE' },
    },
    occupation: {
      maritalStatus: 'Married',
      propertyRegime: 'separate',
      profession: 'Engineer',
      industries: ['IT'],
      coreBusiness: 'Software development',
    },
    finances: {
      bankAccounts: [
        {
          country: 'PL',
          city: 'Warszawa',
          swift: 'BPKOPLPW',
          number: 'PL61 1090 1014 0000 0712 1981 2874',
          owner: 'Jan Kowalski',
          bankName: 'Bank',
        },
        { country: 'DE', number: 'DE89370400440532013000', owner: 'Jan Kowalski' },
      ],
      originOfFunds: [
        {
          type: 'SavingsFromEarnings',
          receivedValue: 250000,
          receivedYear: 2020,
          supportingDocuments: ['3f2b8c1e-2d4a-4c6b-9f1e-1a2b3c4d5e6f'],
        },
      ],
      plannedCommitmentValue: { amount: 100000, currency: 'EUR' },
    },
    exposure: {
      beneficialOwners: [
        {
          firstName: 'Anna',
          lastName: 'Kowalska',
          birthDate: '1950-02-03',
          citizenship: 'PL',
          email: 'anna@example.com',
        },
      ],
      pepFunctions: [
        {
          function: 'Mayor',
          startDate: '2010-01-01',
          endDate: '2014-12-31',
          status: 'FormerOver12Months',
          relationship: 'FamilyMember',
        },
      ],
      sanctions: [
        { regime: 'EU', country: 'RU', description: 'Past supplier', percentage: 33.33 },
        { regime: 'UN', country: 'IR', percentage: 33.33 },
        { regime: 'OFAC', country: 'CU', percentage: 33.34 },
      ],
    },
    declarations: {
      originOfFunds: ['ProfessionalEarnings', 'Other'],
      originOfFundsOther: 'Sale of a car',
      isPep: false,
      beneficialOwnerIsPep: false,
      bankAccount: {
        iban: 'PL61109010140000071219812874',
        owner: 'Jan Kowalski',
        swift: 'BPKOPLPW',
        bankName: 'Bank',
        city: 'Warszawa',
      },
      usPerson: true,
      usTin: '123-45-6789',
      solelyOwnBehalf: true,
      sanctionsTargeted: { answer: false },
      sanctionedPartiesBusiness: { answer: false },
      sanctionedCountriesPresence: { answer: true, detail: 'A branch office in Cuba until 2019.' },
      sanctionedCountriesExposure: { answer: false },
      venezuelaGovernmentBusiness: { answer: false },
      countryContributions: { iran: 10, northKorea: 0, syria: 0, crimeaDonetsk: 0, cuba: 40, russia: 50 },
      acknowledgement: true,
    },
  };
}

export type Kyc = ReturnType<typeof validKyc>;
