// The choices of the natural-person KYC form (getNaturalPersonKycFormParameters, and inside the public KYC request):
// built once per process, the same for every tenant.
// - The schema's own enumerations (titles, document types, marital statuses, property regimes, origin-of-funds
//   types) take their labels from the ids the form's uiSchema names (`ui:enumNames`), in locales/pl.json and
//   en.json: the form and this answer never say two different things.
// - Countries: ISO 3166-1 alpha-2 with Polish names only (docs/product/branding.md: country names are shown only for
//   Polish; the contract's LocalizedText falls back to pl).
// - Industries (PKD 2007 sections, plus "not working"), PEP functions (art. 2(2)(11) of the Polish AML act) and the
//   16 voivodeships are lists of this module. The industries are the form's options: `occupation.industries`
//   accepts only their values (kyc-form-validation.ts).
import type { Choice, KycFormParameters } from '#generated/api/model';
import { countryChoices } from '#schemas/display-format';
import { kycNaturalPersonSchema, kycNaturalPersonUiSchema } from '#schemas/schema-tools';
import { localeMessages, type LocaleMessages as Messages } from '../../i18n/locale-messages';

const choice = (value: string, pl: string, en?: string): Choice => ({ value, label: en ? { pl, en } : { pl } });

type JsonObject = Record<string, unknown>;
const at = (node: unknown, path: readonly string[]): JsonObject => {
  let current = node;
  for (const segment of path) current = (current as JsonObject)[segment];
  return current as JsonObject;
};

/** The enumeration at `path` of the KYC schema with the labels its uiSchema names. */
function enumChoices(path: readonly string[], messages: { pl: Messages; en: Messages }): Choice[] {
  const schemaPath = path.flatMap((segment) => (segment === 'items' ? [segment] : ['properties', segment]));
  const values = at(kycNaturalPersonSchema, schemaPath).enum as string[];
  const ids = at(kycNaturalPersonUiSchema, path)['ui:enumNames'] as string[];
  return values.map((value, index) => {
    const id = ids[index] ?? '';
    return choice(value, messages.pl[id] ?? value, messages.en[id]);
  });
}

const INDUSTRIES: readonly (readonly [string, string, string])[] = [
  ['AGRICULTURE', 'Rolnictwo, leśnictwo, łowiectwo i rybactwo', 'Agriculture, forestry and fishing'],
  ['MINING', 'Górnictwo i wydobywanie', 'Mining and quarrying'],
  ['MANUFACTURING', 'Przetwórstwo przemysłowe', 'Manufacturing'],
  ['ENERGY', 'Wytwarzanie i zaopatrywanie w energię elektryczną, gaz i ciepło', 'Electricity, gas and heat supply'],
  [
    'WATER_WASTE',
    'Dostawa wody, gospodarowanie ściekami i odpadami, rekultywacja',
    'Water supply, sewerage, waste management and remediation',
  ],
  ['CONSTRUCTION', 'Budownictwo', 'Construction'],
  ['TRADE', 'Handel hurtowy i detaliczny, naprawa pojazdów', 'Wholesale and retail trade, repair of vehicles'],
  ['TRANSPORT', 'Transport i gospodarka magazynowa', 'Transportation and storage'],
  ['ACCOMMODATION_FOOD', 'Zakwaterowanie i gastronomia', 'Accommodation and food services'],
  ['INFORMATION_COMMUNICATION', 'Informacja i komunikacja', 'Information and communication'],
  ['FINANCE_INSURANCE', 'Działalność finansowa i ubezpieczeniowa', 'Financial and insurance activities'],
  ['REAL_ESTATE', 'Obsługa rynku nieruchomości', 'Real estate activities'],
  [
    'PROFESSIONAL_SCIENTIFIC',
    'Działalność profesjonalna, naukowa i techniczna',
    'Professional, scientific and technical activities',
  ],
  ['ADMINISTRATIVE_SUPPORT', 'Usługi administrowania i działalność wspierająca', 'Administrative and support services'],
  ['PUBLIC_ADMINISTRATION', 'Administracja publiczna i obrona narodowa', 'Public administration and defence'],
  ['EDUCATION', 'Edukacja', 'Education'],
  ['HEALTH_SOCIAL', 'Opieka zdrowotna i pomoc społeczna', 'Human health and social work'],
  ['ARTS_RECREATION', 'Kultura, rozrywka i rekreacja', 'Arts, entertainment and recreation'],
  ['OTHER_SERVICES', 'Pozostała działalność usługowa', 'Other service activities'],
  ['EXTRATERRITORIAL', 'Organizacje eksterytorialne', 'Extraterritorial organisations'],
  ['NOT_WORKING', 'Nie pracuję zawodowo (np. emeryt, student)', 'Not working (e.g. retired, student)'],
];

const PEP_FUNCTIONS: readonly (readonly [string, string, string])[] = [
  [
    'HEAD_OF_STATE_OR_GOVERNMENT',
    'Szef państwa, szef rządu, minister, wiceminister lub sekretarz stanu',
    'Head of state, head of government, minister, deputy minister or secretary of state',
  ],
  [
    'MEMBER_OF_PARLIAMENT',
    'Członek parlamentu lub podobnego organu ustawodawczego',
    'Member of parliament or a similar legislative body',
  ],
  [
    'PARTY_GOVERNING_BODY',
    'Członek organu zarządzającego partii politycznej',
    'Member of the governing body of a political party',
  ],
  [
    'SUPREME_COURT',
    'Członek sądu najwyższego, trybunału konstytucyjnego lub innego sądu wysokiego szczebla',
    'Member of a supreme court, constitutional court or other high-level judicial body',
  ],
  [
    'AUDIT_OFFICE_OR_CENTRAL_BANK',
    'Członek trybunału obrachunkowego lub zarządu banku centralnego',
    'Member of a court of auditors or of the board of a central bank',
  ],
  [
    'AMBASSADOR_OR_OFFICER',
    'Ambasador, chargé d’affaires lub wyższy oficer sił zbrojnych',
    'Ambassador, chargé d’affaires or high-ranking officer of the armed forces',
  ],
  [
    'STATE_ENTERPRISE_BODY',
    'Członek organu zarządzającego lub nadzorczego przedsiębiorstwa państwowego',
    'Member of a management or supervisory body of a state-owned enterprise',
  ],
  [
    'INTERNATIONAL_ORGANISATION',
    'Dyrektor, zastępca dyrektora lub członek zarządu organizacji międzynarodowej',
    'Director, deputy director or board member of an international organisation',
  ],
  ['OTHER', 'Inne eksponowane stanowisko publiczne', 'Other prominent public function'],
];

const VOIVODESHIPS = [
  'dolnośląskie',
  'kujawsko-pomorskie',
  'lubelskie',
  'lubuskie',
  'łódzkie',
  'małopolskie',
  'mazowieckie',
  'opolskie',
  'podkarpackie',
  'podlaskie',
  'pomorskie',
  'śląskie',
  'świętokrzyskie',
  'warmińsko-mazurskie',
  'wielkopolskie',
  'zachodniopomorskie',
];

function build(): KycFormParameters {
  const messages = { pl: localeMessages('pl'), en: localeMessages('en') };
  return {
    // The platform's one country list (schemas/display-format), with its Polish names only (see above).
    countries: countryChoices().map((country) => ({ value: country.value, label: { pl: country.label.pl } })),
    documentTypes: enumChoices(['identityDocument', 'type'], messages),
    titles: enumChoices(['personal', 'title'], messages),
    maritalStatuses: enumChoices(['occupation', 'maritalStatus'], messages),
    propertyRegimes: enumChoices(['occupation', 'propertyRegime'], messages),
    industries: INDUSTRIES.map(([value, pl, en]) => choice(value, pl, en)),
    originOfFundsTypes: enumChoices(['finances', 'originOfFunds', 'items', 'type'], messages),
    pepFunctions: PEP_FUNCTIONS.map(([value, pl, en]) => choice(value, pl, en)),
    voivodeships: VOIVODESHIPS.map((name) => choice(name, name, name)),
  };
}

let cached: KycFormParameters | null = null;

/** The parameters (the same object every time: callers must not change it). */
export function kycFormParameters(): KycFormParameters {
  cached ??= build();
  return cached;
}

/** The values `occupation.industries` accepts. */
export const INDUSTRY_VALUES: ReadonlySet<string> = new Set(INDUSTRIES.map(([value]) => value));
