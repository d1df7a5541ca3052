import {
  CURRENCIES,
  CURRENCY_CODES,
  formatFigure,
  formatMoney,
  parseUnits,
  type CurrencyCode,
} from './money';

/**
 * Reading an amount a person typed ("350,000", "350000.50", "₦350,000", "N350k"…) into integer
 * minor units of one currency, exactly (bigint through `parseUnits`, never a float), or a message
 * that says what to change. Every amount field of the web reads through here, and the same words
 * show whichever form the field is in.
 */

/**
 * The words an amount field and its messages use for each currency (its name mid-sentence, its
 * minor unit, an example figure); a new currency must say its own.
 */
export const AMOUNT_WORDS: Record<
  CurrencyCode,
  { inText: string; minorUnit?: string; example: string }
> = {
  NGN: { inText: 'naira', minorUnit: 'kobo', example: '350,000' },
  USDC: { inText: 'USDC', example: '250.50' },
};

/**
 * What a person may write before or after the figure for each currency, longest first so "NGN"
 * is not read as "N" followed by "GN". Letters match in either case.
 */
const MARKS: Record<CurrencyCode, readonly string[]> = {
  NGN: ['NAIRA', 'NGN', '₦', 'N'],
  USDC: ['USDC', '$'],
};

export const AMOUNT_TEXT_MESSAGES = {
  empty: 'Enter an amount',
  notANumber: (currency: CurrencyCode) => `Enter an amount like ${AMOUNT_WORDS[currency].example}`,
  shorthand: (currency: CurrencyCode) =>
    `Write the amount in full, like ${AMOUNT_WORDS[currency].example} (no k or m)`,
  grouping: 'Commas go between groups of three digits (350,000); decimals follow a point (0.50)',
  negative: "An amount can't be negative",
  zero: 'Enter an amount above zero',
  tooPrecise: (currency: CurrencyCode) => {
    const { name, decimals } = CURRENCIES[currency];
    const unit = AMOUNT_WORDS[currency].minorUnit;
    return `${name} amounts have at most ${decimals} decimals${unit ? ` (${unit})` : ''}`;
  },
  otherCurrency: (currency: CurrencyCode, mark: string) => {
    const { symbol } = CURRENCIES[currency];
    return `This amount is in ${AMOUNT_WORDS[currency].inText}${symbol ? ` (${symbol})` : ''}: leave out “${mark}”`;
  },
  absurd: (currency: CurrencyCode) =>
    `That is more than ${formatMoney(CURRENCIES[currency].maxMinor, currency)} — check the amount`,
  belowMin: (min: bigint, currency: CurrencyCode) => `Enter at least ${formatMoney(min, currency)}`,
  aboveMax: (max: bigint, currency: CurrencyCode) => `Enter at most ${formatMoney(max, currency)}`,
} as const;

export interface AmountTextOptions {
  /** Zero is refused unless this is set: every amount we take (a budget, a bid, a payment) is positive. */
  allowZero?: boolean;
  /** The least accepted, in minor units ("Enter at least ₦1,000.00"). */
  min?: bigint;
  /**
   * The most accepted, in minor units, when below the currency's own ceiling ("Enter at most …");
   * above `maxMinor` every currency refuses with its own message anyway.
   */
  max?: bigint;
}

export type AmountTextResult = { ok: true; minor: bigint } | { ok: false; message: string };

const refuse = (message: string): AmountTextResult => ({ ok: false, message });

const ALL_MARKS = CURRENCY_CODES.flatMap((currency) =>
  MARKS[currency].map((mark) => ({ mark, currency })),
).sort((a, b) => b.mark.length - a.mark.length);

/** The currency mark at the start (or end) of the text, and which currency it belongs to. */
function markAt(text: string, end: boolean): { mark: string; currency: CurrencyCode } | undefined {
  const upper = text.toUpperCase();
  return ALL_MARKS.find(({ mark }) => (end ? upper.endsWith(mark) : upper.startsWith(mark)));
}

/**
 * The figure and its sign, with spaces, the sign and one currency mark (before or after) taken
 * off: "-₦ 350,000" → { negative, figure: "350,000" }; a mark of another currency is a message.
 */
function strip(
  text: string,
  currency: CurrencyCode,
): { negative: boolean; figure: string } | { message: string } {
  let rest = text.replace(/\s+/g, '').replace(/[−–]/g, '-');
  let negative = false;
  const takeSign = () => {
    if (!negative && rest.startsWith('-')) {
      negative = true;
      rest = rest.slice(1);
    }
  };
  takeSign();
  const before = markAt(rest, false);
  const after = before ? undefined : markAt(rest, true);
  const found = before ?? after;
  if (found) {
    if (found.currency !== currency) {
      const typed = before
        ? rest.slice(0, found.mark.length)
        : rest.slice(rest.length - found.mark.length);
      return { message: AMOUNT_TEXT_MESSAGES.otherCurrency(currency, typed) };
    }
    rest = before ? rest.slice(found.mark.length) : rest.slice(0, rest.length - found.mark.length);
  }
  takeSign();
  return { negative, figure: rest };
}

/**
 * Reads what a person typed as an amount of `currency`. Accepted: spaces anywhere, commas between
 * groups of three digits, a point before the decimals, one currency mark before or after ("₦",
 * "N", "NGN", "naira" for naira; "$", "USDC" for USDC). Refused, each with its own message:
 * nothing typed, not a number, "350k", badly placed commas, a mark of another currency, a
 * negative amount, zero (unless `allowZero`), more decimals than the currency has (trailing zeros
 * aside: "350.500" is ₦350.50), and more than the currency's `maxMinor` or `options.max`.
 */
export function readAmountText(
  text: string,
  currency: CurrencyCode,
  options: AmountTextOptions = {},
): AmountTextResult {
  if (text.trim() === '') return refuse(AMOUNT_TEXT_MESSAGES.empty);
  const stripped = strip(text, currency);
  if ('message' in stripped) return refuse(stripped.message);
  const { negative, figure } = stripped;

  if (/^[\d,]*\.?\d*[kmb]$/i.test(figure) && /\d/.test(figure))
    return refuse(AMOUNT_TEXT_MESSAGES.shorthand(currency));
  const match = /^([\d,]*)(?:\.(\d*))?$/.exec(figure);
  if (!match || !/\d/.test(figure)) return refuse(AMOUNT_TEXT_MESSAGES.notANumber(currency));
  const [, grouped = '', fraction = ''] = match;
  if (grouped.includes(',') && !/^\d{1,3}(,\d{3})+$/.test(grouped))
    return refuse(AMOUNT_TEXT_MESSAGES.grouping);

  const { decimals, maxMinor } = CURRENCIES[currency];
  const minor = parseUnits(`${grouped.replace(/,/g, '') || '0'}.${fraction || '0'}`, decimals);
  if (minor === undefined) return refuse(AMOUNT_TEXT_MESSAGES.tooPrecise(currency));
  if (negative && minor > 0n) return refuse(AMOUNT_TEXT_MESSAGES.negative);
  if (minor === 0n && !options.allowZero) return refuse(AMOUNT_TEXT_MESSAGES.zero);
  if (minor > maxMinor) return refuse(AMOUNT_TEXT_MESSAGES.absurd(currency));
  if (options.max !== undefined && minor > options.max)
    return refuse(AMOUNT_TEXT_MESSAGES.aboveMax(options.max, currency));
  if (options.min !== undefined && minor < options.min)
    return refuse(AMOUNT_TEXT_MESSAGES.belowMin(options.min, currency));
  return { ok: true, minor };
}

/**
 * An amount as an amount field shows it once tidied: grouped, without the currency mark (the
 * field shows that beside it), without ".00" for a whole amount ("350,000", "350,000.50",
 * "1.000001"). `readAmountText` reads it back to the same minor units.
 */
export function formatAmountText(minor: bigint, currency: CurrencyCode): string {
  const figure = formatFigure(minor, currency);
  return /\.0+$/.test(figure) ? figure.replace(/\.0+$/, '') : figure;
}

/**
 * What an amount field holds after the person leaves it: the tidy form when the text reads as an
 * amount (whatever limits the field sets), else exactly what they typed, so the message points
 * at their own text and nothing is lost.
 */
export function tidyAmountText(text: string, currency: CurrencyCode): string {
  const read = readAmountText(text, currency, { allowZero: true });
  return read.ok ? formatAmountText(read.minor, currency) : text;
}
