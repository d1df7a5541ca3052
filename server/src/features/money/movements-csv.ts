import {
  CURRENCIES,
  formatUnits,
  MOVEMENT_KIND_LABELS,
  type CurrencyCode,
  type Movement,
} from '@titletrust/shared';

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

/** An amount as a plain number in its currency's major units, exact: "350000.5", "-630". */
const amount = (minor: string, currency: CurrencyCode) =>
  formatUnits(BigInt(minor), CURRENCIES[currency].decimals);

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
 * kept: several movements of one contract can fall in the same minute.
 */
export function lagosTimestamp(moment: string): string {
  const part = Object.fromEntries(
    lagosClock.formatToParts(new Date(moment)).map(({ type, value }) => [type, value]),
  );
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

/**
 * The payments list as a spreadsheet: one row per movement, Lagos time, each row's amounts in
 * its Currency column's currency (NGN to the kobo, USDC to the millionth), as plain numbers a
 * spreadsheet can add up per currency, never across them.
 */
export function movementsCsv(items: Movement[]): string {
  const header = [
    'Date (WAT)',
    'Movement',
    'Gig',
    'Currency',
    'Available change',
    'Held for withdrawal change',
    'Your escrow change',
    'Platform fee',
    'Description',
    'Entry id',
  ];
  const lines = items.map((item) =>
    [
      lagosTimestamp(item.createdAt),
      MOVEMENT_KIND_LABELS[item.kind],
      item.gigTitle ?? '',
      item.currency,
      amount(item.availableDeltaMinor, item.currency),
      amount(item.heldDeltaMinor, item.currency),
      amount(item.escrowDeltaMinor, item.currency),
      amount(item.feeMinor, item.currency),
      item.memo,
      item.entryId,
    ]
      .map(csvField)
      .join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}
