/**
 * Bank account numbers grouped in fours, IBAN style (see docs/product/formats.md), on screens, in inputs, PDFs, e-mails
 * and exports: "PL61109010140000071219812874" → "PL61 1090 1014 0000 0712 1981 2874"; a number that starts
 * with digits (a Polish NRB) has its two check digits set apart first: "61 1090 1014 0000 0712 1981 2874".
 */
export function formatBankAccount(value: string | null | undefined): string {
  if (!value) return '';
  const compact = value.replace(/\s+/g, '').toUpperCase();
  if (/^\d{2}/.test(compact) && compact.length > 2) return `${compact.slice(0, 2)} ${groupInFours(compact.slice(2))}`;
  return groupInFours(compact);
}

function groupInFours(text: string): string {
  return text.replace(/(.{4})(?=.)/g, '$1 ');
}
