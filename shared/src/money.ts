/**
 * Money is an integer count of its currency's minor units held in bigint, never a float: kobo for
 * naira, millionths for USDC. Every amount in the API, the database and the web carries its
 * currency beside it (`amountMinor` + `currency`); nothing converts one currency into another.
 * The native token (POL, formerly MATIC) is not money we hold: it has 18 decimals, in wei.
 */
export const CURRENCY_CODES = ['NGN', 'USDC'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export interface Currency {
  code: CurrencyCode;
  /** What people call it. */
  name: string;
  /** Digits after the point: minor units per major unit is 10^decimals. */
  decimals: number;
  /** Written before the figure ("₦350,000.00"); null: the code follows it ("750.00 USDC"). */
  symbol: string | null;
  /**
   * The smallest step a price, a fee or a payout moves in, in minor units: a kobo for naira, a
   * cent for USDC (prices are shown and charged to two decimals in both).
   */
  priceStep: bigint;
  /** The largest single amount we accept anywhere (a budget, a bid, a payment), in minor units. */
  maxMinor: bigint;
}

export const CURRENCIES: Record<CurrencyCode, Currency> = {
  NGN: {
    code: 'NGN',
    name: 'Naira',
    decimals: 2,
    symbol: '₦',
    priceStep: 1n,
    // ₦10 billion: above any property transaction a legal job is priced against.
    maxMinor: 1_000_000_000_000n,
  },
  USDC: {
    code: 'USDC',
    name: 'USDC',
    decimals: 6,
    symbol: null,
    priceStep: 10_000n,
    // 10 million USDC.
    maxMinor: 10_000_000_000_000n,
  },
};

/** The currency a new gig is posted in unless the client picks another. */
export const DEFAULT_CURRENCY: CurrencyCode = 'NGN';

export const isCurrencyCode = (value: unknown): value is CurrencyCode =>
  typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);

/** An amount: integer minor units of one currency. */
export interface Money {
  minor: bigint;
  currency: CurrencyCode;
}

export const USDC_DECIMALS = CURRENCIES.USDC.decimals;
export const NATIVE_DECIMALS = 18;

/** Formats integer base units as a decimal string, trimming trailing zeros (1_500_000n → "1.5"). */
export function formatUnits(amount: bigint, decimals: number): string {
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Parses a decimal string into integer base units exactly; undefined when it is not a number. */
export function parseUnits(text: string, decimals: number): bigint | undefined {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > decimals && /[1-9]/.test(fraction.slice(decimals))) return undefined;
  const units = BigInt(whole! + fraction.slice(0, decimals).padEnd(decimals, '0'));
  return sign ? -units : units;
}

/**
 * The figure alone, grouped, with two decimals at least ("350,000.00", "1,234.5678"): a comma
 * before every third digit from the right, without building a locale formatter on every call
 * (money notices format amounts on the hot path).
 */
export function formatFigure(minor: bigint, currency: CurrencyCode): string {
  const negative = minor < 0n;
  const [whole, fraction = ''] = formatUnits(
    negative ? -minor : minor,
    CURRENCIES[currency].decimals,
  ).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${negative ? '-' : ''}${grouped}.${fraction.padEnd(2, '0')}`;
}

/** "₦350,000.00" or "1,234.50 USDC", for people to read. */
export function formatMoney(minor: bigint, currency: CurrencyCode): string {
  const { symbol } = CURRENCIES[currency];
  const figure = formatFigure(minor, currency);
  if (symbol === null) return `${figure} ${currency}`;
  return figure.startsWith('-') ? `-${symbol}${figure.slice(1)}` : `${symbol}${figure}`;
}

/** "1,234.50 USDC". */
export const formatUsdc = (minor: bigint): string => formatMoney(minor, 'USDC');
