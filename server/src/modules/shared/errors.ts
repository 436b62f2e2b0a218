import { HttpError, type ErrorCode } from '../../plugins/errors';

export { forbidden, unauthenticated } from '../../plugins/errors';

/**
 * An HttpError that also sets response headers (e.g. Retry-After of a 429). Services throw it without knowing
 * the reply; the handler wrapper (handlers.ts) copies the headers onto the answer.
 */
export class HttpErrorWithHeaders extends HttpError {
  constructor(
    statusCode: number,
    code: ErrorCode,
    label: string,
    readonly headers: Record<string, string>,
  ) {
    super(statusCode, code, label);
  }
}
