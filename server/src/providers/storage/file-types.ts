// What a file IS, from its first bytes (never from its name or the declared Content-Type), and safe names.

export interface DetectedType {
  contentType: 'application/pdf' | 'image/png' | 'image/jpeg';
  extension: 'pdf' | 'png' | 'jpg';
}

const startsWith = (bytes: Buffer, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** The allow-list: PDF, PNG, JPEG by their signatures; anything else is null (415). */
export function detectFileType(bytes: Buffer): DetectedType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { contentType: 'application/pdf', extension: 'pdf' }; // %PDF-
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { contentType: 'image/png', extension: 'png' };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  return null;
}

const EXTENSIONS: Record<DetectedType['extension'], string[]> = {
  pdf: ['pdf'],
  png: ['png'],
  jpg: ['jpg', 'jpeg'],
};

/**
 * What a name must not carry: controls (C0, DEL, C1), format characters (the direction embeddings, overrides and
 * isolates U+202A–U+202E and U+2066–U+2069, the marks U+200E/U+200F/U+061C, zero-width characters, the BOM) and the
 * line and paragraph separators. A right-to-left override makes `faktura\u202Eexe.pdf` read as `fakturafdp.exe`.
 */
const INVISIBLE_OR_CONTROL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/**
 * The name to keep, the one helper for every stored upload: the last path segment, without control, format and
 * direction characters, with `_` for what file systems refuse, at most 255 characters, with an extension that
 * matches the content (`scan.pdf` holding a PNG -> `scan.png`).
 */
export function safeFileName(raw: string | undefined, type: DetectedType): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  let name = [...base.normalize('NFC').replace(INVISIBLE_OR_CONTROL, '')]
    .map((c) => ('"*:<>?|'.includes(c) ? '_' : c))
    .join('')
    .trim();
  name = name.replace(/^\.+/, '');
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  const keep = EXTENSIONS[type.extension].includes(extension) ? extension : type.extension;
  const safeStem = (stem || 'document').slice(0, 255 - keep.length - 1);
  return `${safeStem}.${keep}`;
}

/** `attachment` with an ASCII fallback and the exact UTF-8 name (RFC 6266 + RFC 5987), e.g. Polish letters. */
export function contentDisposition(fileName: string): string {
  const fallback = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
