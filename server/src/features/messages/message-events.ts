import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';

/** The channel every instance LISTENs on for message events. */
export const MESSAGES_CHANNEL = 'titletrust_messages';

/** What one instance tells the others (and itself) after a commit; small, ids only. */
export type MessageEvent =
  | { kind: 'message'; threadId: string; seq: number; senderId: string; recipients: string[] }
  | {
      kind: 'read';
      threadId: string;
      readerId: string;
      lastReadSeq: number;
      recipients: string[];
    };

/**
 * Announces an event in the caller's transaction: PostgreSQL delivers a NOTIFY only when the
 * transaction commits, so no instance hears of a message that was rolled back or not yet
 * visible to its reads.
 */
export async function publishMessageEvent(db: Tx | Database, event: MessageEvent): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${MESSAGES_CHANNEL}, ${JSON.stringify(event)})`);
}
