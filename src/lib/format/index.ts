/**
 * The screens' formats: the platform's one formatting module (schemas/display-format, shared with the server's
 * PDFs, e-mails and exports; docs/product/formats.md). Nothing here formats on its own.
 */
export {
  countryChoices,
  countryName,
  DISPLAY_TIME_ZONE,
  formatBankAccount,
  formatDate,
  formatDateIso,
  formatDateTime,
  formatDecimal,
  formatMoney,
  formatPercent,
  formatPercentNumber,
  parseDecimalInput,
} from '#schemas/display-format';
