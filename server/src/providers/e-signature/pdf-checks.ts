// What the e-signature service refuses before anything is sent (REFERENCE.md: files up to 10 MB, no signed or
// password-protected PDFs). The type comes from the content (the project's detectFileType), never a name.
import { detectFileType } from '../storage/file-types';

/** 10 MiB, the same limit as the project's other uploads. */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;

export type PdfProblem = 'FILE_TOO_LARGE' | 'NOT_A_PDF' | 'PDF_ENCRYPTED' | 'PDF_ALREADY_SIGNED';

/**
 * Null when acceptable. The encryption and signature checks look for the dictionary keys a PDF must contain in
 * those cases (/Encrypt in the trailer, /ByteRange of a signature field): cheap, and enough to refuse early;
 * the real service remains the final judge.
 */
export function checkPdfForSigning(bytes: Buffer): PdfProblem | null {
  if (bytes.length > MAX_PDF_BYTES) return 'FILE_TOO_LARGE';
  if (detectFileType(bytes)?.contentType !== 'application/pdf') return 'NOT_A_PDF';
  const text = bytes.toString('latin1');
  if (text.includes('/Encrypt')) return 'PDF_ENCRYPTED';
  if (text.includes('/ByteRange')) return 'PDF_ALREADY_SIGNED';
  return null;
}
