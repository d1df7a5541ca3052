import { BID_LIFECYCLE, type ContractState, GIG_LIFECYCLE } from '@titletrust/shared';
import { sql, type AnyColumn } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { plainPunctuationSql } from '../plain-punctuation';
import { placeWordsSql, serviceWordsSql } from '../service-words-sql';
import { users } from './auth';
import { currencyCode, feeBps, positiveMinor, textDomain } from './domains';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A CHECK that a text column holds one of a lifecycle's states. */
export const oneOf = (column: AnyColumn, values: readonly string[]) =>
  sql`${column} IN (${sql.join(
    values.map((value) => sql.raw(`'${value}'`)),
    sql`, `,
  )})`;

type GigState = (typeof GIG_LIFECYCLE.states)[number];
type BidState = (typeof BID_LIFECYCLE.states)[number];
// Its values are the lifecycle's states (migration 0018 lists them in the domain's CHECK).
const contractState = textDomain<ContractState>('contract_state');

/**
 * A job a client posts. search_vector (title A, description B, address C, their punctuation made
 * plain, then the service's words A and the state's names C, so that "Lekki title" finds a land
 * title gig whatever its text says) is kept by PostgreSQL itself for ranked full-text search;
 * budget_sort_minor is the budget's upper end, so "budget" ordering has an index to walk
 * (docs/decisions/046-search-by-service-and-place.md).
 */
export const gigs = pgTable(
  'gigs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    category: text('category').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    propertyState: text('property_state').notNull(),
    propertyAddress: text('property_address').notNull(),
    /** The gig's budget, its bids, its contract and the contract's escrow are all in it. */
    currency: currencyCode('currency').notNull(),
    budgetMinMinor: bigint('budget_min_minor', { mode: 'bigint' }).notNull(),
    budgetMaxMinor: bigint('budget_max_minor', { mode: 'bigint' }),
    budgetSortMinor: bigint('budget_sort_minor', { mode: 'bigint' })
      .notNull()
      .generatedAlwaysAs(sql`coalesce(budget_max_minor, budget_min_minor)`),
    bidDeadline: timestamp('bid_deadline', { withTimezone: true }).notNull(),
    state: text('state').$type<GigState>().notNull().default('open'),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', ${plainPunctuationSql('title')}), 'A') || setweight(to_tsvector('english', ${plainPunctuationSql('description')}), 'B') || setweight(to_tsvector('english', ${plainPunctuationSql('property_address')}), 'C') || setweight(to_tsvector('english', ${sql.raw(serviceWordsSql('category'))}), 'A') || setweight(to_tsvector('english', ${sql.raw(placeWordsSql('property_state'))}), 'C')`,
      ),
    // Milliseconds, as JavaScript dates hold them: keyset cursors carry this value exactly.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('gigs_state_valid', oneOf(table.state, GIG_LIFECYCLE.states)),
    check('gigs_budget_positive', sql`${table.budgetMinMinor} > 0`),
    check(
      'gigs_budget_order',
      sql`${table.budgetMaxMinor} IS NULL OR ${table.budgetMaxMinor} >= ${table.budgetMinMinor}`,
    ),
    // Words, service and state in one GIN index (btree_gin for the two text columns): a rare
    // word in one state is one index scan that reads only the gigs having both. Open gigs only,
    // which is all search shows, so a gig leaves it when it is awarded, cancelled or expired.
    index('gigs_open_search_idx')
      .using('gin', table.searchVector, table.category, table.propertyState)
      .where(sql`${table.state} = 'open'`),
    // Common words: PostgreSQL walks one of these in sort order (newest, budget; by state or
    // service) and stops after a page. ORDER BY x DESC puts nulls first, so the indexes do too,
    // or PostgreSQL could not use them for it.
    index('gigs_open_newest_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.state} = 'open'`),
    // Budgets order within one currency (the search names it), so the currency leads.
    index('gigs_open_budget_idx')
      .on(table.currency, table.budgetSortMinor.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.state} = 'open'`),
    index('gigs_open_place_idx')
      .on(table.propertyState, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.state} = 'open'`),
    index('gigs_open_category_idx')
      .on(table.category, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.state} = 'open'`),
    index('gigs_buyer_idx').on(table.buyerId, table.createdAt.desc().nullsFirst()),
    // The key a contract names its gig and currency by, so the two cannot disagree.
    uniqueIndex('gigs_id_currency_idx').on(table.id, table.currency),
    index('gigs_deadline_idx').on(table.state, table.bidDeadline),
  ],
);

/**
 * Every word of three letters or more that a gig's title, description or address has used, as
 * typed (lower case, not stemmed): a search that matches nothing suggests the nearest of them
 * by trigram similarity ("Did you mean Lekki?"). Words are added as gigs are posted and edited.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (table) => [
  index('search_words_trigram_idx').using('gin', table.word.op('gin_trgm_ops')),
]);

/** Files people upload, stored privately and served only through signed, expiring links. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gigId: uuid('gig_id').references(() => gigs.id, { onDelete: 'cascade' }),
    /** A delivery's files (contract_deliveries.id); no foreign key, to keep the tables apart. */
    deliveryId: uuid('delivery_id'),
    /** A message's files (messages.id); no foreign key, to keep the tables apart. */
    messageId: uuid('message_id'),
    /** A dispute's evidence (disputes.id), from whichever party uploaded it (owner_id). */
    disputeId: uuid('dispute_id'),
    purpose: text('purpose')
      .$type<'gig_attachment' | 'delivery' | 'message' | 'dispute'>()
      .notNull(),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type')
      .$type<'application/pdf' | 'image/jpeg' | 'image/png'>()
      .notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'stored_files_type_valid',
      oneOf(table.contentType, ['application/pdf', 'image/jpeg', 'image/png']),
    ),
    index('stored_files_gig_idx').on(table.gigId),
    index('stored_files_delivery_idx').on(table.deliveryId),
    index('stored_files_message_idx').on(table.messageId),
    index('stored_files_dispute_idx').on(table.disputeId),
  ],
);

/** A professional's offer on a gig: one pending bid per seller per gig (partial unique index). */
export const bids = pgTable(
  'bids',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gigId: uuid('gig_id')
      .notNull()
      .references(() => gigs.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    deliveryDays: integer('delivery_days').notNull(),
    coverLetter: text('cover_letter').notNull(),
    /** The milestones the price is paid in, as last agreed by both sides; [] is one milestone. */
    milestones: jsonb('milestones').$type<StoredMilestonePlan>().notNull().default([]),
    state: text('state').$type<BidState>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('bids_state_valid', oneOf(table.state, BID_LIFECYCLE.states)),
    check('bids_amount_positive', sql`${table.amountMinor} > 0`),
    check('bids_delivery_days_range', sql`${table.deliveryDays} BETWEEN 1 AND 365`),
    uniqueIndex('bids_one_pending_per_seller_idx')
      .on(table.gigId, table.sellerId)
      .where(sql`${table.state} = 'pending'`),
    index('bids_gig_idx').on(table.gigId, table.state),
    index('bids_seller_idx').on(table.sellerId, table.state, table.createdAt.desc().nullsFirst()),
  ],
);

/** A milestone as a bid stores it: its amount as text, so the JSON holds it exactly. */
export type StoredMilestonePlan = {
  title: string;
  deliverable: string;
  amountMinor: string;
  dueOn: string;
}[];

/** Created when a bid is accepted; the escrow feature funds, delivers and releases it. */
export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gigId: uuid('gig_id')
      .notNull()
      .references(() => gigs.id, { onDelete: 'restrict' }),
    bidId: uuid('bid_id')
      .notNull()
      .unique()
      .references(() => bids.id, { onDelete: 'restrict' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Its gig's currency (the foreign key below holds them equal). */
    currency: currencyCode('currency').notNull(),
    amountMinor: positiveMinor('amount_minor').notNull(),
    /** The platform fee agreed when the contract was made, so later setting changes leave it be. */
    feeBps: feeBps('fee_bps').notNull(),
    state: contractState('state').notNull().default('awaiting_funding'),
    fundedAt: timestamp('funded_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** While delivered: when the escrow releases itself unless the client acts first. */
    autoReleaseAt: timestamp('auto_release_at', { withTimezone: true }),
    autoReleaseReminderSentAt: timestamp('auto_release_reminder_sent_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A gig has at most one live contract (a cancelled one may be followed by another).
    uniqueIndex('contracts_one_live_per_gig_idx')
      .on(table.gigId)
      .where(sql`${table.state} <> 'cancelled'`),
    foreignKey({
      name: 'contracts_gig_currency_fk',
      columns: [table.gigId, table.currency],
      foreignColumns: [gigs.id, gigs.currency],
    }).onDelete('restrict'),
    // The key an escrow account names its contract and currency by.
    uniqueIndex('contracts_id_currency_idx').on(table.id, table.currency),
    index('contracts_buyer_idx').on(table.buyerId, table.state),
    index('contracts_seller_idx').on(table.sellerId, table.state),
    index('contracts_auto_release_idx')
      .on(table.autoReleaseAt)
      .where(sql`${table.state} = 'delivered'`),
  ],
);

/** Every lifecycle transition, appended in the same transaction as the change it records. */
export const lifecycleEvents = pgTable(
  'lifecycle_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityType: text('entity_type').$type<'gig' | 'bid' | 'contract' | 'milestone'>().notNull(),
    entityId: uuid('entity_id').notNull(),
    action: text('action').notNull(),
    fromState: text('from_state').notNull(),
    toState: text('to_state').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lifecycle_events_entity_idx').on(table.entityType, table.entityId, table.createdAt),
  ],
);

/** In-app notices (the bell); e-mail for some of them comes later. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    href: text('href'),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Also sent by e-mail: written with the change, mailed by a job after commit (outbox). */
    emailWanted: boolean('email_wanted').notNull().default(false),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.createdAt.desc().nullsFirst()),
    index('notifications_email_outbox_idx')
      .on(table.createdAt)
      .where(sql`${table.emailWanted} AND ${table.emailedAt} IS NULL`),
  ],
);
