import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, formatTimeLeft } from './timeLeft';

const now = new Date('2025-03-01T12:00:00.000Z');
const inSeconds = (seconds: number) => new Date(now.getTime() + seconds * 1000);
const MINUTE = 60;
const DAY = 86_400;

describe('formatTimeLeft', () => {
  it('counts days, then hours, then minutes', () => {
    expect(formatTimeLeft(inSeconds(3 * DAY + 100), now)).toBe('3 days left');
    expect(formatTimeLeft(inSeconds(DAY), now)).toBe('1 day left');
    expect(formatTimeLeft(inSeconds(5 * 3600 + 59), now)).toBe('5 hours left');
    expect(formatTimeLeft(inSeconds(61), now)).toBe('1 minute left');
    expect(formatTimeLeft(inSeconds(30), now)).toBe('Less than a minute left');
  });

  it('says closed once the deadline has passed', () => {
    expect(formatTimeLeft(inSeconds(0), now)).toBe('Closed');
    expect(formatTimeLeft(inSeconds(-100), now)).toBe('Closed');
  });

  it('gives both parties the same words for one auto-release moment, however fresh their clock', () => {
    const deliveredAt = new Date('2025-03-01T09:00:00.000Z');
    const autoReleaseAt = new Date(deliveredAt.getTime() + 14 * DAY * 1000).toISOString();
    // The professional's page still holds the time it was opened, a minute before delivering;
    // the client opens theirs a few minutes after.
    const professionalNow = new Date(deliveredAt.getTime() - MINUTE * 1000);
    const clientNow = new Date(deliveredAt.getTime() + 5 * MINUTE * 1000);
    expect(formatTimeLeft(autoReleaseAt, professionalNow)).toBe('14 days left');
    expect(formatTimeLeft(autoReleaseAt, clientNow)).toBe('14 days left');
    // Later the same Lagos day, still the same; the next day, one less.
    expect(formatTimeLeft(autoReleaseAt, new Date('2025-03-01T22:59:00.000Z'))).toBe(
      '14 days left',
    );
    expect(formatTimeLeft(autoReleaseAt, new Date('2025-03-01T23:00:00.000Z'))).toBe(
      '13 days left',
    );
  });

  it('counts calendar days in Lagos (UTC+1), not in the browser’s zone', () => {
    // 23:30 on 1 March in Lagos (22:30 UTC) to 00:30 on 3 March in Lagos (23:30 UTC on the 2nd):
    // the deadline's day is two Lagos days away, though it is one UTC day away.
    expect(
      formatTimeLeft(new Date('2025-03-02T23:30:00.000Z'), new Date('2025-03-01T22:30:00.000Z')),
    ).toBe('2 days left');
  });

  it('takes the deadline as the API sends it, an ISO string', () => {
    expect(formatTimeLeft(inSeconds(2 * DAY).toISOString(), now)).toBe('2 days left');
  });
});

describe('formatDateTime', () => {
  const browserZone = process.env.TZ;
  afterEach(() => {
    if (browserZone === undefined) delete process.env.TZ;
    else process.env.TZ = browserZone;
  });

  it('shows the moment in Lagos time, whatever the browser’s zone', () => {
    process.env.TZ = 'Africa/Lagos';
    expect(formatDateTime('2025-03-08T13:30:00.000Z')).toBe('8 Mar 2025, 14:30');
    expect(formatDateTime('2025-03-08T23:30:00.000Z')).toBe('9 Mar 2025, 00:30');
    // Elsewhere the same Lagos clock, named, so it is not read as the viewer's own.
    process.env.TZ = 'America/New_York';
    expect(formatDateTime('2025-03-08T13:30:00.000Z')).toBe('8 Mar 2025, 14:30 WAT');
  });
});
