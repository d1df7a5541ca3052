import { formatMoney, indicativeWholeNaira, type UsdNgnRate } from '@titletrust/shared';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "5 Dec 2026" for a rate's day (YYYY-MM-DD), read as the calendar day it names. */
export function formatRateDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`;
}

/** "₦1,528,500": whole naira, grouped. */
export function formatWholeNaira(naira: bigint): string {
  const negative = naira < 0n;
  const grouped = (negative ? -naira : naira).toString().replace(/\B(?=(\d{3})+$)/g, ',');
  return `${negative ? '-' : ''}₦${grouped}`;
}

const SOURCE_LABELS = { CBN: 'CBN', configured: 'set by TitleTrust' } as const;

/**
 * The indicative line beside a USDC amount, in integer maths (decision 056): the approximation,
 * then the rate with its source and day, e.g. "≈ ₦1,528,500" and "₦1,528.50 per USD, CBN, 5 Dec
 * 2026". A USDC is taken as a dollar. Never used to move money.
 */
export function indicativeNairaLine(usdcMinor: bigint, rate: NonNullable<UsdNgnRate>) {
  const nairaPerUsdMinor = BigInt(rate.nairaPerUsdMinor);
  return {
    approximation: `≈ ${formatWholeNaira(indicativeWholeNaira(usdcMinor, nairaPerUsdMinor))}`,
    rate: `${formatMoney(nairaPerUsdMinor, 'NGN')} per USD, ${SOURCE_LABELS[rate.source]}, ${formatRateDay(rate.date)}`,
  };
}
