/**
 * The schedule files (server/src/modules/investments/schedule-exports.ts): RFC 5545 text escaping and line
 * folding (75 octets, never inside a UTF-8 character, continuation lines starting with one space), one VEVENT per
 * payment date, and the CSV's quoting.
 */
import { describe, expect, it } from 'vitest';
import type { InvestmentSchedule } from '#generated/api/model';
import {
  escapeIcsText,
  foldIcsLine,
  scheduleCsv,
  scheduleIcs,
} from '../../../server/src/modules/investments/schedule-exports';

const zero = { grossInterest: 0, tax: 0, netInterest: 0, principal: 0, total: 0 };
const row = (number: number, periodStart: string, dueDate: string, principal: number) => ({
  number,
  periodStart,
  dueDate,
  days: 90,
  dayCountDays: 90,
  ratePercent: 9,
  referenceRatePercent: null,
  fixingDate: null,
  estimated: false,
  grossInterest: 221.92,
  tax: 42.16,
  netInterest: 179.76,
  principal,
  total: 179.76 + principal,
  status: 'scheduled' as const,
  paid: zero,
  paidOn: null,
  cancellationReason: null,
});

const schedule: InvestmentSchedule = {
  currency: 'PLN',
  accrualStart: '2026-01-15',
  maturityDate: '2026-07-15',
  projected: false,
  estimated: false,
  conventions: {
    dayCount: 'ACT/365F',
    interestType: 'Fixed',
    paymentFrequency: 'Quarterly',
    businessDayAdjustment: 'unadjusted',
    endOfMonth: 'last-day-of-month',
    accrualStart: 'later-of-start-and-payment',
    rounding: 'half-up-to-minor-unit-per-period',
    taxWithheld: true,
    taxRatePercent: 19,
    taxNote: null,
    marginPercent: null,
    referenceRateName: null,
  },
  rows: [
    row(1, '2026-01-15', '2026-04-15', 0),
    { ...row(2, '2026-04-15', '2026-07-15', 10000), status: 'cancelled', cancellationReason: 'x' },
  ],
  totals: zero,
  paid: zero,
  remaining: zero,
};

describe('iCalendar text', () => {
  it('escapes backslash, semicolon, comma and line breaks (RFC 5545 3.3.11)', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets with CRLF + space, never splitting a UTF-8 character', () => {
    const ascii = `SUMMARY:${'x'.repeat(200)}`;
    const folded = foldIcsLine(ascii);
    const lines = folded.split('\r\n');
    expect(lines.map((line) => Buffer.byteLength(line))).toEqual([75, 75, 60]);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(ascii);
    // "ł" is 2 octets: 8 + 33 × 2 = 74 fits, the 34th "ł" would make 76 and goes to the next line.
    const polish = `SUMMARY:${'ł'.repeat(40)}`;
    const polishLines = foldIcsLine(polish).split('\r\n');
    expect(polishLines.map((line) => Buffer.byteLength(line))).toEqual([74, 15]);
    expect(foldIcsLine(polish).replace(/\r\n /g, '')).toBe(polish);
    expect(foldIcsLine('SHORT:1')).toBe('SHORT:1');
  });

  it('one VEVENT per payment date, all-day, a stable UID, cancelled rows marked', () => {
    const ics = scheduleIcs({
      schedule,
      investmentId: 'inv-1',
      domain: 'localhost',
      now: new Date('2026-03-01T08:30:00.000Z'),
      texts: {
        calendarName: 'Demo Invest: Obligacje, seria; A',
        summary: (r) => `Wypłata ${r.number}`,
        description: (r) => `Brutto ${r.grossInterest}\nNetto ${r.netInterest}`,
      },
    });
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//localhost//Investor panel//PL',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Demo Invest: Obligacje\\, seria\\; A',
      'BEGIN:VEVENT',
      'UID:inv-1-20260415@localhost',
      'DTSTAMP:20260301T083000Z',
      'DTSTART;VALUE=DATE:20260415',
      'DTEND;VALUE=DATE:20260416',
      'SUMMARY:Wypłata 1',
      'DESCRIPTION:Brutto 221.92\\nNetto 179.76',
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:inv-1-20260715@localhost',
      'DTSTAMP:20260301T083000Z',
      'DTSTART;VALUE=DATE:20260715',
      'DTEND;VALUE=DATE:20260716',
      'SUMMARY:Wypłata 2',
      'DESCRIPTION:Brutto 221.92\\nNetto 179.76',
      'TRANSP:TRANSPARENT',
      'STATUS:CANCELLED',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });
});

describe('CSV', () => {
  it('one dialect per language: EN `,` and a dot, PL `;` and a decimal comma; BOM, CRLF', () => {
    const csv = scheduleCsv(schedule, 'en');
    expect(csv.startsWith('\uFEFFNo.,Period start,Payment date,')).toBe(true);
    expect(csv.split('\r\n').slice(1, 3)).toEqual([
      '1,2026-01-15,2026-04-15,90,9,no,221.92,42.16,179.76,0.00,179.76,PLN,scheduled,0.00,',
      '2,2026-04-15,2026-07-15,90,9,no,221.92,42.16,179.76,10000.00,10179.76,PLN,cancelled,0.00,',
    ]);
    const pl = scheduleCsv(schedule, 'pl');
    expect(pl.startsWith('\uFEFFNr;')).toBe(true);
    expect(pl.split('\r\n')[1]).toBe(
      '1;2026-01-15;2026-04-15;90;9;nie;221,92;42,16;179,76;0,00;179,76;PLN;zaplanowana;0,00;',
    );
  });
});
