// The schedule of an investment as files: CSV (every row, its amounts and status) and
// iCalendar (RFC 5545: one all-day VEVENT per payment date). Pure functions: the service gives the computed
// schedule and the texts' language.
import type { InvestmentSchedule, PaymentStatus } from '#generated/api/model';
import { formatMinorUnits, toMinorUnits } from '#schemas/finance/money';
import { addDays } from '#schemas/formats/date';
import { csvDialect, csvLine, csvNumber } from '#schemas/display-format';
import { decimalSumString } from '#schemas/formats/decimal';

export type ExportLanguage = 'pl' | 'en';

const STATUS: Record<ExportLanguage, Record<PaymentStatus, string>> = {
  pl: {
    scheduled: 'zaplanowana',
    unpaid: 'niezapłacona',
    paid: 'zapłacona',
    'partially-paid': 'zapłacona częściowo',
    cancelled: 'anulowana',
  },
  en: {
    scheduled: 'scheduled',
    unpaid: 'unpaid',
    paid: 'paid',
    'partially-paid': 'partially paid',
    cancelled: 'cancelled',
  },
};

const CSV_HEADER: Record<ExportLanguage, readonly string[]> = {
  pl: [
    'Nr',
    'Początek okresu',
    'Data płatności',
    'Liczba dni',
    'Oprocentowanie (%)',
    'Szacunkowe',
    'Odsetki brutto',
    'Podatek',
    'Odsetki netto',
    'Kapitał',
    'Razem',
    'Waluta',
    'Status',
    'Wypłacono',
    'Data wypłaty',
  ],
  en: [
    'No.',
    'Period start',
    'Payment date',
    'Days',
    'Rate (%)',
    'Estimated',
    'Gross interest',
    'Tax',
    'Net interest',
    'Principal',
    'Total',
    'Currency',
    'Status',
    'Paid',
    'Paid on',
  ],
};

/** Money as a plain decimal with two decimals ("1234.50"): what spreadsheets read in any locale setting. */
const amount = (value: number): string => formatMinorUnits(toMinorUnits(value));

/** The export's CSV dialect (schemas/display-format/csv.ts): PL `;` and a decimal comma, EN `,` and a dot. */
export function scheduleCsv(schedule: InvestmentSchedule, language: ExportLanguage): string {
  const yes = language === 'pl' ? 'tak' : 'yes';
  const no = language === 'pl' ? 'nie' : 'no';
  const dialect = csvDialect(language);
  const number = (value: string) => csvNumber(value, dialect);
  const lines = [CSV_HEADER[language]];
  for (const row of schedule.rows) {
    lines.push([
      String(row.number),
      row.periodStart,
      row.dueDate,
      String(row.days),
      number(decimalSumString([row.ratePercent])),
      row.estimated ? yes : no,
      number(amount(row.grossInterest)),
      number(amount(row.tax)),
      number(amount(row.netInterest)),
      number(amount(row.principal)),
      number(amount(row.total)),
      schedule.currency,
      STATUS[language][row.status],
      number(amount(row.paid.total)),
      row.paidOn ?? '',
    ]);
  }
  return `\uFEFF${lines.map((fields) => csvLine(fields, dialect)).join('')}`;
}

// ------------------------------------------------------------------ iCalendar (RFC 5545)

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma, line breaks. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): the continuation lines start with one space; a UTF-8
 * character is never split (each piece is at most 75 octets including the leading space).
 */
export function foldIcsLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = pieces.length === 0 ? 75 : 74; // continuation lines carry the leading space
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

const compactDate = (isoDate: string) => isoDate.replace(/-/g, '');

/** 2026-04-15T08:00:00.000Z -> 20260415T080000Z */
const icsInstant = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export interface IcsTexts {
  calendarName: string;
  /** The event's summary, e.g. "ZE-A24: wypłata 181,75 PLN". */
  summary: (row: InvestmentSchedule['rows'][number]) => string;
  description: (row: InvestmentSchedule['rows'][number]) => string;
}

/**
 * A VCALENDAR with one all-day VEVENT per payment date (DTSTART;VALUE=DATE, DTEND the next day), a UID stable
 * per investment and date (a re-import updates instead of duplicating), cancelled rows with STATUS:CANCELLED.
 */
export function scheduleIcs(input: {
  schedule: InvestmentSchedule;
  investmentId: string;
  /** The tenant's host: the UIDs' domain. */
  domain: string;
  now: Date;
  texts: IcsTexts;
}): string {
  const { schedule, texts } = input;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(input.domain)}//Investor panel//PL`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(texts.calendarName)}`,
  ];
  const stamp = icsInstant(input.now);
  for (const row of schedule.rows) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${input.investmentId}-${compactDate(row.dueDate)}@${input.domain}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compactDate(row.dueDate)}`,
      `DTEND;VALUE=DATE:${compactDate(addDays(row.dueDate, 1))}`,
      `SUMMARY:${escapeIcsText(texts.summary(row))}`,
      `DESCRIPTION:${escapeIcsText(texts.description(row))}`,
      'TRANSP:TRANSPARENT',
      ...(row.status === 'cancelled' ? ['STATUS:CANCELLED'] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
