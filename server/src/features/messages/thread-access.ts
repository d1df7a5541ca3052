import { MESSAGE_MESSAGES, type SessionUser } from '@titletrust/shared';
import { and, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { contracts, messageThreads } from '../../db/schema';
import { AppError } from '../../platform/app-error';

export type ThreadRow = typeof messageThreads.$inferSelect;

export interface ThreadAccess {
  thread: ThreadRow;
  /** The viewer's side, or 'admin' reading a disputed contract's thread. */
  side: 'client' | 'professional' | 'admin';
  contract: { id: string; state: string } | null;
}

/** The contract of this thread's gig and professional, if the bid was accepted. */
export async function contractOf(db: Database | Tx, thread: ThreadRow) {
  const [contract] = await db
    .select({ id: contracts.id, state: contracts.state })
    .from(contracts)
    .where(and(eq(contracts.gigId, thread.gigId), eq(contracts.sellerId, thread.professionalId)));
  return contract ?? null;
}

/**
 * Who may read a thread: its two parties, and an administrator while the contract between them
 * is disputed (read-only). Everyone else is refused, from the server's records only.
 */
export async function accessThread(
  db: Database | Tx,
  viewer: SessionUser,
  threadId: string,
): Promise<ThreadAccess> {
  const [thread] = await db.select().from(messageThreads).where(eq(messageThreads.id, threadId));
  if (!thread) throw new AppError('NOT_FOUND', MESSAGE_MESSAGES.threadNotFound);
  const contract = await contractOf(db, thread);
  if (viewer.id === thread.clientId) return { thread, side: 'client', contract };
  if (viewer.id === thread.professionalId) return { thread, side: 'professional', contract };
  if (viewer.role === 'admin' && contract?.state === 'disputed')
    return { thread, side: 'admin', contract };
  throw new AppError('FORBIDDEN', MESSAGE_MESSAGES.notAParty);
}

/** A party's own read position, and the other party's, on a thread. */
export function readPositions(thread: ThreadRow, side: ThreadAccess['side']) {
  if (side === 'professional')
    return { mine: thread.professionalReadSeq, theirs: thread.clientReadSeq };
  if (side === 'client') return { mine: thread.clientReadSeq, theirs: thread.professionalReadSeq };
  return { mine: 0, theirs: 0 };
}
