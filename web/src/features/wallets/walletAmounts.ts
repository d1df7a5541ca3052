import { formatUnits, formatUsdc, NATIVE_DECIMALS } from '@titletrust/shared';

/** Amounts arrive as strings of integer base units; BigInt keeps every digit exact. */
export function formatUsdcBalance(microUsdc: string): string {
  return formatUsdc(BigInt(microUsdc));
}

/** The network's own token (POL on Polygon), in full precision: "0 POL", "0.25 POL". */
export function formatNativeBalance(wei: string, symbol: string): string {
  return `${formatUnits(BigInt(wei), NATIVE_DECIMALS)} ${symbol}`;
}
