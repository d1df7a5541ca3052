import { ASSISTANT_LIMITS } from '@titletrust/shared';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { assistantConversations as conversations } from '../../db/schema';
import { endConversation } from './end-conversation';
import type { ConversationDeps } from './start-conversation';

const BATCH = 50;
export const OVERDUE_AFTER_SECONDS =
  ASSISTANT_LIMITS.maxCallDurationSeconds + ASSISTANT_LIMITS.overdueMarginSeconds;

/**
 * Ends every conversation still active past its maximum duration plus a margin: the provider
 * bills from creation, and a tab that crashed sends no beacon. Runs every minute; one failure
 * does not stop the others, which are tried again on the next run.
 */
export async function endOverdueConversations(deps: ConversationDeps): Promise<number> {
  // An instance without the provider's keys cannot end anything; one with them will.
  if (!deps.provider) return 0;
  const overdue = await deps.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.status, 'active'),
        lt(conversations.createdAt, sql`now() - make_interval(secs => ${OVERDUE_AFTER_SECONDS})`),
      ),
    )
    .orderBy(asc(conversations.createdAt))
    .limit(BATCH);
  let ended = 0;
  for (const { id } of overdue) {
    try {
      await endConversation(deps, id, 'job');
      ended += 1;
    } catch (error) {
      if (deps.logger)
        deps.logger.warn(
          { err: error, conversationId: id },
          'could not end an overdue conversation',
        );
    }
  }
  return ended;
}
