import { PROVIDER_TRANSFER_STATUSES } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { contracts } from './marketplace';

/**
 * `needs_review`: the provider reported a charge that is not what we asked for (another amount,
 * currency or reference); nothing was credited and an administrator decides.
 */
export type CheckoutState = 'open' | 'paid' | 'failed' | 'abandoned' | 'needs_review';
export type CheckoutPurpose = 'top_up' | 'escrow';
export type BankAccountState = 'active' | 'needs_approval' | 'approved_by_admin';
export type PayoutState = 'requested' | 'processing' | 'paid' | 'failed' | 'reversed';
/** Paystack's words for a checkout's or a transfer's state, which the local provider uses too. */
export type ProviderPaymentStatus = 'pending' | 'success' | 'failed' | 'abandoned' | 'reversed';
/** Paystack's words for a transfer (shared PROVIDER_TRANSFER_STATUSES says what each means). */
export type ProviderTransferStatus = (typeof PROVIDER_TRANSFER_STATUSES)[number];

/**
 * Naira paid in through the payments provider: one row per checkout we open, under our own
 * reference (which the provider echoes back). `amount_minor` is what we credit; the client pays
 * it plus `fee_minor`, the provider's fee. Paid for a wallet top-up, or for a contract's escrow
 * (then the money funds the contract at once if it still can be funded).
 */
export const paymentCheckouts = pgTable(
  'payment_checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Ours, sent to the provider: `tt_` and 24 hex digits. */
    reference: text('reference').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    provider: text('provider').$type<'local' | 'paystack'>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').$type<'NGN'>().notNull().default('NGN'),
    purpose: text('purpose').$type<CheckoutPurpose>().notNull(),
    contractId: uuid('contract_id').references(() => contracts.id, { onDelete: 'restrict' }),
    checkoutUrl: text('checkout_url').notNull(),
    state: text('state').$type<CheckoutState>().notNull().default('open'),
    /** The provider's own words when it did not pay ("Declined by the bank"). */
    providerMessage: text('provider_message'),
    /** Why a charge waits for an administrator (state needs_review): what differed. */
    reviewReason: text('review_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Paid for a contract's escrow, and the contract was funded with it in the same transaction. */
    escrowFundedAt: timestamp('escrow_funded_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    check('payment_checkouts_amount_positive', sql`${table.amountMinor} > 0`),
    check('payment_checkouts_fee_nonnegative', sql`${table.feeMinor} >= 0`),
    check('payment_checkouts_currency_valid', sql`${table.currency} = 'NGN'`),
    check(
      'payment_checkouts_state_valid',
      sql`${table.state} IN ('open', 'paid', 'failed', 'abandoned', 'needs_review')`,
    ),
    check(
      'payment_checkouts_review_has_reason',
      sql`${table.state} <> 'needs_review' OR ${table.reviewReason} IS NOT NULL`,
    ),
    check(
      'payment_checkouts_purpose_matches_contract',
      sql`CASE ${table.purpose} WHEN 'escrow' THEN ${table.contractId} IS NOT NULL
        WHEN 'top_up' THEN ${table.contractId} IS NULL ELSE false END`,
    ),
    check(
      'payment_checkouts_paid_has_time',
      sql`${table.state} <> 'paid' OR ${table.paidAt} IS NOT NULL`,
    ),
    index('payment_checkouts_user_idx').on(table.userId, table.createdAt),
    index('payment_checkouts_open_idx')
      .on(table.createdAt)
      .where(sql`${table.state} = 'open'`),
  ],
);

/**
 * A professional's Nigerian bank account for naira payouts: the name the provider resolved for
 * the number, and whether it may be paid. `active` when that name matches the name they were
 * verified under; `needs_approval` when it does not, until an admin approves it by hand with a
 * reason (`approved_by_admin`).
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    resolvedName: text('resolved_name').notNull(),
    /** The name it was compared with, as it stood then. */
    verifiedName: text('verified_name').notNull(),
    /** The provider's transfer recipient (Paystack's `RCP_…`), made once the account may be paid. */
    recipientCode: text('recipient_code'),
    state: text('state').$type<BankAccountState>().notNull(),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvalReason: text('approval_reason'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'bank_accounts_state_valid',
      sql`${table.state} IN ('active', 'needs_approval', 'approved_by_admin')`,
    ),
    check('bank_accounts_number_nuban', sql`${table.accountNumber} ~ '^[0-9]{10}$'`),
    check(
      'bank_accounts_approval_complete',
      sql`${table.state} <> 'approved_by_admin' OR (${table.approvalReason} IS NOT NULL AND ${table.approvedAt} IS NOT NULL)`,
    ),
    uniqueIndex('bank_accounts_user_number_idx').on(
      table.userId,
      table.bankCode,
      table.accountNumber,
    ),
    index('bank_accounts_approval_idx')
      .on(table.createdAt)
      .where(sql`${table.state} = 'needs_approval'`),
  ],
);

/**
 * Naira sent to a professional's bank account: moved from available to a hold when requested,
 * then sent by a job; paid moves the hold out, failed or reversed moves it back. Each state keeps
 * its time. Our id is the transfer's reference at the provider.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    bankAccountId: uuid('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id, { onDelete: 'restrict' }),
    provider: text('provider').$type<'local' | 'paystack'>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').$type<'NGN'>().notNull().default('NGN'),
    state: text('state').$type<PayoutState>().notNull().default('requested'),
    /**
     * When we first asked the provider to send it, written and committed before the call: a
     * payout with this set is never sent blind again, the provider is asked about it first.
     */
    sendAttemptedAt: timestamp('send_attempted_at', { withTimezone: true }),
    /** Paystack's `TRF_…`, once sent. */
    providerTransferCode: text('provider_transfer_code'),
    /** The provider's last word on the transfer (`otp` waits for an administrator's code). */
    providerStatus: text('provider_status').$type<ProviderTransferStatus>(),
    failureReason: text('failure_reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    processingAt: timestamp('processing_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('payouts_amount_positive', sql`${table.amountMinor} > 0`),
    check('payouts_currency_valid', sql`${table.currency} = 'NGN'`),
    check(
      'payouts_provider_status_valid',
      sql`${table.providerStatus} IS NULL OR ${table.providerStatus} IN (${sql.raw(
        PROVIDER_TRANSFER_STATUSES.map((status) => `'${status}'`).join(', '),
      )})`,
    ),
    check(
      'payouts_state_valid',
      sql`${table.state} IN ('requested', 'processing', 'paid', 'failed', 'reversed')`,
    ),
    index('payouts_user_idx').on(table.userId, table.requestedAt),
    index('payouts_unsettled_idx')
      .on(table.updatedAt)
      .where(sql`${table.state} IN ('requested', 'processing')`),
  ],
);
