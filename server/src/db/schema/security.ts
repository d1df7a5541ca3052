import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { sessions, users } from './auth';

/**
 * Better Auth's two-factor plugin model ("twoFactor"): the authenticator secret and the recovery
 * codes, both encrypted by Better Auth with the auth secret. `verified` stays false until the
 * first code is given, so a half-finished setup never asks for a code at sign-in.
 */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secret: text().notNull(),
    backupCodes: text().notNull(),
    verified: boolean().notNull().default(true),
    failedVerificationCount: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
  },
  (table) => [uniqueIndex('two_factors_user_id_idx').on(table.userId)],
);

/**
 * When this session last gave a fresh factor (the password, or the two-factor code when it is
 * on): money leaving and payout destination changes need one from the last five minutes.
 */
export const freshChecks = pgTable('fresh_checks', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What keeps money in an account while its owner may not be the one signed in: payouts frozen
 * from a "This wasn't me" link (until an admin lifts it), and a wait on withdrawals after a
 * password reset or an e-mail change.
 */
export const accountHolds = pgTable('account_holds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  payoutsFrozenAt: timestamp('payouts_frozen_at', { withTimezone: true }),
  withdrawalsWaitUntil: timestamp('withdrawals_wait_until', { withTimezone: true }),
  /** Why withdrawals wait: 'password_reset' or 'email_change'. */
  withdrawalsWaitReason: text('withdrawals_wait_reason'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Outside addresses an account sends USDC to: each receives money 24 hours after it was added. */
export const withdrawalAddresses = pgTable(
  'withdrawal_addresses',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-case 0x address, so one address is one row whatever its checksum casing. */
    address: text().notNull(),
    label: text(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('withdrawal_addresses_user_address_idx').on(table.userId, table.address),
    check('withdrawal_addresses_lower_case', sql`${table.address} = lower(${table.address})`),
  ],
);

/**
 * Browsers an account has signed in from (named by the signed device cookie): a sign-in from one
 * not listed here sends the owner an alert.
 */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deviceId] })],
);

/**
 * Every admin act and every security event: who, when, what, on which record, why and from
 * where. Append-only: a trigger refuses UPDATE and DELETE (migration 0037), as the ledger's do.
 * The actor stays named even if their account is later removed (no foreign key), since the
 * record must outlive what it records.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who acted; null for the system (a job) or for an unauthenticated link (e.g. a freeze). */
    actorId: uuid('actor_id'),
    /** Whose account the event concerns (the user for security events; the subject's owner). */
    userId: uuid('user_id'),
    action: text().notNull(),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    reason: text(),
    ipAddress: text('ip_address'),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('audit_events_occurred_at_idx').on(table.occurredAt),
    index('audit_events_actor_idx').on(table.actorId, table.occurredAt),
    index('audit_events_user_idx').on(table.userId, table.occurredAt),
    index('audit_events_action_idx').on(table.action, table.occurredAt),
  ],
);
