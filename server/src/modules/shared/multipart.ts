// Reading a multipart upload (the contract's FileUpload, CampaignDocumentUpload, OnboardingFileUpload): one file in
// the `file` part and the operation's own text fields. Every part is read or refused as it comes: a file part the
// handler would not read stalls the parser, and a request waiting for the part after it never answers. So a file
// under another name, a second file, an unknown or repeated field answer 400 at once (the rest of the body is
// discarded by Node after the answer); the file itself is read whole, at most `maxFileBytes` (413 above).
import type { FastifyRequest } from 'fastify';
import type { Violation } from '#generated/api/model';
import { MAX_DOCUMENT_BYTES } from '#schemas/constants';
import { HttpError, validationFailed } from '../../plugins/errors';

export interface UploadedFile {
  /** As the client named it; stored only through safeFileName. */
  fileName: string;
  bytes: Buffer;
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

export async function readMultipartUpload<Field extends string = never>(
  request: FastifyRequest,
  options: { fields?: readonly Field[]; maxFileBytes?: number } = {},
): Promise<MultipartUpload<Field>> {
  if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send multipart/form-data');
  const allowed = new Set<string>(options.fields ?? []);
  const upload: MultipartUpload<Field> = { file: null, fields: {} };
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
      upload.file = { fileName: part.filename, bytes: await part.toBuffer() }; // over the limit: 413
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
