/** A cell that is wholly a number, such as a negative amount, is the one that may start with -. */
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A field as CSV wants it. A cell starting with any of OWASP's formula triggers (= + - @, tab,
 * carriage return) is prefixed with ' so a spreadsheet shows it as text instead of running it.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !NUMBER.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A whole CSV file: the header, then one line per row, each cell made safe; CRLF as RFC 4180. */
export function csvFile(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvField).join(','));
  return lines.join('\r\n') + '\r\n';
}

const lagosClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Lagos',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * "2026-11-26 11:00:00": the moment on the Lagos clock (WAT, UTC+1, no daylight saving), as every
 * screen shows it, written the way spreadsheets read as a date and sort as text. Seconds are
 * kept: several rows can fall in the same minute.
 */
export function lagosTimestamp(moment: string | Date): string {
  const part = Object.fromEntries(
    lagosClock.formatToParts(new Date(moment)).map(({ type, value }) => [type, value]),
  );
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}
