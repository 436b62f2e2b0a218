// A tiny text extractor for the PDFs pdfkit writes (no external tool needed): inflates the streams, reads each
// font's ToUnicode CMap and decodes the hex strings of Tj/TJ operators with the font selected by Tf.
// Good enough to assert that a tenant's Polish text is really in the document; not a general PDF parser.
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\b/g;
  let match: RegExpExecArray | null;
  while ((match = header.exec(text))) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endobj', start);
    const body = text.slice(start, end);
    const streamAt = body.indexOf('stream');
    let dict = body;
    let stream: Buffer | null = null;
    if (streamAt >= 0) {
      dict = body.slice(0, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
      let dataStart = start + streamAt + 'stream'.length;
      if (text[dataStart] === '\r') dataStart += 1;
      if (text[dataStart] === '\n') dataStart += 1;
      const raw = pdf.subarray(dataStart, dataStart + length);
      stream = dict.includes('/FlateDecode') ? inflateSync(raw) : raw;
    }
    objects.set(Number(match[1]), { dict, stream });
    header.lastIndex = end;
  }
  return objects;
}

function parseCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const hexToString = (hex: string) => {
    let out = '';
    for (let i = 0; i < hex.length; i += 4) out += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
    return out;
  };
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const line of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const from = parseInt(line[1]!, 16);
      const to = parseInt(line[2]!, 16);
      const target = line[3]!;
      if (target.startsWith('[')) {
        const items = [...target.matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => hexToString(m[1]!));
        items.forEach((value, i) => map.set(from + i, value));
      } else {
        const base = hexToString(target.slice(1, -1));
        for (let code = from; code <= to; code += 1) {
          map.set(code, base.slice(0, -1) + String.fromCharCode(base.charCodeAt(base.length - 1) + code - from));
        }
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const line of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set(parseInt(line[1]!, 16), hexToString(line[2]!));
    }
  }
  return map;
}

/** The text of every page, in content-stream order (word spacing is not reconstructed reliably). */
export function extractPdfText(pdf: Buffer): string {
  const objects = readObjects(pdf);
  const cmapByFontObject = new Map<number, Map<number, string>>();
  for (const [number, object] of objects) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(object.dict);
    const cmap = toUnicode ? objects.get(Number(toUnicode[1]))?.stream : null;
    if (cmap) cmapByFontObject.set(number, parseCMap(cmap.toString('latin1')));
  }
  const fontObjectByName = new Map<string, number>();
  for (const object of objects.values()) {
    for (const m of object.dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) fontObjectByName.set(m[1]!, Number(m[2]));
  }
  let text = '';
  for (const object of objects.values()) {
    if (!object.stream || !/\bBT\b/.test(object.stream.toString('latin1'))) continue;
    const content = object.stream.toString('latin1');
    let cmap: Map<number, string> | undefined;
    const decode = (hex: string) => {
      let out = '';
      for (let i = 0; i < hex.length; i += 4) out += cmap?.get(parseInt(hex.slice(i, i + 4), 16)) ?? '\uFFFD';
      return out;
    };
    for (const op of content.matchAll(/\/(F\d+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj|\[([^\]]*)\]\s*TJ|\bET\b/g)) {
      if (op[1]) cmap = cmapByFontObject.get(fontObjectByName.get(op[1]) ?? -1);
      else if (op[2] !== undefined) text += decode(op[2]);
      else if (op[3] !== undefined) {
        for (const part of op[3].matchAll(/<([0-9a-fA-F]*)>|(-?[\d.]+)/g)) {
          if (part[1] !== undefined) text += decode(part[1]);
          else if (Number(part[2]) < -200) text += ' '; // a wide negative kerning is a word gap
        }
      } else text += '\n';
    }
  }
  return text;
}
