import { z } from 'zod';

/** Where an indicative rate came from: the Central Bank of Nigeria, or this installation's setting. */
export const RATE_SOURCES = ['CBN', 'configured'] as const;
export type RateSource = (typeof RATE_SOURCES)[number];

/**
 * The indicative naira per US dollar shown beside USDC amounts (decision 056): its source and
 * date always shown, "old" once it is more than one business day behind Lagos's today. Never used
 * to move money. Null when no rate is known.
 */
export const usdNgnRateSchema = z
  .object({
    /** Kobo per US dollar as a string of digits: "152850" is ₦1,528.50. */
    nairaPerUsdMinor: z.string().regex(/^[1-9]\d*$/),
    source: z.enum(RATE_SOURCES),
    /** The day the rate is for, YYYY-MM-DD. */
    date: z.iso.date(),
    old: z.boolean(),
  })
  .nullable();
export type UsdNgnRate = z.infer<typeof usdNgnRateSchema>;
