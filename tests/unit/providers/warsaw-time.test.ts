import { describe, expect, it } from 'vitest';
import { warsawDateTime } from '../../../server/src/providers/warsaw-time';

describe('the registers’ date and time parts, in Polish local time', () => {
  it('follows the change to summer time and the day boundary', () => {
    expect(warsawDateTime(new Date('2026-03-29T00:59:59Z'))).toEqual({
      year: '2026',
      month: '03',
      day: '29',
      time: '01:59:59',
    });
    expect(warsawDateTime(new Date('2026-03-29T01:00:00Z'))).toEqual({
      year: '2026',
      month: '03',
      day: '29',
      time: '03:00:00',
    });
    expect(warsawDateTime(new Date('2026-12-31T23:00:00Z'))).toEqual({
      year: '2027',
      month: '01',
      day: '01',
      time: '00:00:00',
    });
  });

  it('refuses a date that is no moment', () => {
    expect(() => warsawDateTime(new Date('not a date'))).toThrow(RangeError);
  });
});
