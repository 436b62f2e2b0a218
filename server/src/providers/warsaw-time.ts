// The Polish registers print dates and times in Polish local time in their own formats; this gives the parts. The
// time zone and its arithmetic are the platform's one implementation (schemas/display-format).
import { formatDateTimeIso } from '#schemas/display-format';

export interface WarsawDateTime {
  year: string;
  month: string;
  day: string;
  /** "HH:mm:ss", 24-hour. */
  time: string;
}

export function warsawDateTime(at: Date): WarsawDateTime {
  // "2026-03-05 14:07:09" in Europe/Warsaw.
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(formatDateTimeIso(at));
  if (!match) throw new RangeError('Invalid time value');
  const [, year = '', month = '', day = '', time = ''] = match;
  return { year, month, day, time };
}
