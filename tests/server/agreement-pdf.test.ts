/**
 * The investment agreement PDF, read back the way a person would see it: PDF.js (tests/fixtures/pdf-reader.ts)
 * extracts the text of the rendered file, so a lost Polish glyph, a wrong amount or a missing footer shows up as missing text.
 */
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderAgreementPdf, type AgreementPdfInput } from '../../server/src/pdf/agreement-pdf';
import { pdfPageCount, pdfText } from '../fixtures/pdf-reader';

/** Text with runs of white space (layout columns, line breaks) collapsed to one space. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

// ---- a real PNG (8-bit RGB, 24×12, navy), encoded by hand: signature, IHDR, IDAT, IEND with CRC-32.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter method, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PESEL = '44051401359';

function agreement(overrides: Partial<AgreementPdfInput> = {}): AgreementPdfInput {
  return {
    locale: 'pl',
    kind: 'final',
    tenant: { name: 'Fundusz Demo', logo: null, brandColor: '#1d4ed8' },
    reference: 'A1B2C3D4',
    date: '2026-03-05',
    issuer: {
      name: 'Zielona Energia S.A.',
      address: { street: 'ul. Świętokrzyska', houseNumber: '12', postalCode: '00-916', city: 'Warszawa' },
      krs: '0000123456',
    },
    investor: {
      type: 'natural-person',
      name: 'Łukasz Żółkiewski',
      pesel: PESEL,
      address: {
        street: 'ul. Gęślą Jaźń',
        houseNumber: '7',
        flatNumber: '3',
        postalCode: '30-001',
        city: 'Kraków',
        country: 'PL',
      },
      phone: '+48 600 100 200',
      email: 'lukasz@example.com',
    },
    advisor: { name: 'Małgorzata Wiśniewska', email: 'm.wisniewska@example.com' },
    product: {
      campaignName: 'Obligacje Zielonej Energii 2026',
      name: 'Obligacje serii A',
      code: 'ZE-A-2026',
      type: 'debt',
      currency: 'PLN',
      interest: { type: 'Fixed', rate: '9.5' },
      paymentFrequency: 'Quarterly',
      dayCount: 'ACT/365F',
      termMonths: 24,
      startDate: '2026-04-01',
      maturityDate: '2028-04-01',
      description: 'Obligacje zabezpieczone hipoteką na farmie fotowoltaicznej w Łodzi.',
    },
    amount: '12345.67',
    payoutAccount: 'PL61109010140000071219812874',
    payment: {
      account: 'PL27114020040000300201355387',
      recipient: 'Zielona Energia S.A.',
      title: 'Umowa A1B2C3D4 – Łukasz Żółkiewski',
      dueDate: '2026-03-12',
    },
    consents: [
      'Oświadczam, że zapoznałem się z regulaminem i akceptuję jego treść.',
      'Wyrażam zgodę na przetwarzanie moich danych osobowych w celu zawarcia i wykonania umowy.',
    ],
    ...overrides,
  };
}

describe('renderAgreementPdf', () => {
  it('writes a Polish agreement with its parties, terms, amount in figures and in words', async () => {
    const pdf = await renderAgreementPdf(agreement());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = flat(await pdfText(pdf));

    expect(text).toContain('Umowa inwestycyjna');
    expect(text).toContain('nr A1B2C3D4');
    expect(text).toContain('zawarta dnia 05.03.2026');
    expect(text).toContain('Łukasz Żółkiewski');
    expect(text).toContain(`PESEL ${PESEL}`);
    expect(text).toContain('ul. Gęślą Jaźń 7/3, 30-001 Kraków, Polska');
    expect(text).toContain('Zielona Energia S.A.');
    expect(text).toContain('Małgorzata Wiśniewska');
    expect(text).toContain('Obligacje serii A');
    expect(text).toContain('ZE-A-2026');
    expect(text).toContain('stałe, 9,5% w skali roku');
    expect(text).toContain('co kwartał');
    expect(text).toContain('24 miesiące');
    expect(text).toContain('01.04.2028');
    expect(text).toContain('12 345,67 PLN');
    expect(text).toContain('dwanaście tysięcy trzysta czterdzieści pięć złotych 67/100');
    expect(text).toContain('PL61 1090 1014 0000 0712 1981 2874');
    expect(text).toContain('PL27 1140 2004 0000 3002 0135 5387');
    expect(text).toContain('Termin płatności 12.03.2026');
    expect(text).toContain('Wyrażam zgodę na przetwarzanie moich danych osobowych');
    expect(text).toContain('W imieniu Emitenta');
    expect(await pdfPageCount(pdf)).toBe(2);
    expect(text).toContain('Strona 1 z 2');
    expect(text).toContain('Strona 2 z 2');
    expect(text).not.toContain('PODGLĄD');
    // The tenant has no PNG/JPEG logo: its name is the header, and no image is embedded.
    expect(text).toMatch(/^ ?Fundusz Demo Umowa inwestycyjna nr A1B2C3D4 Umowa inwestycyjna nr A1B2C3D4/);
    expect(pdf.toString('latin1')).not.toContain('/Subtype /Image');
  });

  it('marks a preview as not concluded, in Polish and in English', async () => {
    const pl = flat(await pdfText(await renderAgreementPdf(agreement({ kind: 'preview' }))));
    expect(pl).toContain('PODGLĄD — dokument nie został zawarty');
    expect(pl).toContain('wygenerowano dnia 05.03.2026');
    expect(pl).not.toContain('zawarta dnia');

    const en = flat(await pdfText(await renderAgreementPdf(agreement({ kind: 'preview', locale: 'en' }))));
    expect(en).toContain('PREVIEW — not a concluded agreement');
    expect(en).toContain('generated on 05.03.2026');
  });

  it('writes an English agreement for a company, printing only the fields given', async () => {
    const pdf = await renderAgreementPdf(
      agreement({
        locale: 'en',
        investor: {
          type: 'legal-person',
          name: 'Przedsiębiorstwo Handlowe „Żuraw” sp. z o.o.',
          nip: '5260250274',
          krs: '0000654321',
          representative: { name: 'Anna Nowak', role: 'President of the Management Board' },
          email: 'biuro@zuraw.example',
        },
        product: {
          ...agreement().product,
          currency: 'EUR',
          interest: { type: 'Variable', referenceRate: 'EURIBOR 6M', margin: '2.50', currentRate: '5.8125' },
          paymentFrequency: 'Semi-annually',
        },
        amount: '22000',
      }),
    );
    const text = flat(await pdfText(pdf));
    expect(text).toContain('Investment agreement');
    expect(text).toContain('No. A1B2C3D4');
    expect(text).toContain('concluded on 05.03.2026');
    expect(text).toContain('Przedsiębiorstwo Handlowe „Żuraw” sp. z o.o.');
    expect(text).toContain('NIP (tax ID) 5260250274');
    expect(text).toContain('Represented by Anna Nowak, President of the Management Board');
    expect(text).not.toContain('REGON'); // not given, not printed
    expect(text).not.toContain('PESEL');
    expect(text).toContain('variable: EURIBOR 6M + 2,5% margin per annum (currently 5,8125%)');
    expect(text).toContain('semi-annually');
    expect(text).toContain('22 000,00 EUR');
    expect(text).toContain('twenty-two thousand euro 00/100');
    expect(await pdfPageCount(pdf)).toBe(2);
    expect(text).toContain('Page 1 of 2');
    expect(text).toContain('Page 2 of 2');
    expect(text).not.toContain('PREVIEW');
  });

  it('embeds a PNG logo as an image XObject', async () => {
    const pdf = await renderAgreementPdf(
      agreement({ tenant: { name: 'Fundusz Demo', logo: png(24, 12, [29, 78, 216]) } }),
    );
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/Type \/XObject\s*\/Subtype \/Image/);
    expect(raw).toContain('/Width 24');
  });

  it('shows the tenant name when the logo is not PNG or JPEG (an SVG)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
    const pdf = await renderAgreementPdf(agreement({ tenant: { name: 'Fundusz Żagiel', logo: svg } }));
    expect(pdf.toString('latin1')).not.toContain('/Subtype /Image');
    expect(flat(await pdfText(pdf))).toContain('Fundusz Żagiel');
  });

  it('wraps long texts over several pages and numbers every page', async () => {
    const paragraph =
      'Emitent zobowiązuje się do terminowej wypłaty świadczeń z obligacji zgodnie z warunkami emisji, ' +
      'a w przypadku opóźnienia zapłaci odsetki ustawowe za każdy dzień zwłoki. ';
    const pdf = await renderAgreementPdf(
      agreement({
        kind: 'preview',
        product: {
          ...agreement().product,
          description: Array.from({ length: 12 }, () => paragraph.repeat(4)).join('\n\n'),
        },
        clauses: Array.from({ length: 8 }, (_, i) => `Postanowienie szczegółowe ${i + 1}. ${paragraph.repeat(3)}`),
      }),
    );
    const pages = await pdfPageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(3);
    const text = flat(await pdfText(pdf));
    for (let page = 1; page <= pages; page += 1) expect(text).toContain(`Strona ${page} z ${pages}`);
    expect(text).toContain('Postanowienie szczegółowe 8.');
    expect(text).toContain('12 345,67 PLN'); // the amount is still there after the long description
  });

  it('rejects a malformed amount instead of rendering it', async () => {
    await expect(renderAgreementPdf(agreement({ amount: '12,345.67' }))).rejects.toThrow(RangeError);
  });
});
