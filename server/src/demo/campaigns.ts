// Demo campaigns (DEMO_DATA only): the demo tenant gets an active debt campaign in PLN with two bond series
// (fixed and variable), an active equity campaign in EUR, a scheduled and a completed campaign; the navy tenant
// one active campaign. Dates are relative to the seeding day, so the statuses are true on a fresh demo. Each
// campaign has a generated PDF document. Fixed ids (DEMO_CAMPAIGNS) let other demo data (offers) and tests find
// them. Idempotent: a campaign that exists is left as it is, also in a database seeded before campaigns existed.
import type { CampaignData } from '#generated/api/model';
import { addDays, todayIso } from '#schemas/formats/date';
import type { Database } from '../db/open-db';
import { campaignIdExists, insertCampaignIfMissing } from '../modules/back-office';
import { findTenantIdByConfigurationId } from '../modules/branding';
import type { FileStorage } from '../providers/storage';
import { renderLegalPdf } from './pdf';

/** The ids of the demo campaigns and their products (fixed, so other seeders and tests can use them). */
export const DEMO_CAMPAIGNS = {
  demo: {
    /** Active debt campaign in PLN: a fixed 9 % quarterly 24-month series and a WIBOR 6M + 3.5 % series. */
    debt: {
      id: '03436514-3aec-4357-b6d7-078e4456c867',
      products: {
        fixed: '0f29f0da-a892-438f-adf8-68aac75646bc',
        variable: '6aa9bf66-8fe5-460f-986a-8171a5aa274f',
      },
      documentId: '93898ef2-b4f0-46c6-b868-95b7193be8d4',
    },
    /** Active equity campaign in EUR. */
    equity: {
      id: '5f94fef7-f7ae-4e50-afef-64653b705177',
      products: { shares: 'e3715be7-b84f-4751-9e33-928b0e4703f4' },
      documentId: '08441389-43d3-48f4-accb-dbe9e4074897',
    },
    /** Starts in two weeks. */
    scheduled: {
      id: 'fc34e6fb-65df-450e-9b9c-81d2afc082d2',
      products: { fixed: '767e86d1-f64b-4c38-97e7-74954dd810c7' },
      documentId: '9042c5bd-3ed4-4538-846b-ea2d25977875',
    },
    /** Ended a month ago. */
    completed: {
      id: '8b71067d-c34a-4336-8971-4269bc138e21',
      products: { fixed: '5b13c435-e3ee-44e0-9496-c0e3d8c8f055' },
      documentId: '56cbb76d-5e0d-428f-a420-e96c77bfe37b',
    },
  },
  navy: {
    /** Active debt campaign in PLN. */
    active: {
      id: '1f20776b-081b-48bc-85bc-50e48b6697b7',
      products: { fixed: '964dfb1f-5bfc-4704-9778-2bc8076a5692' },
      documentId: '753f0352-36ae-4ee6-a29b-f275828a2d8e',
    },
  },
} as const;

type Currency = 'PLN' | 'EUR' | 'USD';

interface DemoProduct {
  id: string;
  code: string;
  name: { pl: string; en: string };
  interest:
    | { type: 'Fixed'; rate: string; frequency: 'Monthly' | 'Quarterly' | 'Semi-annually' | 'Annually'; term: number }
    | {
        type: 'Variable';
        reference: { name: string; value: string };
        margin: string;
        frequency: 'Semi-annually';
        term: number;
      }
    | null;
  min: string;
  max: string;
  step: string;
}

interface DemoCampaign {
  tenant: 'demo' | 'navy';
  id: string;
  type: 'debt' | 'equity';
  currency: Currency;
  /** Days from the seeding day. */
  start: number;
  end: number;
  target: string;
  data: CampaignData;
  products: DemoProduct[];
  document: { id: string; name: { pl: string; en: string }; fileName: string; paragraphs: string[] };
  bankAccount: string;
  recipient: string;
}

const DEMO_ACCOUNT = 'PL61109010140000071219812874';
const NAVY_ACCOUNT = 'PL27114020040000300201355387';

const memorandum = (issuer: string, subject: string): string[] => [
  `Niniejsze memorandum informacyjne opisuje ofertę ${subject} emitenta ${issuer}. Dokument ma charakter demonstracyjny i nie stanowi oferty w rozumieniu przepisów prawa.`,
  'Inwestycja wiąże się z ryzykiem, w tym z ryzykiem utraty części lub całości zainwestowanych środków. Przed podjęciem decyzji należy zapoznać się z czynnikami ryzyka.',
  'Środki z emisji zostaną przeznaczone na cele opisane w warunkach emisji. Emitent będzie informował inwestorów o istotnych zdarzeniach.',
  'Wypłaty świadczeń następują na rachunek bankowy wskazany przez inwestora w formularzu inwestycyjnym.',
];

const CAMPAIGNS: DemoCampaign[] = [
  {
    tenant: 'demo',
    id: DEMO_CAMPAIGNS.demo.debt.id,
    type: 'debt',
    currency: 'PLN',
    start: -20,
    end: 70,
    target: '5000000.00',
    bankAccount: DEMO_ACCOUNT,
    recipient: 'Zielona Energia Obligacje sp. z o.o.',
    data: {
      translations: {
        pl: {
          name: 'Obligacje Zielona Energia 2026',
          shortDescription: 'Obligacje na budowę farm fotowoltaicznych w Wielkopolsce.',
          description:
            '## Cel emisji\n\nŚrodki sfinansują budowę **trzech farm fotowoltaicznych** o łącznej mocy 12 MW.\n\n## Zabezpieczenie\n\n- zastaw rejestrowy na udziałach spółek projektowych\n- oświadczenie o poddaniu się egzekucji\n\nWięcej w [memorandum informacyjnym](#documents).',
          issuerName: 'Zielona Energia Obligacje sp. z o.o.',
          highlights: ['Seria A: stałe 9% w skali roku', 'Seria B: WIBOR 6M + 3,5%', 'Od 1 000 zł'],
        },
        en: {
          name: 'Green Energy Bonds 2026',
          shortDescription: 'Bonds financing photovoltaic farms in Greater Poland.',
          description:
            '## Purpose\n\nThe proceeds finance **three photovoltaic farms** of 12 MW in total.\n\n## Security\n\n- registered pledge on the project companies’ shares\n- submission to enforcement\n\nSee the [information memorandum](#documents).',
          issuerName: 'Zielona Energia Obligacje sp. z o.o.',
          highlights: ['Series A: fixed 9% a year', 'Series B: WIBOR 6M + 3.5%', 'From PLN 1,000'],
        },
      },
    },
    products: [
      {
        id: DEMO_CAMPAIGNS.demo.debt.products.fixed,
        code: 'ZE-A24',
        name: { pl: 'Seria A (stałe oprocentowanie)', en: 'Series A (fixed rate)' },
        interest: { type: 'Fixed', rate: '9', frequency: 'Quarterly', term: 24 },
        min: '1000.00',
        max: '500000.00',
        step: '1000.00',
      },
      {
        id: DEMO_CAMPAIGNS.demo.debt.products.variable,
        code: 'ZE-B36',
        name: { pl: 'Seria B (zmienne oprocentowanie)', en: 'Series B (variable rate)' },
        interest: {
          type: 'Variable',
          reference: { name: 'WIBOR 6M', value: '5.85' },
          margin: '3.5',
          frequency: 'Semi-annually',
          term: 36,
        },
        min: '1000.00',
        max: '500000.00',
        step: '1000.00',
      },
    ],
    document: {
      id: DEMO_CAMPAIGNS.demo.debt.documentId,
      name: { pl: 'Memorandum informacyjne', en: 'Information memorandum' },
      fileName: 'memorandum-zielona-energia.pdf',
      paragraphs: memorandum('Zielona Energia Obligacje sp. z o.o.', 'obligacji serii A i B'),
    },
  },
  {
    tenant: 'demo',
    id: DEMO_CAMPAIGNS.demo.equity.id,
    type: 'equity',
    currency: 'EUR',
    start: -10,
    end: 80,
    target: '2000000.00',
    bankAccount: DEMO_ACCOUNT,
    recipient: 'Nordic Logistics S.A.',
    data: {
      translations: {
        pl: {
          name: 'Akcje Nordic Logistics',
          shortDescription: 'Udział w rozwoju sieci magazynów miejskich.',
          description:
            '## O spółce\n\nNordic Logistics buduje **magazyny miejskie** dla handlu internetowego w Polsce i krajach bałtyckich.\n\n## Emisja\n\nAkcje serii C, cena emisyjna 50 EUR.',
          issuerName: 'Nordic Logistics S.A.',
          highlights: ['12 magazynów w 2027', 'Od 5 000 EUR', 'Akcje serii C'],
        },
        en: {
          name: 'Nordic Logistics shares',
          shortDescription: 'A stake in a growing network of urban warehouses.',
          description:
            '## The company\n\nNordic Logistics builds **urban warehouses** for e-commerce in Poland and the Baltics.\n\n## The issue\n\nSeries C shares at EUR 50 each.',
          issuerName: 'Nordic Logistics S.A.',
          highlights: ['12 warehouses by 2027', 'From EUR 5,000', 'Series C shares'],
        },
      },
    },
    products: [
      {
        id: DEMO_CAMPAIGNS.demo.equity.products.shares,
        code: 'NL-C',
        name: { pl: 'Akcje serii C', en: 'Series C shares' },
        interest: null,
        min: '5000.00',
        max: '250000.00',
        step: '500.00',
      },
    ],
    document: {
      id: DEMO_CAMPAIGNS.demo.equity.documentId,
      name: { pl: 'Dokument ofertowy', en: 'Offering document' },
      fileName: 'dokument-ofertowy-nordic-logistics.pdf',
      paragraphs: memorandum('Nordic Logistics S.A.', 'akcji serii C'),
    },
  },
  {
    tenant: 'demo',
    id: DEMO_CAMPAIGNS.demo.scheduled.id,
    type: 'debt',
    currency: 'PLN',
    start: 14,
    end: 104,
    target: '3000000.00',
    bankAccount: DEMO_ACCOUNT,
    recipient: 'Mieszkania Na Wynajem sp. z o.o.',
    data: {
      translations: {
        pl: {
          name: 'Obligacje Mieszkania Na Wynajem',
          shortDescription: 'Finansowanie zakupu mieszkań na wynajem w Krakowie.',
          description: '## Cel emisji\n\nZakup **40 mieszkań** na wynajem długoterminowy.',
          issuerName: 'Mieszkania Na Wynajem sp. z o.o.',
          highlights: ['8,5% w skali roku', 'Wypłata co rok', '12 miesięcy'],
        },
        en: {
          name: 'Rental Flats Bonds',
          shortDescription: 'Financing rental flats in Kraków.',
          description: '## Purpose\n\nBuying **40 flats** for long-term rental.',
          issuerName: 'Mieszkania Na Wynajem sp. z o.o.',
          highlights: ['8.5% a year', 'Paid annually', '12 months'],
        },
      },
    },
    products: [
      {
        id: DEMO_CAMPAIGNS.demo.scheduled.products.fixed,
        code: 'MNW-12',
        name: { pl: 'Seria 12M', en: 'Series 12M' },
        interest: { type: 'Fixed', rate: '8.5', frequency: 'Annually', term: 12 },
        min: '1000.00',
        max: '200000.00',
        step: '1000.00',
      },
    ],
    document: {
      id: DEMO_CAMPAIGNS.demo.scheduled.documentId,
      name: { pl: 'Warunki emisji', en: 'Terms of issue' },
      fileName: 'warunki-emisji-mnw.pdf',
      paragraphs: memorandum('Mieszkania Na Wynajem sp. z o.o.', 'obligacji serii 12M'),
    },
  },
  {
    tenant: 'demo',
    id: DEMO_CAMPAIGNS.demo.completed.id,
    type: 'debt',
    currency: 'PLN',
    start: -150,
    end: -30,
    target: '1500000.00',
    bankAccount: DEMO_ACCOUNT,
    recipient: 'Agro Invest sp. z o.o.',
    data: {
      translations: {
        pl: {
          name: 'Obligacje Agro Invest 2025',
          shortDescription: 'Zakończona emisja na rozbudowę chłodni.',
          description: '## Emisja zakończona\n\nDziękujemy inwestorom. Środki sfinansowały **rozbudowę chłodni**.',
          issuerName: 'Agro Invest sp. z o.o.',
          highlights: ['10% w skali roku', 'Wypłata co miesiąc'],
        },
        en: {
          name: 'Agro Invest Bonds 2025',
          shortDescription: 'A completed issue financing cold storage.',
          description: '## The issue is closed\n\nThank you, investors. The proceeds financed **new cold storage**.',
          issuerName: 'Agro Invest sp. z o.o.',
          highlights: ['10% a year', 'Paid monthly'],
        },
      },
    },
    products: [
      {
        id: DEMO_CAMPAIGNS.demo.completed.products.fixed,
        code: 'AGRO-18',
        name: { pl: 'Seria 18M', en: 'Series 18M' },
        interest: { type: 'Fixed', rate: '10', frequency: 'Monthly', term: 18 },
        min: '1000.00',
        max: '100000.00',
        step: '500.00',
      },
    ],
    document: {
      id: DEMO_CAMPAIGNS.demo.completed.documentId,
      name: { pl: 'Memorandum informacyjne', en: 'Information memorandum' },
      fileName: 'memorandum-agro-invest.pdf',
      paragraphs: memorandum('Agro Invest sp. z o.o.', 'obligacji serii 18M'),
    },
  },
  {
    tenant: 'navy',
    id: DEMO_CAMPAIGNS.navy.active.id,
    type: 'debt',
    currency: 'PLN',
    start: -15,
    end: 75,
    target: '4000000.00',
    bankAccount: NAVY_ACCOUNT,
    recipient: 'Navy Capital Port sp. z o.o.',
    data: {
      translations: {
        pl: {
          name: 'Obligacje Port Gdynia',
          shortDescription: 'Finansowanie terminalu przeładunkowego.',
          description: '## Cel emisji\n\nRozbudowa **terminalu kontenerowego** w Gdyni.',
          issuerName: 'Navy Capital Port sp. z o.o.',
          highlights: ['8% w skali roku', 'Wypłata co kwartał', '24 miesiące'],
        },
        en: {
          name: 'Gdynia Port Bonds',
          shortDescription: 'Financing a cargo terminal.',
          description: '## Purpose\n\nExtending a **container terminal** in Gdynia.',
          issuerName: 'Navy Capital Port sp. z o.o.',
          highlights: ['8% a year', 'Paid quarterly', '24 months'],
        },
      },
    },
    products: [
      {
        id: DEMO_CAMPAIGNS.navy.active.products.fixed,
        code: 'PORT-24',
        name: { pl: 'Seria P24', en: 'Series P24' },
        interest: { type: 'Fixed', rate: '8', frequency: 'Quarterly', term: 24 },
        min: '1000.00',
        max: '300000.00',
        step: '1000.00',
      },
    ],
    document: {
      id: DEMO_CAMPAIGNS.navy.active.documentId,
      name: { pl: 'Memorandum informacyjne', en: 'Information memorandum' },
      fileName: 'memorandum-port-gdynia.pdf',
      paragraphs: memorandum('Navy Capital Port sp. z o.o.', 'obligacji serii P24'),
    },
  },
];

/** Rendered once per process (the bytes do not depend on the day): test files seed many databases. */
const renderedPdfs = new Map<string, Promise<Buffer>>();

function documentPdf(campaign: DemoCampaign): Promise<Buffer> {
  let pdf = renderedPdfs.get(campaign.id);
  if (!pdf) {
    pdf = renderLegalPdf({
      title: campaign.document.name.pl,
      tenantName: campaign.data.translations.pl.name,
      dateLine: campaign.data.translations.pl.issuerName ?? '',
      paragraphs: campaign.document.paragraphs,
    });
    renderedPdfs.set(campaign.id, pdf);
    pdf.catch(() => renderedPdfs.delete(campaign.id));
  }
  return pdf;
}

/** Seeds the demo campaigns missing in the tenants that exist; returns the ids created now. */
export async function seedDemoCampaigns(db: Database, storage: FileStorage, now: Date = new Date()): Promise<string[]> {
  const today = todayIso(now);
  const created: string[] = [];
  for (const campaign of CAMPAIGNS) {
    const tenantId = await findTenantIdByConfigurationId(db, campaign.tenant);
    if (!tenantId || (await campaignIdExists(db, campaign.id))) continue;
    const startDate = addDays(today, campaign.start);
    const bytes = await documentPdf(campaign);
    const storageKey = `campaigns/${tenantId}/${campaign.id}/documents/${campaign.document.id}`;
    await storage.put(storageKey, bytes);
    const inserted = await insertCampaignIfMissing(
      db,
      {
        id: campaign.id,
        tenantId,
        type: campaign.type,
        data: campaign.data,
        startDate,
        endDate: addDays(today, campaign.end),
        targetAmount: campaign.target,
        currency: campaign.currency,
        paymentBankAccount: campaign.bankAccount,
        paymentRecipient: campaign.recipient,
        paymentDays: 7,
        createdAt: now,
        updatedAt: now,
      },
      campaign.products.map((product) => ({
        id: product.id,
        tenantId,
        campaignId: campaign.id,
        code: product.code,
        name: product.name,
        currency: campaign.currency,
        interestType: product.interest?.type ?? null,
        interestRate: product.interest?.type === 'Fixed' ? product.interest.rate : null,
        referenceRateName: product.interest?.type === 'Variable' ? product.interest.reference.name : null,
        referenceRateValue: product.interest?.type === 'Variable' ? product.interest.reference.value : null,
        margin: product.interest?.type === 'Variable' ? product.interest.margin : null,
        paymentFrequency: product.interest?.frequency ?? null,
        dayCountConvention: 'ACT/365F' as const,
        termMonths: product.interest?.term ?? null,
        startDate,
        investmentValueMin: product.min,
        investmentValueMax: product.max,
        investmentValueStep: product.step,
        createdAt: now,
        updatedAt: now,
      })),
      [
        {
          id: campaign.document.id,
          tenantId,
          campaignId: campaign.id,
          name: campaign.document.name,
          fileName: campaign.document.fileName,
          size: bytes.length,
          storageKey,
          createdAt: now,
        },
      ],
    );
    if (inserted) created.push(campaign.id);
  }
  return created;
}
