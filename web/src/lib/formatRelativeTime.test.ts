import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './formatRelativeTime';

const now = new Date('2025-03-01T12:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('formatRelativeTime', () => {
  it('says "just now" for the last few seconds, and for a clock slightly ahead', () => {
    expect(formatRelativeTime(ago(0), now)).toBe('just now');
    expect(formatRelativeTime(ago(44), now)).toBe('just now');
    expect(formatRelativeTime(ago(-10), now)).toBe('just now');
  });

  it('picks the largest unit that fits', () => {
    expect(formatRelativeTime(ago(50), now)).toBe('50 seconds ago');
    expect(formatRelativeTime(ago(3 * 60), now)).toBe('3 minutes ago');
    expect(formatRelativeTime(ago(2 * 3600), now)).toBe('2 hours ago');
    expect(formatRelativeTime(ago(26 * 3600), now)).toBe('yesterday');
    expect(formatRelativeTime(ago(400 * 24 * 3600), now)).toBe('last year');
  });
});
