/** Downloads through axios (the bearer token), then saves the Blob; errors keep the contract's JSON body. */

/** `attachment; filename="a.csv"; filename*=UTF-8''%C5%BC.csv` -> the file name (filename* wins). */
export function fileNameFromDisposition(header: unknown, fallback: string): string {
  if (typeof header !== 'string') return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // a malformed name: the plain one or the fallback
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header)?.[1];
  return plain?.trim() || fallback;
}
