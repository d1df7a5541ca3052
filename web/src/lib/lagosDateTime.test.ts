import { describe, expect, it } from 'vitest';
import { formatLagosDateTime, formatLagosDeadline } from './lagosDateTime';

describe('formatLagosDeadline', () => {
  it('names the weekday, the date and the time on the Lagos clock (UTC+1)', () => {
    expect(formatLagosDeadline('2026-12-10T13:05:00.000Z')).toBe(
      'Thursday 10 December 2026, 14:05 WAT',
    );
  });

  it('moves to the next Lagos day an hour before midnight UTC, and keeps a 24-hour clock', () => {
    expect(formatLagosDeadline('2026-03-01T23:30:00.000Z')).toBe('Monday 2 March 2026, 00:30 WAT');
    expect(formatLagosDeadline(new Date('2026-06-15T08:00:00.000Z'))).toBe(
      'Monday 15 June 2026, 09:00 WAT',
    );
  });
});

describe('formatLagosDateTime', () => {
  it('gives the day, the year and the time to the second on the Lagos clock', () => {
    expect(formatLagosDateTime('2026-03-04T13:05:09.400Z')).toBe('4 Mar 2026, 14:05:09 WAT');
    // Late evening UTC on New Year's Eve is already the new year in Lagos.
    expect(formatLagosDateTime('2026-12-31T23:30:05.000Z')).toBe('1 Jan 2027, 00:30:05 WAT');
  });
});
