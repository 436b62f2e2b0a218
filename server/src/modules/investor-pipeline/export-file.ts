// The export files of the investor tables: the table's columns with headers and labels in
// the request's language, written row batch by row batch into the response stream.
//  - CSV: the language's dialect (schemas/display-format/csv.ts: PL `;` and a decimal comma, EN `,` and a dot),
//    UTF-8 with a BOM, CRLF, RFC 4180 quoting; amounts as plain decimals, dates YYYY-MM-DD, the status date as
//    YYYY-MM-DD HH:MM in Europe/Warsaw, the zone named in its header; a text cell that starts like a formula (= + - @ tab CR) is
//    prefixed with ' so that a spreadsheet shows it as text (OWASP "CSV injection").
//  - XLSX: exceljs's streaming WorkbookWriter (rows are zipped and sent as they come); amounts are numbers with
//    the format #,##0.00, dates real dates.
import { once } from 'node:events';
import type { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { csvDialect, csvLine, csvNumber, DISPLAY_TIME_ZONE, type CsvDialect } from '#schemas/display-format';
import type { ExportRow } from './investor-pipeline.repository';

export type ExportFormat = 'csv' | 'xlsx';
export type ExportLanguage = 'pl' | 'en';

type Kind = 'text' | 'date' | 'datetime' | 'money';

interface ExportColumn {
  header: string;
  kind: Kind;
  width: number;
  value: (row: ExportRow) => string | null;
}

const TEXTS = {
  pl: {
    sheet: 'Inwestorzy',
    file: 'inwestorzy',
    yes: 'tak',
    no: 'nie',
    columns: {
      investorName: 'Inwestor',
      investorEmail: 'Adres e-mail',
      ownerName: 'Doradca',
      agreementDate: 'Data umowy',
      paymentDate: 'Ostatnia płatność',
      endDate: 'Koniec umowy',
      networkId: 'Sieć',
      investmentValue: 'Kwota inwestycji',
      currency: 'Waluta',
      status: 'Status',
      statusDate: `Data zmiany statusu (${DISPLAY_TIME_ZONE})`,
      campaignName: 'Nazwa kampanii',
      productAutentiStatus: 'Status umowy',
      productCode: 'Kod produktu',
      paymentConfirmations: 'Potwierdzenia płatności',
      files: 'Pliki',
      stuck: 'Utknęła',
    },
    statuses: {
      invited: 'Wysłana',
      viewed: 'Wyświetlona',
      interested: 'Rozważana',
      accepted: 'Zaakceptowana',
      active: 'Aktywna',
      rejected: 'Odrzucona',
      declined: 'Odrzucona przez inwestora',
      archived: 'Zarchiwizowana',
    },
    agreements: {
      New: 'nowa',
      Unknown: 'nieznany',
      Draft: 'szkic',
      Processing: 'wysłana',
      Completed: 'podpisana',
      Rejected: 'odrzucona',
      Withdrawn: 'wycofana',
      Withdrawing: 'w trakcie wycofywania',
      Error: 'błąd',
    },
  },
  en: {
    sheet: 'Investors',
    file: 'investors',
    yes: 'yes',
    no: 'no',
    columns: {
      investorName: 'Investor',
      investorEmail: 'E-mail address',
      ownerName: 'Advisor',
      agreementDate: 'Contract date',
      paymentDate: 'Last payment',
      endDate: 'End of contract',
      networkId: 'Network',
      investmentValue: 'Investment amount',
      currency: 'Currency',
      status: 'Status',
      statusDate: `Status change date (${DISPLAY_TIME_ZONE})`,
      campaignName: 'Campaign name',
      productAutentiStatus: 'Agreement status',
      productCode: 'Product code',
      paymentConfirmations: 'Payment confirmations',
      files: 'Files',
      stuck: 'Stuck',
    },
    statuses: {
      invited: 'Invited',
      viewed: 'Viewed',
      interested: 'Interested',
      accepted: 'Accepted',
      active: 'Active',
      rejected: 'Rejected',
      declined: 'Declined',
      archived: 'Archived',
    },
    agreements: {
      New: 'new',
      Unknown: 'unknown',
      Draft: 'draft',
      Processing: 'sent',
      Completed: 'signed',
      Rejected: 'rejected',
      Withdrawn: 'withdrawn',
      Withdrawing: 'being withdrawn',
      Error: 'error',
    },
  },
} as const;

/** The table's columns in its order (the owner's in the network views; confirmations labelled files there). */
export function exportColumns(language: ExportLanguage, owner: boolean): ExportColumn[] {
  const t = TEXTS[language];
  const c = t.columns;
  const columns: (ExportColumn | null)[] = [
    { header: c.investorName, kind: 'text', width: 28, value: (row) => row.investor_name },
    { header: c.investorEmail, kind: 'text', width: 32, value: (row) => row.investor_email },
    owner ? { header: c.ownerName, kind: 'text', width: 24, value: (row) => row.owner_name } : null,
    { header: c.agreementDate, kind: 'date', width: 13, value: (row) => row.agreement_date },
    { header: c.paymentDate, kind: 'date', width: 13, value: (row) => row.payment_date },
    { header: c.endDate, kind: 'date', width: 13, value: (row) => row.end_date },
    { header: c.networkId, kind: 'text', width: 20, value: (row) => row.network_name },
    { header: c.investmentValue, kind: 'money', width: 16, value: (row) => row.investment_value },
    { header: c.currency, kind: 'text', width: 8, value: (row) => row.currency },
    { header: c.status, kind: 'text', width: 22, value: (row) => t.statuses[row.status] },
    { header: c.statusDate, kind: 'datetime', width: 18, value: (row) => row.status_date },
    { header: c.campaignName, kind: 'text', width: 30, value: (row) => row.campaign_name },
    {
      header: c.productAutentiStatus,
      kind: 'text',
      width: 16,
      value: (row) =>
        row.agreement_status
          ? (t.agreements[row.agreement_status as keyof typeof t.agreements] ?? row.agreement_status)
          : null,
    },
    { header: c.productCode, kind: 'text', width: 14, value: (row) => row.product_code },
    {
      header: owner ? c.files : c.paymentConfirmations,
      kind: 'text',
      width: 30,
      value: (row) => row.payment_confirmations,
    },
    { header: c.stuck, kind: 'text', width: 9, value: (row) => (row.stuck === 'true' ? t.yes : t.no) },
  ];
  return columns.filter((column): column is ExportColumn => column !== null);
}

/** The file's name: `inwestorzy-2026-03-02.csv` / `investors-2026-03-02.xlsx` (the day in Europe/Warsaw). */
export function exportFileName(language: ExportLanguage, format: ExportFormat, day: string): string {
  return `${TEXTS[language].file}-${day}.${format}`;
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Writes batches of rows into the response stream; `end` finishes the file. */
export interface ExportWriter {
  write(rows: ExportRow[]): Promise<void>;
  end(): Promise<void>;
}

/** Resolves when the stream can take more (back-pressure); rejects when the client went away. */
async function writable(out: PassThrough): Promise<void> {
  if (out.destroyed) throw new Error('the export stream is closed');
  if (!out.writableNeedDrain) return;
  const closed = once(out, 'close').then(() => {
    throw new Error('the export stream is closed');
  });
  await Promise.race([once(out, 'drain'), closed]);
}

// ------------------------------------------------------------------ CSV

const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string | null, kind: Kind, dialect: CsvDialect): string {
  if (value === null) return '';
  if (kind === 'datetime') return value.slice(0, 16).replace('T', ' ');
  if (kind === 'money') return csvNumber(value, dialect);
  if (kind === 'text' && FORMULA_START.test(value)) return `'${value}`;
  return value;
}

/** The CSV of the language's dialect (schemas/display-format/csv.ts): PL `;` and a decimal comma, EN `,` and a dot. */
export function csvWriter(out: PassThrough, columns: ExportColumn[], language: ExportLanguage): ExportWriter {
  const dialect = csvDialect(language);
  const line = (cells: string[]) => csvLine(cells, dialect);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    out.write(`\uFEFF${line(columns.map((column) => column.header))}`);
  };
  return {
    async write(rows) {
      start();
      out.write(
        rows.map((row) => line(columns.map((column) => csvCell(column.value(row), column.kind, dialect)))).join(''),
      );
      await writable(out);
    },
    async end() {
      start();
      await new Promise<void>((resolve) => out.end(resolve));
    },
  };
}

// ------------------------------------------------------------------ XLSX

/** `YYYY-MM-DD` (or `YYYY-MM-DDTHH:MM:SS`, a wall-clock time) as the Date whose UTC reading is that time. */
function wallClock(value: string): Date {
  const [date, time = '00:00:00'] = value.split('T') as [string, string?];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute, second] = time.split(':').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
}

function xlsxCell(value: string | null, kind: Kind): string | number | Date | null {
  if (value === null) return null;
  if (kind === 'money') return Number(value);
  if (kind === 'date' || kind === 'datetime') return wallClock(value);
  return value;
}

const NUMBER_FORMATS: Partial<Record<Kind, string>> = {
  money: '#,##0.00',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm',
};

export function xlsxWriter(out: PassThrough, columns: ExportColumn[], language: ExportLanguage): ExportWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(TEXTS[language].sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => ({
    key: String(index),
    width: column.width,
    ...(NUMBER_FORMATS[column.kind] && { style: { numFmt: NUMBER_FORMATS[column.kind] } }),
  }));
  const header = sheet.addRow(columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();
  return {
    async write(rows) {
      for (const row of rows) sheet.addRow(columns.map((column) => xlsxCell(column.value(row), column.kind))).commit();
      await writable(out);
    },
    async end() {
      sheet.commit();
      await workbook.commit();
    },
  };
}
