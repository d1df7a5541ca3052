import { sql } from 'drizzle-orm';
import {
  boolean,
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
 * A review one party of a completed or resolved contract leaves about the other: blind (no
 * `published_at`) until both are in or the window closes, never edited, one reply by the
 * reviewee. A report or a shared wallet address holds it for an admin, who may hide it.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    revieweeId: uuid('reviewee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewerRole: text('reviewer_role').$type<'client' | 'professional'>().notNull(),
    rating: smallint('rating').notNull(),
    quality: smallint('quality'),
    timeliness: smallint('timeliness'),
    communication: smallint('communication'),
    value: smallint('value'),
    clarity: smallint('clarity'),
    responsiveness: smallint('responsiveness'),
    comment: text('comment').notNull().default(''),
    resolvedByAdmin: boolean('resolved_by_admin').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Held for an admin (a shared wallet address); not published while held. */
    heldReason: text('held_reason'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'reviews_stars_range',
      sql`${table.rating} BETWEEN 1 AND 5
        AND coalesce(${table.quality}, 1) BETWEEN 1 AND 5 AND coalesce(${table.timeliness}, 1) BETWEEN 1 AND 5
        AND coalesce(${table.communication}, 1) BETWEEN 1 AND 5 AND coalesce(${table.value}, 1) BETWEEN 1 AND 5
        AND coalesce(${table.clarity}, 1) BETWEEN 1 AND 5 AND coalesce(${table.responsiveness}, 1) BETWEEN 1 AND 5`,
    ),
    check('reviews_reviewer_role_valid', sql`${table.reviewerRole} IN ('client', 'professional')`),
    check('reviews_not_of_oneself', sql`${table.reviewerId} IS DISTINCT FROM ${table.revieweeId}`),
    check('reviews_comment_length', sql`char_length(${table.comment}) <= 2000`),
    check(
      'reviews_low_rating_explained',
      sql`${table.rating} >= 3 OR char_length(${table.comment}) >= 20`,
    ),
    check(
      'reviews_hidden_has_reason',
      sql`${table.hiddenAt} IS NULL OR ${table.hiddenReason} IS NOT NULL`,
    ),
    check('reviews_reply_dated', sql`(${table.reply} IS NULL) = (${table.repliedAt} IS NULL)`),
    index('reviews_created_at_idx').on(table.createdAt.desc().nullsFirst()),
    index('reviews_reviewee_idx').on(table.revieweeId, table.publishedAt),
    // One review per party per contract.
    uniqueIndex('reviews_one_per_reviewer_idx').on(table.contractId, table.reviewerRole),
  ],
);

/** A contract's review window, with what the reviews job has done for it. */
export const reviewWindows = pgTable('review_windows', {
  contractId: uuid('contract_id')
    .primaryKey()
    .references(() => contracts.id, { onDelete: 'cascade' }),
  opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
  closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
  promptedAt: timestamp('prompted_at', { withTimezone: true }),
  remindedAt: timestamp('reminded_at', { withTimezone: true }),
  publishedAt: timestamp('published_at', { withTimezone: true }),
});

/** A person's report of a review, or the platform's own flag, and the admin's decision. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    /** null: the platform flagged it (the two accounts share a wallet address). */
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    decision: text('decision').$type<'kept' | 'hidden'>(),
    decisionReason: text('decision_reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('review_reports_decision_valid', sql`${table.decision} IN ('kept', 'hidden')`),
    check(
      'review_reports_decided_together',
      sql`(${table.decision} IS NULL) = (${table.decidedAt} IS NULL)`,
    ),
    uniqueIndex('review_reports_one_per_reporter_idx').on(table.reviewId, table.reporterId),
    index('review_reports_open_idx')
      .on(table.createdAt)
      .where(sql`${table.decision} IS NULL`),
  ],
);
