/**
 * Dates in the spec's two formats (spec 001 section 9): YYYY-MM-DD and DD.MM.YYYY.
 * A date-only string ("2024-03-05") is taken as written (new Date() would read it as UTC midnight and
 * could show the previous day west of Greenwich); a date-time is shown in the browser's time zone.
 */

type DateInput = Date | string | number | null | undefined;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(value: DateInput): { year: string; month: string; day: string } | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value.trim());
    if (match) {
      const [, year = '', month = '', day = ''] = match;
      return { year, month, day };
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return {
    year: String(date.getFullYear()).padStart(4, '0'),
    month: String(date.getMonth() + 1).padStart(2, '0'),
    day: String(date.getDate()).padStart(2, '0'),
  };
}

/** "2024-03-05"; '' when there is no valid date. */
export function formatDateIso(value: DateInput): string {
  const p = parts(value);
  return p ? `${p.year}-${p.month}-${p.day}` : '';
}

/** "05.03.2024"; '' when there is no valid date. */
export function formatDateDotted(value: DateInput): string {
  const p = parts(value);
  return p ? `${p.day}.${p.month}.${p.year}` : '';
}
