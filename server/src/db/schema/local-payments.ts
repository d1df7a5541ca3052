import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import type { ProviderPaymentStatus } from './payments';

/** How the local bank answers for an account (docs/decisions/057). */
export type LocalBankOutcome = 'paid' | 'fails' | 'reversed' | 'processing';

/**
 * The local payments provider's simulated bank (demo and tests, no network): the accounts it
 * knows, each with the name it resolves to and how transfers to it end.
 */
export const localBankAccounts = pgTable(
  'local_bank_accounts',
  {
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    holderName: text('holder_name').notNull(),
    outcome: text('outcome').$type<LocalBankOutcome>().notNull(),
    /** Who it was opened for (demo seeding), so the form can list a person's test accounts. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('local_bank_accounts_number_idx').on(table.bankCode, table.accountNumber),
    check('local_bank_accounts_number_nuban', sql`${table.accountNumber} ~ '^[0-9]{10}$'`),
    check(
      'local_bank_accounts_outcome_valid',
      sql`${table.outcome} IN ('paid', 'fails', 'reversed', 'processing')`,
    ),
    index('local_bank_accounts_owner_idx').on(table.ownerId),
  ],
);

/** The local provider's side of a checkout: what it charges, and what the payer chose. */
export const localCheckouts = pgTable(
  'local_checkouts',
  {
    reference: text('reference').primaryKey(),
    /** What the payer is charged: the amount plus the fee. */
    chargeMinor: bigint('charge_minor', { mode: 'bigint' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').$type<'NGN'>().notNull(),
    email: text('email').notNull(),
    callbackUrl: text('callback_url').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    status: text('status').$type<ProviderPaymentStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'local_checkouts_status_valid',
      sql`${table.status} IN ('pending', 'success', 'failed', 'abandoned')`,
    ),
  ],
);

/** The local provider's side of a transfer: settled by the clock, as its account's outcome says. */
export const localBankTransfers = pgTable(
  'local_bank_transfers',
  {
    reference: text('reference').primaryKey(),
    transferCode: text('transfer_code').notNull().unique(),
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    outcome: text('outcome').$type<LocalBankOutcome>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settlesAt: timestamp('settles_at', { withTimezone: true }).notNull(),
    reversesAt: timestamp('reverses_at', { withTimezone: true }),
  },
  (table) => [check('local_bank_transfers_amount_positive', sql`${table.amountMinor} > 0`)],
);
