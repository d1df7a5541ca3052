import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every video conversation we asked the provider to create. Kept after it ends, for support and
 * billing questions; the job that ends overdue ones reads `status` and `created_at`.
 */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    /** Our id, which the browser holds to end the conversation. */
    id: uuid('id').primaryKey().defaultRandom(),
    /** The provider's conversation_id. */
    providerConversationId: text('provider_conversation_id').notNull().unique(),
    status: text('status').$type<'active' | 'ended'>().notNull().default('active'),
    /** Who ended it: the visitor (button, panel closed, page left) or our job past its maximum. */
    endedBy: text('ended_by').$type<'visitor' | 'job'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    check('assistant_conversations_status_valid', sql`${table.status} IN ('active', 'ended')`),
    check(
      'assistant_conversations_ended_consistent',
      sql`(${table.status} = 'ended') = (${table.endedAt} IS NOT NULL)`,
    ),
    check(
      'assistant_conversations_ended_by_valid',
      sql`${table.endedBy} IS NULL OR ${table.endedBy} IN ('visitor', 'job')`,
    ),
    // The job's sweep: active conversations, oldest first.
    index('assistant_conversations_active_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'active'`),
  ],
);

/**
 * Questions the text assistant could not answer, with personal data removed, counted per
 * distinct wording so admins see what the help content should cover next.
 */
export const assistantUnansweredQuestions = pgTable(
  'assistant_unanswered_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    question: text('question').notNull().unique(),
    timesAsked: integer('times_asked').notNull().default(1),
    firstAskedAt: timestamp('first_asked_at', { withTimezone: true }).notNull().defaultNow(),
    lastAskedAt: timestamp('last_asked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('assistant_unanswered_questions_times_positive', sql`${table.timesAsked} > 0`),
    index('assistant_unanswered_questions_last_asked_idx').on(table.lastAskedAt),
  ],
);
