import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Sign-ups, sign-ins and the like, for the admin's activity counts and for audit. */
export const authEvents = pgTable(
  'auth_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<'sign_up' | 'sign_in' | 'password_reset'>().notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('auth_events_type_valid', sql`${table.type} IN ('sign_up', 'sign_in', 'password_reset')`),
    index('auth_events_type_created_at_idx').on(table.type, table.createdAt),
  ],
);

/** Fixed-window counters shared by every app instance (sign-in, sign-up and reset limits). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/**
 * Every e-mail the platform sends, written before delivery (an outbox): a delivery job sends it
 * through SMTP when configured; otherwise it stays here as "captured" for the dev mailbox.
 */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status')
      .$type<'pending' | 'sent' | 'captured' | 'failed'>()
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'email_messages_status_valid',
      sql`${table.status} IN ('pending', 'sent', 'captured', 'failed')`,
    ),
    index('email_messages_created_at_idx').on(table.createdAt),
    // The outbox's backlog (its metric) reads the few pending e-mails, not every one ever sent.
    index('email_messages_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** The demo accounts of demo mode, with the passwords generated at seed time (/test-accounts). */
export const demoAccounts = pgTable(
  'demo_accounts',
  {
    role: text('role').$type<'buyer' | 'seller' | 'admin'>().primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    password: text('password').notNull(),
    /** The demo admin's authenticator key (admins must use two-factor), shown on /test-accounts. */
    authenticatorKey: text('authenticator_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('demo_accounts_role_valid', sql`${table.role} IN ('buyer', 'seller', 'admin')`),
  ],
);
