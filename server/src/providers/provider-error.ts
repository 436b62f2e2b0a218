// One error type for the outside-service providers: a stable `code` callers map to the contract's error body
// (`{label, code}`), and an English message for logs only (never shown to users).
export class ProviderError<Code extends string = string> extends Error {
  constructor(
    readonly code: Code,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
