import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { gigs } from './marketplace';

/**
 * One conversation per gig and professional, between the gig's client and that professional
 * (PRODUCT.md "Messages"). Each side's read position is the highest message seq it has read.
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gigId: uuid('gig_id')
      .notNull()
      .references(() => gigs.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientReadSeq: bigint('client_read_seq', { mode: 'number' }).notNull().default(0),
    professionalReadSeq: bigint('professional_read_seq', { mode: 'number' }).notNull().default(0),
    /** The last seq each side was e-mailed about, so one unread stretch sends one e-mail. */
    clientEmailedSeq: bigint('client_emailed_seq', { mode: 'number' }).notNull().default(0),
    professionalEmailedSeq: bigint('professional_emailed_seq', { mode: 'number' })
      .notNull()
      .default(0),
    /** When an administrator read it while its contract was disputed. */
    adminReadAt: timestamp('admin_read_at', { withTimezone: true }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('message_threads_gig_professional_key').on(table.gigId, table.professionalId),
    check('message_threads_two_people', sql`${table.clientId} <> ${table.professionalId}`),
    index('message_threads_client_idx').on(table.clientId, table.lastActivityAt),
    index('message_threads_professional_idx').on(table.professionalId, table.lastActivityAt),
  ],
);

/** A message; its id is chosen by the sender's browser, so a retried send is the same row. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey(),
    /** The order of all messages, and the cursor a reconnecting stream resumes from. */
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('messages_body_length', sql`char_length(${table.body}) <= 5000`),
    index('messages_thread_seq_idx').on(table.threadId, table.seq),
  ],
);
