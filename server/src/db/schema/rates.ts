import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export type RateSourceName = 'cbn' | 'configured';

/**
 * Naira per US dollar, one row per source and day, shown beside USDC amounts as an indication
 * (decision 056). Integer kobo per dollar (152850 is ₦1,528.50); nothing converts money with it.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    source: text('source').$type<RateSourceName>().notNull(),
    /** The day the source gives the rate for (the CBN's rate date; a configured rate's first day). */
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    nairaPerUsdMinor: bigint('naira_per_usd_minor', { mode: 'bigint' }).notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.source, table.rateDate] }),
    check('exchange_rates_source_valid', sql`${table.source} IN ('cbn', 'configured')`),
    check('exchange_rates_rate_positive', sql`${table.nairaPerUsdMinor} > 0`),
    index('exchange_rates_rate_date_idx').on(table.rateDate),
  ],
);
