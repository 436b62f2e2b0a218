// Reading a multipart upload (the contract's FileUpload, CampaignDocumentUpload, OnboardingFileUpload): one file in
// the `file` part and the operation's own text fields. Every part is read or refused as it comes: a file part the
// handler would not read stalls the parser, and a request waiting for the part after it never answers. So a file
// under another name, a second file, an unknown or repeated field answer 400 at once (the rest of the body is
// discarded by Node after the answer).
//
// The file is never held whole in memory: it is spooled as it arrives to a temporary file (the server's upload
// spool folder), counted and hashed on the way, and stored from there with storage.putStream after the checks
// (decision 0044). Past `maxFileBytes` the answer is 413 at once, without waiting for the rest of the body. The spooled
// file lives as long as the callback of withMultipartUpload and is removed whatever the outcome.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { Violation } from '#generated/api/model';
import { MAX_DOCUMENT_BYTES } from '#schemas/constants';
import { HttpError, validationFailed } from '../../plugins/errors';

export interface UploadedFile {
  /** As the client named it; stored only through safeFileName. */
  fileName: string;
  /** The spooled file (read it with verifiedFileTypeOfFile and open()); removed after the upload's callback. */
  path: string;
  /** In bytes. */
  size: number;
  /** SHA-256 of the content, hex, computed while it was spooled. */
  sha256: string;
  /** The content as a stream, for storage.putStream. */
  open(): Readable;
}

export interface MultipartUpload<Field extends string> {
  /** The `file` part, or null when the body had none (the operation decides whether that is a 400 or a 404). */
  file: UploadedFile | null;
  fields: Partial<Record<Field, string>>;
}

/** A text field is a name or an id: a few hundred characters at most; longer is refused, never cut. */
const MAX_FIELD_BYTES = 4096;

const refuse = (propertyPath: string, message: string): HttpError =>
  validationFailed([{ propertyPath, title: 'validation.additionalProperties', message }]);

export const fileRequired = (): Violation => ({
  propertyPath: 'file',
  title: 'validation.required',
  message: 'A file is required',
});

type UploadOptions<Field extends string> = { fields?: readonly Field[]; maxFileBytes?: number };

/**
 * Reads the upload (its file spooled to disk), runs `use` with it, and removes the spooled file whatever happens:
 * the one way handlers read a multipart body.
 */
export async function withMultipartUpload<Field extends string, Result>(
  request: FastifyRequest,
  options: UploadOptions<Field>,
  use: (upload: MultipartUpload<Field>) => Promise<Result>,
): Promise<Result> {
  const spooled: string[] = [];
  try {
    return await use(await readMultipartUpload(request, options, spooled));
  } finally {
    await Promise.all(spooled.map((path) => rm(path, { force: true })));
  }
}

/** Counts and hashes what passes, and fails as soon as the parser says the file is over the limit. */
function meter(file: Readable & { truncated?: boolean }, tooLarge: () => Error) {
  const hash = createHash('sha256');
  let size = 0;
  let over = false;
  file.once('limit', () => {
    over = true;
  });
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (over || file.truncated) return done(tooLarge());
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      done(over || file.truncated ? tooLarge() : null);
    },
  });
  // The parser stops giving data at the limit but would go on reading the body to the part's end: fail now, and
  // the answer goes out while the rest of an oversized body is still on its way.
  file.once('limit', () => transform.destroy(tooLarge()));
  return { transform, result: () => ({ size, sha256: hash.digest('hex') }) };
}

async function readMultipartUpload<Field extends string = never>(
  request: FastifyRequest,
  options: UploadOptions<Field>,
  spooled: string[],
): Promise<MultipartUpload<Field>> {
  if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send multipart/form-data');
  const allowed = new Set<string>(options.fields ?? []);
  const upload: MultipartUpload<Field> = { file: null, fields: {} };
  const { RequestFileTooLargeError } = request.server.multipartErrors;
  const parts = request.parts({
    // Two files: the second one is refused here, by name, before the parser's own limit would say 413.
    limits: {
      fileSize: options.maxFileBytes ?? MAX_DOCUMENT_BYTES,
      files: 2,
      fields: allowed.size + 1,
      fieldSize: MAX_FIELD_BYTES,
    },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') throw refuse(part.fieldname, 'Only one file, in the `file` part, is accepted');
      if (upload.file) throw refuse('file', 'Only one file is accepted');
      const path = join(request.server.uploadSpoolDir, `upload-${randomUUID()}`);
      spooled.push(path);
      const { transform, result } = meter(part.file, () => new RequestFileTooLargeError());
      // Only this process reads the spooled file (0600); `wx`: never an existing file.
      await pipeline(part.file, transform, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
      upload.file = { fileName: part.filename, path, ...result(), open: () => createReadStream(path) };
    } else if (part.fieldname === 'file') {
      throw validationFailed([fileRequired()]);
    } else if (!allowed.has(part.fieldname)) {
      throw refuse(part.fieldname, 'This operation does not take this field');
    } else if (part.fieldname in upload.fields) {
      throw refuse(part.fieldname, 'The field is sent twice');
    } else if (part.valueTruncated || typeof part.value !== 'string') {
      throw validationFailed([
        { propertyPath: part.fieldname, title: 'validation.invalid', message: 'The field is too long' },
      ]);
    } else {
      upload.fields[part.fieldname as Field] = part.value;
    }
  }
  return upload;
}
