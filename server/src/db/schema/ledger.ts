import { MOVEMENT_KINDS, type MovementKind } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { currencyCode, nonnegativeMinor, nonzeroMinor, textDomain } from './domains';
import { contracts } from './marketplace';
import { contractMilestones } from './milestones';
import { paymentCheckouts, payouts } from './payments';

export const LEDGER_ACCOUNT_KINDS = [
  'available',
  'withdrawal_hold',
  'escrow',
  'platform_fees',
  'external',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** A journal entry's kind is the movement a person sees: one list, in shared. */
export const JOURNAL_ENTRY_KINDS = MOVEMENT_KINDS;
export type JournalEntryKind = MovementKind;

/**
 * The accounts money lives in, one per owner, kind and currency: each user's available balance
 * and withdrawal hold, each contract's escrow, and two platform accounts (fees earned; the
 * outside world, whose balance is minus everything ever deposited net of withdrawals). `key`
 * names an account uniquely ("available:<user>:NGN", "escrow:<contract>:USDC",
 * "platform_fees:NGN", "external:USDC"). Every posting is in its account's currency and an entry
 * balances within each currency (ledger.sql): nothing converts one currency into another.
 *
 * `balance_minor` is kept by a trigger on ledger_postings, in the same transaction, for the
 * accounts people own; the two platform accounts carry no running balance (their balance is
 * the sum of their postings), so no movement waits on a platform-wide hot row. See
 * docs/decisions/010-double-entry-ledger.md and the guards in src/db/sql/ledger.sql.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    kind: textDomain<LedgerAccountKind>('ledger_account_kind')('kind').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    contractId: uuid('contract_id').references(() => contracts.id, { onDelete: 'restrict' }),
    /** An escrow holds one milestone's money; it names its contract too, for the currency. */
    milestoneId: uuid('milestone_id').references(() => contractMilestones.id, {
      onDelete: 'restrict',
    }),
    currency: currencyCode('currency').notNull(),
    // Nobody's money, and no escrow, ever goes below zero (the domain's CHECK).
    balanceMinor: nonnegativeMinor('balance_minor')
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A person's account names its user, an escrow its contract, a platform account nothing.
    check(
      'ledger_accounts_owner_matches_kind',
      sql`CASE ${table.kind}
        WHEN 'escrow' THEN ${table.contractId} IS NOT NULL AND ${table.milestoneId} IS NOT NULL
          AND ${table.userId} IS NULL
        WHEN 'available' THEN ${table.userId} IS NOT NULL AND ${table.contractId} IS NULL
        WHEN 'withdrawal_hold' THEN ${table.userId} IS NOT NULL AND ${table.contractId} IS NULL
        ELSE ${table.userId} IS NULL AND ${table.contractId} IS NULL END`,
    ),
    index('ledger_accounts_user_idx').on(table.userId),
    // An escrow holds its contract's currency.
    foreignKey({
      name: 'ledger_accounts_contract_currency_fk',
      columns: [table.contractId, table.currency],
      foreignColumns: [contracts.id, contracts.currency],
    }).onDelete('restrict'),
    // The key a posting names its account and currency by.
    uniqueIndex('ledger_accounts_id_currency_idx').on(table.id, table.currency),
    // A person's escrow totals join their live contracts to these accounts: without it, every
    // money answer's balances read every escrow account on the platform.
    index('ledger_accounts_contract_idx').on(table.contractId),
    uniqueIndex('ledger_accounts_milestone_idx').on(table.milestoneId),
  ],
);

/** One movement of money: its postings sum to zero by commit, and it is append-only (ledger.sql). */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: textDomain<JournalEntryKind>('journal_entry_kind')('kind').notNull(),
    contractId: uuid('contract_id').references(() => contracts.id, { onDelete: 'restrict' }),
    /** The milestone a contract's movement is for (funded, released, refunded or split). */
    milestoneId: uuid('milestone_id').references(() => contractMilestones.id, {
      onDelete: 'restrict',
    }),
    /** The user whose action (or whose money) this movement is. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    /** The wallet transfer a deposit or withdrawal entry belongs to. */
    transferId: uuid('transfer_id').references(() => walletTransfers.id, { onDelete: 'restrict' }),
    /** The naira checkout a deposit entry credits (decision 057). */
    checkoutId: uuid('checkout_id').references(() => paymentCheckouts.id, {
      onDelete: 'restrict',
    }),
    /** The naira payout a hold, completion or return entry belongs to. */
    payoutId: uuid('payout_id').references(() => payouts.id, { onDelete: 'restrict' }),
    memo: text('memo').notNull().default(''),
    // The clock, not the transaction's start: entries written in one transaction (a deposit and
    // the funding it pays for) keep the order they were written in.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    index('journal_entries_contract_idx').on(table.contractId),
    // A transfer is credited, held, completed or returned once each. Only entries of a transfer
    // are in it: a contract's entries (no transfer) would all go to one leaf page, one per kind,
    // which every concurrent movement of that kind then waits to write.
    uniqueIndex('journal_entries_transfer_kind_idx')
      .on(table.transferId, table.kind)
      .where(sql`${table.transferId} IS NOT NULL`),
    // A checkout is credited once; a payout held, completed and returned once each.
    uniqueIndex('journal_entries_checkout_kind_idx')
      .on(table.checkoutId, table.kind)
      .where(sql`${table.checkoutId} IS NOT NULL`),
    uniqueIndex('journal_entries_payout_kind_idx')
      .on(table.payoutId, table.kind)
      .where(sql`${table.payoutId} IS NOT NULL`),
  ],
);

/** One side of a movement: money into (positive) or out of (negative) one account. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    /** Its account's currency (the foreign key below holds them equal). */
    currency: currencyCode('currency').notNull(),
    amountMinor: nonzeroMinor('amount_minor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'ledger_postings_account_currency_fk',
      columns: [table.accountId, table.currency],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.currency],
    }).onDelete('restrict'),
    index('ledger_postings_entry_idx').on(table.entryId),
    index('ledger_postings_account_idx').on(table.accountId, table.id),
  ],
);

/**
 * Deposits into and withdrawals out of a user's custodial wallet, as the wallet provider knows
 * them: the wallet rail carries USDC only, so `amount_minor` is millionths of USDC. A provider's transfer id is credited once (unique), and each state change moves money
 * exactly once (journal_entries_transfer_kind_idx).
 */
export const walletTransfers = pgTable(
  'wallet_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    direction: text('direction').$type<'deposit' | 'withdrawal'>().notNull(),
    provider: text('provider').$type<'circle' | 'local'>().notNull(),
    providerTransferId: text('provider_transfer_id'),
    /** faucet (test network), onchain (an observed incoming transfer), payout (a withdrawal). */
    source: text('source').$type<'faucet' | 'onchain' | 'payout'>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    destinationAddress: text('destination_address'),
    txHash: text('tx_hash'),
    state: text('state').$type<'pending' | 'complete' | 'failed'>().notNull(),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('wallet_transfers_direction_valid', sql`${table.direction} IN ('deposit', 'withdrawal')`),
    check('wallet_transfers_state_valid', sql`${table.state} IN ('pending', 'complete', 'failed')`),
    check('wallet_transfers_amount_positive', sql`${table.amountMinor} > 0`),
    uniqueIndex('wallet_transfers_provider_ref_idx').on(table.provider, table.providerTransferId),
    index('wallet_transfers_user_idx').on(table.userId, table.createdAt.desc().nullsFirst()),
    index('wallet_transfers_pending_idx')
      .on(table.direction, table.updatedAt)
      .where(sql`${table.state} = 'pending'`),
  ],
);

/**
 * Money-moving requests by their Idempotency-Key, per user: the first answer is kept and replayed
 * for a retry; the same key with another request is refused. Written in the same transaction as
 * the movement, so a key exists exactly when its movement happened.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sha256 of the method, route, parameters and body. */
    fingerprint: text('fingerprint').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);
