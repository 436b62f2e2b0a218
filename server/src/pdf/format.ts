/**
 * The platform's display formats for server-made documents (PDFs, e-mails, exports): the one formatting module
 * the screens use as well (schemas/display-format), never a copy of its rules.
 */
export {
  countryName,
  formatBankAccount,
  formatDate,
  formatDateTime,
  formatDateTimeIso,
  formatDecimal,
  formatMoney,
  formatPercent,
} from '#schemas/display-format';
