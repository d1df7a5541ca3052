import { describe, expect, it } from 'vitest';
import { formatTimeLeft } from './timeLeft';

const now = new Date('2025-03-01T12:00:00.000Z');
const inSeconds = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('formatTimeLeft', () => {
  it('names the largest whole unit left', () => {
    expect(formatTimeLeft(inSeconds(3 * 86_400 + 100), now)).toBe('3 days left');
    expect(formatTimeLeft(inSeconds(86_400), now)).toBe('1 day left');
    expect(formatTimeLeft(inSeconds(5 * 3600 + 59), now)).toBe('5 hours left');
    expect(formatTimeLeft(inSeconds(61), now)).toBe('1 minute left');
    expect(formatTimeLeft(inSeconds(30), now)).toBe('Less than a minute left');
  });

  it('says closed once the deadline has passed', () => {
    expect(formatTimeLeft(inSeconds(0), now)).toBe('Closed');
    expect(formatTimeLeft(inSeconds(-100), now)).toBe('Closed');
  });
});
