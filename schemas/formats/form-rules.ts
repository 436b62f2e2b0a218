/**
 * The form-library rules (docs/product/forms.md) that differ from JSON Schema's defaults, in one place for the server's
 * Ajv and the SPA's RJSF:
 * - `accepted`: a consent given as yes, on, 1 or true (any case; the boolean true and the number 1 too);
 * - `url`: an absolute URL whose scheme is http or https unless other schemes are named (ajv-formats' `uri`
 *   takes any scheme: "javascript:…", "ftp://…").
 */

/** The values an `accepted` rule takes ("Truthy values for accepted: yes, on, 1, true"; see docs/product/forms.md). */
export const ACCEPTED_VALUES: readonly string[] = ['yes', 'on', '1', 'true'];

export function isAccepted(value: unknown): boolean {
  if (value === true || value === 1) return true;
  return typeof value === 'string' && ACCEPTED_VALUES.includes(value.trim().toLowerCase());
}

/** The schemes a URL may have when a rule names none ("Url schemes default to http and https"; see docs/product/forms.md). */
export const DEFAULT_URL_SCHEMES: readonly string[] = ['http', 'https'];

export function isValidUrl(value: string, schemes: readonly string[] = DEFAULT_URL_SCHEMES): boolean {
  if (/\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const scheme = url.protocol.replace(/:$/, '').toLowerCase();
  // A web address needs a host ("https:foo" parses, but is no address).
  return schemes.includes(scheme) && url.hostname.length > 0 && /^[a-z][a-z0-9+.-]*:\/\//i.test(value);
}
