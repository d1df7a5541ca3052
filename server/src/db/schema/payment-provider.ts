import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
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

/**
 * Names the provider resolved for bank accounts (Paystack `GET /bank/resolve`), kept a day: a
 * look-up costs and reveals a stranger's name, so the same account is not asked about again.
 */
export const bankAccountLookups = pgTable(
  'bank_account_lookups',
  {
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    lookedUpAt: timestamp('looked_up_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.bankCode, table.accountNumber] })],
);

export type ProviderEventState = 'received' | 'processed' | 'ignored' | 'failed';

/**
 * The inbox of the provider's webhook events: each one written once (unique by provider, event
 * and reference) when its signature is right, answered at once, then processed after commit.
 * A failed one keeps its error for an administrator, who may retry it.
 */
export const providerEvents = pgTable(
  'provider_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').$type<'paystack'>().notNull(),
    /** The provider's name for it: `charge.success`, `transfer.reversed`… */
    event: text('event').notNull(),
    /** Our reference it is about (a checkout's reference, a payout's id), when it names one. */
    reference: text('reference'),
    payload: jsonb('payload').notNull(),
    state: text('state').$type<ProviderEventState>().notNull().default('received'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'provider_events_state_valid',
      sql`${table.state} IN ('received', 'processed', 'ignored', 'failed')`,
    ),
    uniqueIndex('provider_events_event_reference_idx').on(
      table.provider,
      table.event,
      table.reference,
    ),
    index('provider_events_received_idx').on(table.receivedAt),
    index('provider_events_unprocessed_idx')
      .on(table.receivedAt)
      .where(sql`${table.state} IN ('received', 'failed')`),
  ],
);

/**
 * The daily comparison of what the ledger says the provider holds for us with what the provider
 * reports (Paystack `GET /balance`); a difference is listed for an administrator.
 */
export const providerBalanceChecks = pgTable(
  'provider_balance_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').$type<'paystack'>().notNull(),
    currency: text('currency').$type<'NGN'>().notNull(),
    ledgerMinor: bigint('ledger_minor', { mode: 'bigint' }).notNull(),
    providerMinor: bigint('provider_minor', { mode: 'bigint' }).notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('provider_balance_checks_checked_idx').on(table.checkedAt)],
);
