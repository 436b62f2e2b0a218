// Where and how the investor pays an accepted offer: the campaign's account and recipient, a transfer title that
// identifies the offer, the amount in the offer's currency, and the due date = the acceptance's calendar day in
// Europe/Warsaw + the campaign's payment days (docs/decisions/0009-investment-amounts-and-payment-instructions.md).
import type { Currency, PaymentInstructions } from '#generated/api/model';
import { warsawDateTime } from '../../providers/warsaw-time';
import { minorToMoney } from './investment-amount';
import { toMinorUnits } from '#schemas/finance/money';

/** The agreement / transfer reference of an offer: the first 8 hex digits of its id, upper case ("A1B2C3D4"). */
export function offerReference(offerId: string): string {
  return offerId.replace(/-/g, '').slice(0, 8).toUpperCase();
}

/** The calendar day (YYYY-MM-DD) of an instant in Europe/Warsaw. */
export function warsawDate(at: Date): string {
  const { year, month, day } = warsawDateTime(at);
  return `${year}-${month}-${day}`;
}

/** A calendar date plus whole days ("2026-03-30" + 7 -> "2026-04-06"). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The due date of the payment of an offer accepted at `acceptedAt`. */
export function paymentDueDate(acceptedAt: Date, paymentDays: number): string {
  return addDays(warsawDate(acceptedAt), paymentDays);
}

const MAX_TITLE = 140; // what Polish domestic transfers (Elixir) carry

/**
 * The transfer title: the offer's reference first (what the fund's bank matching reads), the product code and
 * the investor's name, at most 140 characters.
 */
export function transferTitle(input: { offerId: string; productCode: string; investorName: string | null }): string {
  const parts = [offerReference(input.offerId), input.productCode, input.investorName ?? ''].filter(Boolean);
  return parts.join(' ').replace(/\s+/g, ' ').trim().slice(0, MAX_TITLE);
}

export function paymentInstructions(input: {
  offerId: string;
  productCode: string;
  investorName: string | null;
  /** numeric(18,2) text */
  investmentValue: string;
  currency: Currency;
  bankAccount: string;
  recipient: string;
  dueDate: string;
}): PaymentInstructions {
  return {
    bankAccount: input.bankAccount,
    recipient: input.recipient,
    title: transferTitle(input),
    amount: { value: minorToMoney(toMinorUnits(input.investmentValue)), currency: input.currency },
    dueDate: input.dueDate,
  };
}
