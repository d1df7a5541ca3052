import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A review one party of a completed contract leaves about the other. Rows arrive with the
 * contracts feature; the landing page reads the best recent ones.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('reviews_rating_range', sql`${table.rating} BETWEEN 1 AND 5`),
    index('reviews_created_at_idx').on(table.createdAt.desc()),
  ],
);
