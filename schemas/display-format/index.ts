/**
 * THE formatting module (see docs/product/formats.md): percent, money, date, date-time, bank accounts
 * and countries, the same on screens (src/lib/format re-exports it), in PDFs, e-mails and exports (server).
 */
export { formatDecimal, formatMoney, formatPercent, formatPercentNumber, parseDecimalInput } from './number';
export { DISPLAY_TIME_ZONE, formatDate, formatDateIso, formatDateTime, formatDateTimeIso } from './date';
export { formatBankAccount } from './bank-account';
export { countryChoices, countryName, type CountryChoice } from './countries';
export { csvDialect, csvField, csvLine, csvNumber, type CsvDialect } from './csv';
