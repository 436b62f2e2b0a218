/**
 * The CSV dialect of every export, one per language: what a spreadsheet set to that language
 * reads as numbers without an import wizard. Polish: `;` between fields and a decimal comma ("25000,50");
 * English: `,` and a decimal dot. UTF-8 with a BOM, CRLF lines, RFC 4180 quoting. Moments are written in the
 * platform's one time zone (DISPLAY_TIME_ZONE), named in the column's header.
 */
export interface CsvDialect {
  separator: ';' | ',';
  decimal: ',' | '.';
}

export function csvDialect(language: 'pl' | 'en'): CsvDialect {
  return language === 'pl' ? { separator: ';', decimal: ',' } : { separator: ',', decimal: '.' };
}

/** A plain decimal ("25000.50", "8.5") in the dialect: no grouping, the language's decimal separator. */
export function csvNumber(value: string, dialect: CsvDialect): string {
  return dialect.decimal === ',' ? value.replace('.', ',') : value;
}

/** One field, quoted when it holds the separator, a quote, a line break or edge spaces. */
export function csvField(value: string, dialect: CsvDialect): string {
  const special = dialect.separator === ';' ? /[";\r\n]|^\s|\s$/ : /[",\r\n]|^\s|\s$/;
  return special.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One line of fields, CRLF-terminated. */
export function csvLine(fields: readonly string[], dialect: CsvDialect): string {
  return `${fields.map((field) => csvField(field, dialect)).join(dialect.separator)}\r\n`;
}
