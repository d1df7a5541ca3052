import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
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
import { contracts } from './marketplace';
import { contractMilestones } from './milestones';

/** One answer of a delivery report to one checklist item. */
export interface ChecklistAnswer {
  key: string;
  outcome: 'confirmed' | 'issue_found' | 'not_applicable';
  note: string;
}

/**
 * What the professional hands over: a report (and, for checklist gigs, an answer per checklist
 * item) with files. Each redelivery after a change request is a new revision.
 */
export const contractDeliveries = pgTable(
  'contract_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'restrict' }),
    /** The milestone delivered; its revisions count from 1 after each change request. */
    milestoneId: uuid('milestone_id')
      .notNull()
      .references(() => contractMilestones.id, { onDelete: 'restrict' }),
    revision: integer('revision').notNull(),
    report: text('report').notNull(),
    checklist: jsonb('checklist').$type<ChecklistAnswer[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('contract_deliveries_revision_idx').on(table.milestoneId, table.revision),
    index('contract_deliveries_contract_idx').on(table.contractId),
  ],
);

export const DISPUTE_OUTCOMES = ['release', 'refund', 'split'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

/**
 * A contract in dispute: who opened it and why, the other side's statement, and the admin's
 * decision. The split's two parts add up to the escrow held (a CHECK keeps them whole).
 */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'restrict' }),
    /** The milestone in dispute: the ruling moves its escrow alone. One dispute per milestone. */
    milestoneId: uuid('milestone_id')
      .notNull()
      .unique()
      .references(() => contractMilestones.id, { onDelete: 'restrict' }),
    openedBy: uuid('opened_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    openerRole: text('opener_role').$type<'buyer' | 'seller'>().notNull(),
    reason: text('reason').notNull(),
    response: text('response'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    outcome: text('outcome').$type<DisputeOutcome>(),
    sellerMinor: bigint('seller_minor', { mode: 'bigint' }),
    buyerMinor: bigint('buyer_minor', { mode: 'bigint' }),
    resolutionNote: text('resolution_note'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'restrict' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('disputes_opener_role_valid', sql`${table.openerRole} IN ('buyer', 'seller')`),
    check(
      'disputes_outcome_valid',
      sql`${table.outcome} IS NULL OR ${table.outcome} IN ('release', 'refund', 'split')`,
    ),
    check(
      'disputes_shares_not_negative',
      sql`coalesce(${table.sellerMinor}, 0) >= 0 AND coalesce(${table.buyerMinor}, 0) >= 0`,
    ),
    index('disputes_contract_idx').on(table.contractId),
    index('disputes_open_idx')
      .on(table.createdAt)
      .where(sql`${table.resolvedAt} IS NULL`),
  ],
);
