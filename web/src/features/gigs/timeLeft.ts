const UNITS: ReadonlyArray<[string, number]> = [
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 days left", "5 hours left", "Closed": how long bids stay open, for people. */
export function formatTimeLeft(deadline: Date, now: Date = new Date()): string {
  const seconds = Math.floor((deadline.getTime() - now.getTime()) / 1000);
  if (seconds <= 0) return 'Closed';
  for (const [unit, size] of UNITS) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return `${count} ${unit}${count === 1 ? '' : 's'} left`;
  }
  return 'Less than a minute left';
}

export function isPast(moment: string, now: Date = new Date()): boolean {
  return Date.parse(moment) <= now.getTime();
}

const dateTime = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' });

/** "8 Mar 2025, 14:30" in the viewer's time zone. */
export function formatDateTime(moment: string): string {
  return dateTime.format(new Date(moment));
}
