// Whether an uploaded file IS what its first bytes say: a PNG whose chunks are whole (lengths, CRCs, IHDR first,
// image data, IEND last), a JPEG whose markers are whole (a frame header with the dimensions, a scan, the end of
// the image), a PDF a parser reads to its page tree (at least one page). A file that starts with the magic bytes
// and continues as anything else (HTML, a script) is not accepted. Pixels are never decoded here: the structure is
// checked, and the dimensions are bounded so that nothing downstream (the agreement PDF embeds the campaign's
// image) is asked to decode a decompression bomb.
//
// An upload is checked where the request put it (a spooled file, modules/shared/multipart.ts), not in memory: every
// check reads it through a window of 64 KiB (FileBytes). A PDF is read by pdf-lib's own parser through that window,
// holding the document's structure (its objects' dictionaries, its object streams), never its content streams.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { ParseSpeeds, PDFDocument, PDFName, PDFParser, PDFRawStream } from 'pdf-lib';
import type { PDFContext, PDFDict, PDFStream } from 'pdf-lib';
import { detectFileType, type DetectedType } from './file-types';

/** The bytes a check reads: a Buffer, or a file read through a window (the same answers, a bounded memory). */
interface Bytes {
  readonly length: number;
  at(offset: number): number | undefined;
  readUInt32BE(offset: number): number;
  readUInt16BE(offset: number): number;
  /** A short range (a chunk's header, a segment): at most a window's size. */
  slice(start: number, end: number): Buffer;
  /** CRC-32 of a range of any length. */
  crc32(start: number, end: number): number;
}

const bufferBytes = (buffer: Buffer): Bytes => ({
  length: buffer.length,
  at: (offset) => buffer[offset],
  readUInt32BE: (offset) => buffer.readUInt32BE(offset),
  readUInt16BE: (offset) => buffer.readUInt16BE(offset),
  slice: (start, end) => buffer.subarray(start, end),
  crc32: (start, end) => crc32(buffer.subarray(start, end)),
});

const WINDOW = 64 * 1024;

/**
 * A file read through one window of 64 KiB, refilled with synchronous reads: the checks below walk a file byte by
 * byte, as they walk a Buffer, and a local spooled file answers each refill at once.
 */
class FileBytes implements Bytes {
  readonly length: number;
  private readonly window = Buffer.alloc(WINDOW * 2);
  private start = 0;
  private end = 0;

  constructor(private readonly fd: number) {
    this.length = fstatSync(fd).size;
  }

  private load(offset: number, length: number): void {
    if (offset >= this.start && offset + length <= this.end) return;
    const size = Math.min(this.window.length, this.length - offset);
    let read = 0;
    while (read < size) {
      const count = readSync(this.fd, this.window, read, size - read, offset + read);
      if (count === 0) break;
      read += count;
    }
    this.start = offset;
    this.end = offset + read;
  }

  at(offset: number): number | undefined {
    if (offset < 0 || offset >= this.length) return undefined;
    this.load(offset, 1);
    return this.window[offset - this.start];
  }

  readUInt32BE(offset: number): number {
    return this.slice(offset, offset + 4).readUInt32BE(0);
  }

  readUInt16BE(offset: number): number {
    return this.slice(offset, offset + 2).readUInt16BE(0);
  }

  slice(start: number, end: number): Buffer {
    const until = Math.min(end, this.length);
    if (until - start > WINDOW) throw new RangeError('FileBytes.slice is for short ranges');
    if (until <= start) return Buffer.alloc(0);
    this.load(start, until - start);
    // A copy: the window is refilled by the next read.
    return Buffer.from(this.window.subarray(start - this.start, until - this.start));
  }

  crc32(start: number, end: number): number {
    let crc = 0;
    for (let offset = start; offset < end; offset += WINDOW) {
      crc = crc32(this.slice(offset, Math.min(end, offset + WINDOW)), crc);
    }
    return crc;
  }
}

const asBytes = (bytes: Buffer | Bytes): Bytes => (Buffer.isBuffer(bytes) ? bufferBytes(bytes) : bytes);

/** The largest image accepted: 100 megapixels, no side over 20 000 pixels (phone photos are about 12–50 MP). */
export const MAX_IMAGE_SIDE = 20_000;
export const MAX_IMAGE_PIXELS = 100_000_000;

export interface ImageFacts {
  width: number;
  height: number;
}

const withinBounds = ({ width, height }: ImageFacts) =>
  width > 0 && height > 0 && width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE && width * height <= MAX_IMAGE_PIXELS;

// ------------------------------------------------------------------ PNG

/** Colour type -> the bit depths the PNG specification allows for it. */
const PNG_BIT_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

/** The image's dimensions when every chunk of the PNG is whole and in order, else null. */
export function pngFacts(input: Buffer | Bytes): ImageFacts | null {
  const bytes = asBytes(input);
  let offset = 8; // the signature (checked by detectFileType)
  let facts: ImageFacts | null = null;
  let sawImageData = false;
  let first = true;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.slice(offset + 4, offset + 8).toString('latin1');
    const end = offset + 12 + length;
    if (length > 0x7fffffff || !/^[A-Za-z]{4}$/.test(type) || end > bytes.length) return null;
    // Only the start of a chunk's data is looked at (IHDR's 13 bytes, the zlib header of the first IDAT).
    const data = bytes.slice(offset + 8, offset + 8 + Math.min(length, 16));
    if (bytes.crc32(offset + 4, offset + 8 + length) !== bytes.readUInt32BE(offset + 8 + length)) return null;
    if (first !== (type === 'IHDR')) return null;
    first = false;
    if (type === 'IHDR') {
      if (length !== 13) return null;
      const [bitDepth, colourType, compression, filter, interlace] = data.subarray(8);
      if (!PNG_BIT_DEPTHS[colourType!]?.includes(bitDepth!) || compression !== 0 || filter !== 0 || interlace! > 1) {
        return null;
      }
      facts = { width: data.readUInt32BE(0), height: data.readUInt32BE(4) };
    } else if (type === 'IDAT') {
      // The first image chunk opens a zlib stream: deflate (CM 8) and a header checksum divisible by 31.
      if (!sawImageData && (length < 2 || (data[0]! & 0x0f) !== 8 || ((data[0]! << 8) | data[1]!) % 31 !== 0)) {
        return null;
      }
      sawImageData = true;
    } else if (type === 'IEND') {
      // The end: nothing may follow it.
      return length === 0 && end === bytes.length && sawImageData && facts && withinBounds(facts) ? facts : null;
    }
    offset = end;
  }
  return null; // no IEND: cut short, or not a PNG after its signature
}

// ------------------------------------------------------------------ JPEG

/** Start-of-frame markers (baseline, extended, progressive, lossless; Huffman or arithmetic), not DHT/JPG/DAC. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * The image's dimensions when its markers are whole up to the end of the image (EOI), else null. What follows EOI
 * is not read: phones append their own data there (motion photos, maker trailers).
 */
export function jpegFacts(input: Buffer | Bytes): ImageFacts | null {
  const bytes = asBytes(input);
  let offset = 2; // SOI (checked by detectFileType)
  let facts: ImageFacts | null = null;
  let sawScan = false;
  while (offset < bytes.length) {
    if (bytes.at(offset) !== 0xff) return null;
    while (bytes.at(offset) === 0xff) offset += 1; // fill bytes before a marker
    const marker = bytes.at(offset);
    offset += 1;
    if (marker === undefined) return null;
    if (marker === 0xd9) return facts && sawScan && withinBounds(facts) ? facts : null; // EOI
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue; // markers without a segment
    if (marker === 0xd8 || marker === 0x00) return null; // a second SOI, or a stuffed byte outside a scan
    if (offset + 2 > bytes.length) return null;
    const length = bytes.readUInt16BE(offset);
    if (length < 2 || offset + length > bytes.length) return null;
    if (isStartOfFrame(marker)) {
      const components = bytes.at(offset + 7) ?? 0;
      if (facts || length < 8 || components < 1 || components > 4 || length !== 8 + 3 * components) return null;
      facts = { height: bytes.readUInt16BE(offset + 3), width: bytes.readUInt16BE(offset + 5) };
    }
    offset += length;
    if (marker === 0xda) {
      if (!facts) return null; // a scan before its frame
      sawScan = true;
      // The entropy-coded data runs to the next marker: 0xFF is followed only by a stuffed 0x00, a restart
      // marker or fill, anywhere else the scan has ended.
      while (offset < bytes.length) {
        if (bytes.at(offset) !== 0xff) {
          offset += 1;
          continue;
        }
        const next = bytes.at(offset + 1);
        if (next === 0x00 || (next !== undefined && next >= 0xd0 && next <= 0xd7)) offset += 2;
        else if (next === 0xff) offset += 1;
        else break;
      }
    }
  }
  return null; // no EOI
}

// ------------------------------------------------------------------ PDF

/** Whitespace and NUL, which writers leave after the last `%%EOF`. */
const PDF_PADDING = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const PDF_END = Buffer.from('%%EOF', 'latin1');

/** Whether the file ends with `%%EOF` followed by nothing but padding, read backwards from its end. */
function endsWithEndOfFile(bytes: Bytes): boolean {
  let offset = bytes.length;
  while (offset > 0) {
    const from = Math.max(0, offset - WINDOW);
    const tail = bytes.slice(from, offset);
    let index = tail.length - 1;
    while (index >= 0 && PDF_PADDING.has(tail[index]!)) index -= 1;
    if (index >= 0) return bytes.slice(from + index + 1 - PDF_END.length, from + index + 1).equals(PDF_END);
    offset = from;
  }
  return false;
}

/** The bytes of a range of any length (a stream the parser has to decode). */
function wholeRange(bytes: Bytes, start: number, end: number): Uint8Array {
  const parts: Buffer[] = [];
  for (let offset = start; offset < end; offset += WINDOW)
    parts.push(bytes.slice(offset, Math.min(end, offset + WINDOW)));
  return Buffer.concat(parts);
}

/**
 * pdf-lib's byte stream (the interface its parsers read through), over a Buffer or a file read through its window.
 * `slice` hands out no bytes: it notes the range, and the parser below reads it only when the stream is one pdf-lib
 * decodes while loading (an object stream, a cross-reference stream).
 */
class PdfByteStream {
  private index = 0;
  lastSlice: { start: number; end: number } | null = null;

  constructor(private readonly bytes: Bytes) {}

  moveTo(offset: number): void {
    this.index = offset;
  }
  next(): number {
    return this.bytes.at(this.index++)!;
  }
  assertNext(expected: number): number {
    if (this.peek() !== expected) throw new Error(`Expected ${expected} at ${this.index}`);
    return this.next();
  }
  peek(): number {
    return this.bytes.at(this.index)!;
  }
  peekAhead(steps: number): number {
    return this.bytes.at(this.index + steps)!;
  }
  peekAt(offset: number): number {
    return this.bytes.at(offset)!;
  }
  done(): boolean {
    return this.index >= this.bytes.length;
  }
  offset(): number {
    return this.index;
  }
  slice(start: number, end: number): Uint8Array {
    this.lastSlice = { start, end };
    return new Uint8Array(0);
  }
  read(start: number, end: number): Uint8Array {
    return wholeRange(this.bytes, start, end);
  }
  position(): { line: number; column: number; offset: number } {
    return { line: 0, column: 0, offset: this.index };
  }
}

const OBJECT_STREAM = PDFName.of('ObjStm');
const XREF_STREAM = PDFName.of('XRef');

/**
 * pdf-lib's own document parser (the one PDFDocument.load runs, so the same files are read and refused), reading
 * through PdfByteStream. A stream's contents are read only for the streams pdf-lib decodes while loading (object
 * streams, cross-reference streams: the document's structure); the others (page contents, images, fonts) are never
 * looked at by this check, so they are skipped, not held.
 */
class PdfStructureParser extends PDFParser {
  private readonly stream: PdfByteStream;

  constructor(bytes: Bytes) {
    // PDFDocument.load's pace (ParseSpeeds.Slow): the parse yields to the event loop every 100 objects.
    super(new Uint8Array(0), ParseSpeeds.Slow, true, false);
    this.stream = new PdfByteStream(bytes);
    (this as unknown as { bytes: PdfByteStream }).bytes = this.stream;
  }

  protected override parseDictOrStream(): PDFDict | PDFStream {
    this.stream.lastSlice = null;
    const object = super.parseDictOrStream();
    // Set by the stream's `slice` during the call above (TypeScript cannot see that, hence the cast).
    const range = this.stream.lastSlice as { start: number; end: number } | null;
    if (object instanceof PDFRawStream && range) {
      // The test PDFParser applies right after this returns, to decode the stream or to keep it as it is.
      const type = object.dict.lookup(PDFName.of('Type'));
      if (type === OBJECT_STREAM || type === XREF_STREAM) {
        (object as unknown as { contents: Uint8Array }).contents = this.stream.read(range.start, range.end);
      }
    }
    return object;
  }
}

/** PDFDocument's constructor, which PDFDocument.load calls once its parser has read the document. */
const PdfDocumentOf = PDFDocument as unknown as new (
  context: PDFContext,
  ignoreEncryption: boolean,
  updateMetadata: boolean,
) => PDFDocument;

/**
 * The page count when pdf-lib reads the document's page tree and nothing follows its end, else null. The file is
 * read where it is (a Buffer, or a spooled file through a window), never whole: only its structure is held.
 */
export async function pdfFacts(input: Buffer | Bytes): Promise<{ pages: number } | null> {
  const bytes = asBytes(input);
  if (!endsWithEndOfFile(bytes)) return null;
  try {
    const context = await new PdfStructureParser(bytes).parseDocument();
    // The page tree of an encrypted document is readable without its password (only strings and streams are
    // encrypted); whether to accept such a file is the caller's rule, not this check's.
    const pages = new PdfDocumentOf(context, true, false).getPageCount();
    return pages > 0 ? { pages } : null;
  } catch {
    return null;
  }
}

// ------------------------------------------------------------------ one entry point for uploads

/**
 * The type of an uploaded file by its content (PDF, PNG, JPEG), checked beyond its first bytes: null (the
 * caller's 415) when the signature is unknown or the rest of the file is not what the signature says.
 */
export async function verifiedFileType(bytes: Buffer): Promise<DetectedType | null> {
  return verified(bytes, bufferBytes(bytes), () => pdfFacts(bytes));
}

/**
 * verifiedFileType of a file on disk (an upload spooled by the multipart reader), read through a window, never whole
 * (decision 0044).
 */
export async function verifiedFileTypeOfFile(path: string): Promise<DetectedType | null> {
  const fd = openSync(path, 'r');
  try {
    const bytes = new FileBytes(fd);
    return await verified(bytes.slice(0, 16), bytes, () => pdfFacts(bytes));
  } finally {
    closeSync(fd);
  }
}

async function verified(
  head: Buffer,
  bytes: Bytes,
  pdf: () => Promise<{ pages: number } | null>,
): Promise<DetectedType | null> {
  const type = detectFileType(head);
  if (!type) return null;
  switch (type.contentType) {
    case 'image/png':
      return pngFacts(bytes) ? type : null;
    case 'image/jpeg':
      return jpegFacts(bytes) ? type : null;
    case 'application/pdf':
      return (await pdf()) ? type : null;
  }
}
