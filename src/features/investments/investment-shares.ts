import type { InvestorProduct } from '#generated/api/model';

/**
 * The number of shares (units, bonds) an investment holds - the investments list's "shares" column. The product's
 * investment value step is the price of one unit (the value must be a multiple of it), so the count is the value
 * divided by the step; null when the step is not a positive number. See decision 0033.
 */
export function sharesOf(row: Pick<InvestorProduct, 'investmentValue'> & { product: { investmentValueStep: number } }) {
  const step = Number(row.product.investmentValueStep);
  const value = Number(row.investmentValue);
  if (!Number.isFinite(step) || step <= 0 || !Number.isFinite(value)) return null;
  // Money is in major units with two decimals: round away float noise (0.3 / 0.1) before flooring.
  return Math.floor(Math.round((value / step) * 1e6) / 1e6);
}
