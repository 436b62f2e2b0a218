// The tax-residence choices of the primary-data step: the platform's one country list (schemas/display-format).
import type { Choice } from '#generated/api/model';
import { countryChoices } from '#schemas/display-format';

export const COUNTRY_CHOICES: Choice[] = countryChoices().map((country) => ({
  ...country,
  label: { ...country.label },
}));
