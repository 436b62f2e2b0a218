// An uploaded file is accepted only when it parses as what its first bytes say: a PNG's chunks, a JPEG's markers,
// a PDF's page tree. Magic bytes followed by HTML (or anything else) are refused.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import {
  jpegFacts,
  pdfFacts,
  pngFacts,
  verifiedFileType,
  verifiedFileTypeOfFile,
} from '../../../server/src/providers/storage/file-content';
import { JPEG, PDF, PNG, pdfWithPages } from '../../fixtures/files';

const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const PNG_SIGNATURE = PNG.subarray(0, 8);

/** A PNG chunk with its length and CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function ihdr(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([8, 2, 0, 0, 0], 8);
  return chunk('IHDR', data);
}

describe('real files', () => {
  it('reads a PNG, a JPEG and a PDF', async () => {
    expect(pngFacts(PNG)).toEqual({ width: 3, height: 3 });
    expect(jpegFacts(JPEG)).toEqual({ width: 3, height: 3 });
    expect(await pdfFacts(PDF)).toEqual({ pages: 1 });
    expect(await pdfFacts(pdfWithPages(3))).toEqual({ pages: 3 });
    expect(await verifiedFileType(PNG)).toEqual({ contentType: 'image/png', extension: 'png' });
    expect(await verifiedFileType(JPEG)).toEqual({ contentType: 'image/jpeg', extension: 'jpg' });
    expect(await verifiedFileType(PDF)).toEqual({ contentType: 'application/pdf', extension: 'pdf' });
  });

  it('takes what writers leave behind: padding after a PDF, a phone’s trailer after a JPEG', async () => {
    expect(await verifiedFileType(Buffer.concat([PDF, Buffer.from('\n\0\0  \r\n')]))).not.toBeNull();
    expect(await verifiedFileType(Buffer.concat([JPEG, Buffer.from('MotionPhoto_Data\0\0ftypmp42')]))).not.toBeNull();
  });
});

describe('magic bytes followed by something else', () => {
  it.each([
    ['PNG', PNG_SIGNATURE],
    ['JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0])],
    ['PDF', Buffer.from('%PDF-1.7\n')],
  ])('%s magic followed by HTML is refused', async (_name, magic) => {
    expect(await verifiedFileType(Buffer.concat([magic, HTML]))).toBeNull();
  });

  it('a whole PNG followed by HTML is refused (nothing may follow IEND)', async () => {
    expect(await verifiedFileType(Buffer.concat([PNG, HTML]))).toBeNull();
  });

  it('a whole PDF followed by HTML is refused (nothing but padding after %%EOF)', async () => {
    expect(await verifiedFileType(Buffer.concat([PDF, HTML]))).toBeNull();
  });

  it('a PNG whose image header is followed by HTML, with no image data nor end, is refused', async () => {
    expect(await verifiedFileType(Buffer.concat([PNG_SIGNATURE, ihdr(3, 3), HTML]))).toBeNull();
  });

  it('a JPEG whose frame header is followed by HTML, with no scan nor end, is refused', async () => {
    const frameEnd = JPEG.indexOf(Buffer.from([0xff, 0xc4])); // the first DHT, after SOF0
    expect(await verifiedFileType(Buffer.concat([JPEG.subarray(0, frameEnd), HTML]))).toBeNull();
  });
});

describe('damaged files', () => {
  it('a PNG with a wrong CRC, cut short, or without its image header first is refused', () => {
    const corrupt = Buffer.from(PNG);
    corrupt[corrupt.length - 20]! ^= 0xff; // inside IDAT: its CRC no longer matches
    expect(pngFacts(corrupt)).toBeNull();
    expect(pngFacts(PNG.subarray(0, PNG.length - 12))).toBeNull();
    const idatFirst = Buffer.concat([PNG_SIGNATURE, chunk('IDAT', Buffer.from([0x78, 0x9c])), ihdr(3, 3)]);
    expect(pngFacts(idatFirst)).toBeNull();
  });

  it('a JPEG cut before its end, or with a segment longer than the file, is refused', () => {
    expect(jpegFacts(JPEG.subarray(0, JPEG.length - 2))).toBeNull();
    const long = Buffer.from(JPEG);
    long.writeUInt16BE(0xfff0, 4); // APP0's length
    expect(jpegFacts(long)).toBeNull();
  });

  it('a PDF without pages, cut short, or without a document is refused', async () => {
    expect(await pdfFacts(pdfWithPages(0))).toBeNull();
    expect(await pdfFacts(PDF.subarray(0, PDF.length - 40))).toBeNull();
    expect(await pdfFacts(Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'))).toBeNull();
  });

  it('an image too large to handle safely is refused (dimensions from its header)', () => {
    const huge = Buffer.concat([
      PNG_SIGNATURE,
      ihdr(50_000, 50_000),
      chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00])),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    expect(pngFacts(huge)).toBeNull();
    const fine = Buffer.concat([
      PNG_SIGNATURE,
      ihdr(4000, 3000),
      chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00])),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    expect(pngFacts(fine)).toEqual({ width: 4000, height: 3000 });
  });
});

describe('an upload checked where it was spooled (a file on disk, read through a window)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fund-platform-file-content-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let count = 0;
  const onDisk = (bytes: Buffer) => {
    const path = join(dir, `file-${(count += 1)}`);
    writeFileSync(path, bytes);
    return path;
  };

  // An image chunk and an entropy-coded scan longer than the window (64 KiB), so reads cross its edges.
  const bigPng = Buffer.concat([
    PNG_SIGNATURE,
    ihdr(300, 300),
    chunk('IDAT', Buffer.concat([Buffer.from([0x78, 0x9c]), Buffer.alloc(200_000, 0x11)])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  const corruptBigPng = Buffer.from(bigPng);
  corruptBigPng[150_000]! ^= 0xff; // deep inside the image chunk, past the first window: its CRC no longer matches
  const scan = JPEG.indexOf(Buffer.from([0xff, 0xda]));
  const scanData = scan + 2 + JPEG.readUInt16BE(scan + 2);
  const bigJpeg = Buffer.concat([JPEG.subarray(0, scanData), Buffer.alloc(150_000, 0x42), JPEG.subarray(scanData)]);

  it.each([
    ['a PNG', PNG, 'image/png'],
    ['a JPEG', JPEG, 'image/jpeg'],
    ['a PDF', PDF, 'application/pdf'],
    ['a PDF with padding after its end', Buffer.concat([PDF, Buffer.alloc(100_000, '\n')]), 'application/pdf'],
    ['a PNG with an image chunk longer than the window', bigPng, 'image/png'],
    ['a JPEG with a scan longer than the window', bigJpeg, 'image/jpeg'],
    ['a JPEG with a phone’s trailer', Buffer.concat([JPEG, Buffer.from('MotionPhoto_Data')]), 'image/jpeg'],
    ['a PNG damaged past the first window', corruptBigPng, null],
    ['a whole PNG followed by HTML', Buffer.concat([PNG, HTML]), null],
    ['a JPEG cut before its end', JPEG.subarray(0, JPEG.length - 2), null],
    ['a PDF followed by HTML', Buffer.concat([PDF, HTML]), null],
    ['PNG magic followed by HTML', Buffer.concat([PNG_SIGNATURE, HTML]), null],
    ['HTML', HTML, null],
    ['an empty file', Buffer.alloc(0), null],
  ])('%s: the same answer as from memory', async (_case, bytes, expected) => {
    const fromFile = await verifiedFileTypeOfFile(onDisk(bytes));
    expect(fromFile?.contentType ?? null).toBe(expected);
    expect(fromFile).toEqual(await verifiedFileType(bytes));
  });
});

describe('the PDF check reads and refuses what pdf-lib’s PDFDocument.load reads and refuses', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fund-platform-pdf-check-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let count = 0;
  const onDisk = (bytes: Buffer) => {
    const path = join(dir, `file-${(count += 1)}.pdf`);
    writeFileSync(path, bytes);
    return path;
  };

  /** The check as it was when it handed the whole file to PDFDocument.load. */
  async function loadedWhole(bytes: Buffer): Promise<{ pages: number } | null> {
    const end = bytes.lastIndexOf('%%EOF');
    if (end < 0 || !/^[\0\t\n\f\r ]*$/.test(bytes.toString('latin1', end + 5))) return null;
    try {
      const document = await PDFDocument.load(bytes, {
        ignoreEncryption: true,
        throwOnInvalidObject: true,
        updateMetadata: false,
      });
      const pages = document.getPageCount();
      return pages > 0 ? { pages } : null;
    } catch {
      return null;
    }
  }

  async function written(useObjectStreams: boolean): Promise<Buffer> {
    const document = await PDFDocument.create({ updateMetadata: false });
    document.addPage();
    document.addPage().drawText('Umowa inwestycyjna');
    return Buffer.from(await document.save({ useObjectStreams }));
  }

  it('on whole, shifted, damaged and cut PDFs, from memory and from a file', async () => {
    const originals: [string, Buffer][] = [
      ['the fixture', pdfWithPages(3)],
      ['pdf-lib’s output with object streams', await written(true)],
      ['pdf-lib’s output with a cross-reference table', await written(false)],
    ];
    const fixture = pdfWithPages(1).toString('latin1');
    const cases: [string, Buffer][] = [
      ...originals,
      // Cross-reference offsets that point nowhere: the document is still read object by object.
      [
        'offsets off by 7',
        Buffer.from(
          fixture.replace(/(\d{10}) 00000 n/g, (_, o) => `${String(Number(o) + 7).padStart(10, '0')} 00000 n`),
          'latin1',
        ),
      ],
      ['a trailer without /Root (the catalog is found)', Buffer.from(fixture.replace(' /Root 1 0 R', ''), 'latin1')],
      [
        'an unreferenced object that does not parse',
        Buffer.from(fixture.replace('xref', '9 0 obj\n<< /A ) >>\nendobj\nxref'), 'latin1'),
      ],
    ];
    // Deterministic damage: one byte changed, or the file cut and closed with %%EOF, at offsets spread over it.
    for (const [name, pdf] of originals) {
      for (let step = 1; step <= 24; step += 1) {
        const at = Math.floor((pdf.length * step) / 25);
        const changed = Buffer.from(pdf);
        changed[at] = (changed[at]! + 0x41) & 0xff;
        cases.push([`${name}, byte ${at} changed`, changed]);
        cases.push([`${name}, cut at ${at}`, Buffer.concat([pdf.subarray(0, at), Buffer.from('\n%%EOF\n')])]);
      }
    }
    const answers = await Promise.all(
      cases.map(async ([name, bytes]) => ({
        name,
        expected: await loadedWhole(bytes),
        fromMemory: await pdfFacts(bytes),
        fromFile: (await verifiedFileTypeOfFile(onDisk(bytes)))?.contentType ?? null,
      })),
    );
    for (const { name, expected, fromMemory, fromFile } of answers) {
      expect({ name, answer: fromMemory }).toEqual({ name, answer: expected });
      expect({ name, answer: fromFile }).toEqual({ name, answer: expected ? 'application/pdf' : null });
    }
    // Both answers occur: the cases are not all read, nor all refused.
    expect(answers.filter((answer) => answer.expected).length).toBeGreaterThan(10);
    expect(answers.filter((answer) => !answer.expected).length).toBeGreaterThan(10);
  });
});
