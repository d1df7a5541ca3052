import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { contracts } from './marketplace';

/**
 * A review one party of a completed contract leaves about the other. Rows arrive with the
 * contracts feature; the landing page reads the best recent ones.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id').references(() => contracts.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    revieweeId: uuid('reviewee_id').references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('reviews_rating_range', sql`${table.rating} BETWEEN 1 AND 5`),
    index('reviews_created_at_idx').on(table.createdAt.desc().nullsFirst()),
    index('reviews_reviewee_idx').on(table.revieweeId),
    // One review per party per contract.
    uniqueIndex('reviews_one_per_reviewer_idx').on(table.contractId, table.reviewerId),
  ],
);
