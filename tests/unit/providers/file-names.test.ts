// The one helper that names every stored upload: what a person sees in a list or a download is what was sent,
// minus what could disguise it (direction overrides, invisible marks, control characters, path separators).
import { describe, expect, it } from 'vitest';
import { safeFileName } from '../../../server/src/providers/storage/file-types';

const PDF = { contentType: 'application/pdf', extension: 'pdf' } as const;
const PNG = { contentType: 'image/png', extension: 'png' } as const;

describe('safeFileName', () => {
  it.each([
    ['right-to-left override', 'faktura\u202Eexe.pdf', 'fakturaexe.pdf'],
    ['left-to-right override and pop', 'a\u202Db\u202Cc.pdf', 'abc.pdf'],
    ['embeddings', '\u202Aa\u202Bb.pdf', 'ab.pdf'],
    ['isolates', 'x\u2066y\u2067z\u2068w\u2069.pdf', 'xyzw.pdf'],
    ['marks', 'a\u200Eb\u200Fc\u061Cd.pdf', 'abcd.pdf'],
    ['zero-width and BOM', 'a\u200Bb\u200Dc\uFEFFd.pdf', 'abcd.pdf'],
    ['C0, DEL and C1 controls', 'a\u0000b\u0007c\u007Fd\u0085e\u009Bf.pdf', 'abcdef.pdf'],
    ['line and paragraph separators', 'a\u2028b\u2029c.pdf', 'abc.pdf'],
  ])('strips %s', (_name, raw, stored) => {
    expect(safeFileName(raw, PDF)).toBe(stored);
  });

  it('keeps Polish letters, spaces and the extension that matches the content', () => {
    expect(safeFileName('Umowa źdźbło żółw.pdf', PDF)).toBe('Umowa źdźbło żółw.pdf');
    expect(safeFileName('skan.pdf', PNG)).toBe('skan.png');
  });

  it('keeps only the last path segment and replaces what file systems refuse', () => {
    expect(safeFileName('C:\\Users\\x\\a:b?.pdf', PDF)).toBe('a_b_.pdf');
    expect(safeFileName('../../etc/passwd', PDF)).toBe('passwd.pdf');
  });

  it('names a file whose name was only invisible characters', () => {
    expect(safeFileName('\u202E\u200B', PDF)).toBe('document.pdf');
  });
});
