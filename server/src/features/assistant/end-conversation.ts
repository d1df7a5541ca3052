import { ASSISTANT_MESSAGES } from '@titletrust/shared';
import { and, eq, sql } from 'drizzle-orm';
import { assistantConversations as conversations } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { ConversationDeps } from './start-conversation';

/**
 * Ends a conversation with the provider's end call and records who ended it. Ending one already
 * ended does nothing, so the panel's close, the page's beacon and the job may all ask. When the
 * provider cannot be reached it stays active here, and the overdue job tries again.
 */
export async function endConversation(
  deps: Pick<ConversationDeps, 'db' | 'provider'>,
  id: string,
  endedBy: 'visitor' | 'job',
): Promise<void> {
  const [conversation] = await deps.db
    .select({ status: conversations.status, providerId: conversations.providerConversationId })
    .from(conversations)
    .where(eq(conversations.id, id));
  if (!conversation) throw new AppError('NOT_FOUND', ASSISTANT_MESSAGES.conversationNotFound);
  if (conversation.status === 'ended') return;
  // Without a provider (its keys removed since), there is no call to make.
  if (deps.provider) await deps.provider.endConversation(conversation.providerId);
  await deps.db
    .update(conversations)
    .set({ status: 'ended', endedBy, endedAt: sql`now()` })
    .where(and(eq(conversations.id, id), eq(conversations.status, 'active')));
}
