// A spooled PDF is checked where it lies: the check reads it through a window of positioned reads and skips the
// contents of its streams (page contents, images, fonts), so a large PDF is never held whole.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type * as Fs from 'node:fs';
import type * as FsPromises from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifiedFileTypeOfFile } from '../../../server/src/providers/storage/file-content';

const reads = vi.hoisted(() => ({ sizes: [] as number[] }));

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof Fs>();
  return {
    ...fs,
    readSync: ((...args: Parameters<typeof fs.readSync>) => {
      const count = fs.readSync(...args);
      reads.sizes.push(count);
      return count;
    }) as typeof fs.readSync,
    readFileSync: () => {
      throw new Error('the check read a whole file');
    },
  };
});

vi.mock('node:fs/promises', async (importOriginal) => ({
  ...(await importOriginal<typeof FsPromises>()),
  readFile: () => Promise.reject(new Error('the check read a whole file')),
}));

/** A two-page PDF whose first page draws an image of `imageBytes` bytes (a scan, as people upload them). */
function scannedPdf(imageBytes: number): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  const add = (text: string | Buffer) => {
    const part = typeof text === 'string' ? Buffer.from(text, 'latin1') : text;
    parts.push(part);
    length += part.length;
  };
  const object = (body: string, stream?: Buffer) => {
    offsets.push(length);
    add(`${offsets.length} 0 obj\n${body}\n`);
    if (stream) {
      add('stream\n');
      add(stream);
      add('\nendstream\n');
    }
    add('endobj\n');
  };
  object('<< /Type /Catalog /Pages 2 0 R >>');
  object('<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>');
  object('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im1 5 0 R >> >> >>');
  object('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>');
  object(
    `<< /Type /XObject /Subtype /Image /Width 1000 /Height ${Math.ceil(imageBytes / 1000)} /ColorSpace /DeviceGray ` +
      `/BitsPerComponent 8 /Length ${imageBytes} >>`,
    Buffer.alloc(imageBytes, 0x80),
  );
  const xref = length;
  add(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n`);
  for (const offset of offsets) add(`${String(offset).padStart(10, '0')} 00000 n \n`);
  add(`trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}

const folder = mkdtempSync(join(tmpdir(), 'pdf-check-reads-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

beforeEach(() => {
  reads.sizes = [];
});

describe('the PDF check of a spooled upload', () => {
  it('accepts a 9 MB scanned PDF reading a small part of it, in windows of at most 128 KiB', async () => {
    const pdf = scannedPdf(9_000_000);
    const path = join(folder, 'scan.pdf');
    writeFileSync(path, pdf);

    expect(await verifiedFileTypeOfFile(path)).toEqual({ contentType: 'application/pdf', extension: 'pdf' });

    expect(Math.max(...reads.sizes)).toBeLessThanOrEqual(128 * 1024);
    const total = reads.sizes.reduce((sum, size) => sum + size, 0);
    expect(total).toBeLessThan(pdf.length / 20);
  });

  it('still refuses that PDF when HTML follows its end, or when a page object is broken', async () => {
    const pdf = scannedPdf(9_000_000);
    const withHtml = join(folder, 'with-html.pdf');
    writeFileSync(withHtml, Buffer.concat([pdf, Buffer.from('<html><script>alert(1)</script></html>')]));
    expect(await verifiedFileTypeOfFile(withHtml)).toBeNull();

    const broken = Buffer.from(pdf);
    const page = broken.indexOf('/Type /Page /Parent');
    broken.write(') ', page, 'latin1'); // a string closed that was never opened: not a PDF object
    const brokenPath = join(folder, 'broken.pdf');
    writeFileSync(brokenPath, broken);
    expect(await verifiedFileTypeOfFile(brokenPath)).toBeNull();
  });
});
