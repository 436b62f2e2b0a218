/**
 * Dates and times as the platform shows them everywhere, in both languages (docs/product/formats.md,
 * decision 0032): a date "05.03.2026" (DD.MM.YYYY; YYYY-MM-DD where a machine reads it), a moment
 * "05.03.2026 14:07" (24-hour) in ONE time zone, the fund's (Europe/Warsaw), on screens, in PDFs, e-mails and
 * exports alike, whatever the browser's or the server's zone.
 */

export const DISPLAY_TIME_ZONE = 'Europe/Warsaw';

type DateInput = Date | string | number | null | undefined;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const RFC_3339 = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

const zoned = new Intl.DateTimeFormat('en-GB', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

interface Parts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

function parts(value: DateInput): Parts | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    // A calendar date is taken as written (read as an instant it could be the previous day west of Greenwich).
    const match = DATE_ONLY.exec(value.trim());
    if (match) {
      const [, year = '', month = '', day = ''] = match;
      return { year, month, day, hour: '00', minute: '00', second: '00' };
    }
  }
  // Only what the contract sends (RFC 3339) or a Date: "05.03.2026" is not read as the 3rd of May.
  if (typeof value === 'string' && !RFC_3339.test(value.trim())) return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const all = zoned.formatToParts(date);
  const pick = (type: string) => all.find((part) => part.type === type)?.value ?? '';
  return {
    year: pick('year').padStart(4, '0'),
    month: pick('month'),
    day: pick('day'),
    hour: pick('hour'),
    minute: pick('minute'),
    second: pick('second'),
  };
}

/** "2026-03-05"; '' without a valid date. */
export function formatDateIso(value: DateInput): string {
  const p = parts(value);
  return p ? `${p.year}-${p.month}-${p.day}` : '';
}

/** "05.03.2026"; '' without a valid date. */
export function formatDate(value: DateInput): string {
  const p = parts(value);
  return p ? `${p.day}.${p.month}.${p.year}` : '';
}

/** "05.03.2026 14:07" in Europe/Warsaw; '' without a valid date. */
export function formatDateTime(value: DateInput): string {
  const p = parts(value);
  return p ? `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}` : '';
}

/** "2026-03-05 14:07:09" in Europe/Warsaw, sortable (exports); '' without a valid date. */
export function formatDateTimeIso(value: DateInput): string {
  const p = parts(value);
  return p ? `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}` : '';
}
