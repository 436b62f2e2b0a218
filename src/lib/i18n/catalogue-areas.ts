/**
 * Message areas that do not ship with the first page: their texts are split out of `virtual:catalogue/<lang>`
 * into `virtual:catalogue/<lang>/<area>` (vite.config.ts) and the code that shows them registers them when it
 * loads (`register-area.ts`, a side-effect import of each area's entry module), so the public pages' initial JS
 * carries only the texts it shows (docs/product/budgets.md, 170 KB). Keys are matched by prefix.
 * No React and no browser API here: vite.config.ts imports this file.
 */
export const CATALOGUE_AREAS = {
  /**
   * The access screens' fields (sign-in, two-factor, passwords) and the texts every form shares: apart from the
   * other forms' texts, so the advisor login on /doradcy carries only its own. Before `forms` (the first area
   * whose prefix matches wins); every form registers it too (src/lib/forms/forms-catalogue.ts).
   */
  accessForms: ['form.login.', 'form.twoFactor.', 'form.setPassword.', 'form.investorTokenRequest.', 'form.common.'],
  /** The schemas' labels, help and placeholders (RJSF forms, the access screens' fields): src/lib/forms. */
  forms: ['form.'],
  /**
   * The advisor login's own texts and the access screens' errors: apart from the other access screens' texts, so
   * /doradcy carries only these. Before `auth`; every access screen registers it too (auth-catalogue.ts).
   */
  authLogin: ['auth.login.', 'auth.error.'],
  /** The access screens (sign-in, two-factor, activation, passwords): src/features/auth, loaded on demand. */
  auth: ['auth.'],
  /** The table kit of the signed-in lists: src/lib/table. */
  table: ['table.'],
  /** The offer screens (public /campaign and /invest, the investor panel): src/lib/offer. */
  offer: ['offer.'],
  /** The signed-in area's features, each loaded with its pages. */
  campaigns: ['campaigns.'],
  backOffice: ['backOffice.'],
  signing: ['signing.'],
  advisors: ['advisors.'],
  investors: ['investors.'],
  documents: ['documents.'],
  /** The investor panel's investments (summary on /app, the list, one investment): src/features/investments. */
  investments: ['investments.'],
  /** The public KYC form (/kyc-form): src/features/kyc-form. */
  kyc: ['kyc.'],
  /** The review of onboarding requests (/app/onboarding/requests, /app/preview/{id}): src/features/onboarding-review. */
  onboardingReview: ['onboardingReview.'],
} as const satisfies Record<string, readonly string[]>;

export type CatalogueArea = keyof typeof CATALOGUE_AREAS;

/** The area of a message id, or null for the texts that ship with every page. */
export function areaOf(id: string): CatalogueArea | null {
  for (const [area, prefixes] of Object.entries(CATALOGUE_AREAS) as [CatalogueArea, readonly string[]][]) {
    if (prefixes.some((prefix) => id.startsWith(prefix))) return area;
  }
  return null;
}
