export { formatNumber } from './number';
export { formatDateDotted, formatDateIso } from './date';
export { formatBankAccount } from './bank-account';
