import { MILESTONE_LIFECYCLE, type MilestoneState } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { positiveMinor } from './domains';
import { bids, contracts, oneOf, type StoredMilestonePlan } from './marketplace';

/**
 * A stage of a contract (MILESTONE_LIFECYCLE): its own amount, escrow account, delivery, release
 * clock and dispute. The contract's state is read from its milestones' (contractStateOf) and
 * written beside them in the same transaction. A contract made before milestones has one, whose
 * id is the contract's (migration 0039), so its escrow account kept its key.
 */
export const contractMilestones = pgTable(
  'contract_milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'restrict' }),
    /** 1 for the first stage; they are funded, delivered and released in this order. */
    position: integer('position').notNull(),
    title: text('title').notNull(),
    deliverable: text('deliverable').notNull(),
    /** In the contract's currency; the milestones of a contract add up to its amount. */
    amountMinor: positiveMinor('amount_minor').notNull(),
    dueOn: date('due_on'),
    state: text('state').$type<MilestoneState>().notNull().default('awaiting_funding'),
    fundedAt: timestamp('funded_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** While delivered: when its escrow releases itself unless the client acts first. */
    autoReleaseAt: timestamp('auto_release_at', { withTimezone: true }),
    autoReleaseReminderSentAt: timestamp('auto_release_reminder_sent_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('contract_milestones_state_valid', oneOf(table.state, MILESTONE_LIFECYCLE.states)),
    check('contract_milestones_position_range', sql`${table.position} BETWEEN 1 AND 10`),
    uniqueIndex('contract_milestones_position_idx').on(table.contractId, table.position),
    index('contract_milestones_auto_release_idx')
      .on(table.autoReleaseAt)
      .where(sql`${table.state} = 'delivered'`),
  ],
);

/**
 * A change to a pending bid's milestones one side proposed; the other agrees (the bid then
 * carries the list) or answers with another, which replaces this one.
 */
export const milestoneProposals = pgTable(
  'milestone_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bidId: uuid('bid_id')
      .notNull()
      .references(() => bids.id, { onDelete: 'cascade' }),
    proposedBy: uuid('proposed_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    proposerRole: text('proposer_role').$type<'buyer' | 'seller'>().notNull(),
    milestones: jsonb('milestones').$type<StoredMilestonePlan>().notNull(),
    state: text('state').$type<'pending' | 'agreed' | 'answered'>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    check('milestone_proposals_role_valid', sql`${table.proposerRole} IN ('buyer', 'seller')`),
    check(
      'milestone_proposals_state_valid',
      sql`${table.state} IN ('pending', 'agreed', 'answered')`,
    ),
    // One question on the table at a time.
    uniqueIndex('milestone_proposals_one_pending_idx')
      .on(table.bidId)
      .where(sql`${table.state} = 'pending'`),
  ],
);
