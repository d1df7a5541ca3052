import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Each account's custodial wallet (spec §3 user_wallets, every field, snake_case as there). One
 * per account, created by the wallet provider with this row's idempotency key, so a retried or
 * racing creation can never make a second wallet. balance_usdc is micro-USDC; balance_matic is
 * the native token in wei.
 */
export const userWallets = pgTable(
  'user_wallets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    circleWalletId: text('circle_wallet_id'),
    walletAddress: text('wallet_address').unique(),
    walletState: text('wallet_state')
      .$type<'LIVE' | 'FROZEN' | 'PENDING'>()
      .notNull()
      .default('PENDING'),
    blockchain: text('blockchain').notNull(),
    accountType: text('account_type'),
    custodyType: text('custody_type'),
    walletSetId: text('wallet_set_id'),
    description: text('description'),
    balanceUsdc: bigint('balance_usdc', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    balanceMatic: numeric('balance_matic', { precision: 78, scale: 0 }).notNull().default('0'),
    isActive: boolean('is_active').notNull().default(true),
    provider: text('provider').$type<'circle' | 'local'>().notNull(),
    idempotencyKey: uuid('idempotency_key').notNull().unique().defaultRandom(),
    balancesReadAt: timestamp('balances_read_at', { withTimezone: true }),
    creationAttempts: integer('creation_attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('user_wallets_state_valid', sql`${table.walletState} IN ('LIVE', 'FROZEN', 'PENDING')`),
    check(
      'user_wallets_live_has_address',
      sql`${table.walletState} = 'PENDING' OR ${table.walletAddress} IS NOT NULL`,
    ),
    check(
      'user_wallets_balances_non_negative',
      sql`${table.balanceUsdc} >= 0 AND ${table.balanceMatic} >= 0`,
    ),
    index('user_wallets_state_idx').on(table.walletState),
  ],
);

/** What happened to an account's wallet (spec §3 user_activities). */
export const userActivities = pgTable(
  'user_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityType: text('activity_type')
      .$type<'wallet_created' | 'wallet_creation_pending'>()
      .notNull(),
    description: text('description').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'user_activities_type_valid',
      sql`${table.activityType} IN ('wallet_created', 'wallet_creation_pending')`,
    ),
    index('user_activities_user_id_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * The local test-network custodian's keys: real EVM key pairs made with viem, the private key
 * encrypted at rest (AES-256-GCM) with the server's custody key. Its balances stand in for the
 * chain this installation cannot reach.
 */
export const localCustodyWallets = pgTable('local_custody_wallets', {
  id: uuid('id').primaryKey().defaultRandom(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  address: text('address').notNull().unique(),
  encryptedPrivateKey: text('encrypted_private_key').notNull(),
  usdcBalance: bigint('usdc_balance', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  nativeBalance: numeric('native_balance', { precision: 78, scale: 0 }).notNull().default('0'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The local custodian's record of test USDC moving in (the faucet) and out (payouts), standing
 * in for the chain: what reconciliation compares the ledger with.
 */
export const localCustodyTransfers = pgTable(
  'local_custody_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    walletId: uuid('wallet_id')
      .notNull()
      .references(() => localCustodyWallets.id, { onDelete: 'restrict' }),
    direction: text('direction').$type<'inbound' | 'outbound'>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    destinationAddress: text('destination_address'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    state: text('state').$type<'PENDING' | 'COMPLETE' | 'FAILED'>().notNull(),
    txHash: text('tx_hash').notNull(),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    check('local_custody_transfers_amount_positive', sql`${table.amountMinor} > 0`),
    check(
      'local_custody_transfers_state_valid',
      sql`${table.state} IN ('PENDING', 'COMPLETE', 'FAILED')`,
    ),
    index('local_custody_transfers_inbound_idx').on(table.direction, table.createdAt),
  ],
);
