import { ASSISTANT_LIMITS, ASSISTANT_MESSAGES, type StartedConversation } from '@titletrust/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { assistantConversations } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { reserveRateLimits, tooManyAttempts } from '../../platform/rate-limit';
import type { VideoProvider } from './tavus/video-provider';

/** Each conversation is billed from creation: a few per address, a few more per account. */
export const CONVERSATIONS_PER_IP = { limit: 4, windowSeconds: 60 * 60 };
export const CONVERSATIONS_PER_ACCOUNT = { limit: 6, windowSeconds: 24 * 60 * 60 };

const GREETING =
  'Hello, I am the TitleTrust assistant. Ask me how TitleTrust works, what legal services cost, or how to create an account.';

export interface ConversationDeps {
  db: Database;
  provider: VideoProvider | null;
  logger?: FastifyBaseLogger | false;
}

/**
 * Creates a video conversation with the provider (never from the browser, whose page holds no
 * key) and records it so it is ended later, by the visitor or by the overdue job.
 */
export async function startConversation(
  deps: ConversationDeps & { conversationalContext: string },
  caller: { ip: string; userId?: string },
): Promise<StartedConversation> {
  if (!deps.provider) throw new AppError('NOT_FOUND', ASSISTANT_MESSAGES.videoNotConfigured);
  const reservation = await reserveRateLimits(deps.db, [
    { key: `assistant-video:ip:${caller.ip}`, rule: CONVERSATIONS_PER_IP },
    ...(caller.userId
      ? [{ key: `assistant-video:user:${caller.userId}`, rule: CONVERSATIONS_PER_ACCOUNT }]
      : []),
  ]);
  if (reservation.refused)
    throw tooManyAttempts('video conversations', reservation.refused.retryAfterSeconds);

  let created;
  try {
    created = await deps.provider.createConversation({
      conversationName: `TitleTrust assistant ${new Date().toISOString()}`,
      customGreeting: GREETING,
      conversationalContext: deps.conversationalContext,
    });
  } catch (error) {
    // Nothing was created, so nothing is billed: the attempt does not count against the limits.
    await reservation.release();
    throw error;
  }

  try {
    const [row] = await deps.db
      .insert(assistantConversations)
      .values({ providerConversationId: created.providerConversationId })
      .returning({ id: assistantConversations.id });
    return {
      id: row!.id,
      conversationUrl: created.conversationUrl,
      maxCallDurationSeconds: ASSISTANT_LIMITS.maxCallDurationSeconds,
    };
  } catch (error) {
    // Unrecorded, no one would end it: end it now rather than pay for it until it times out.
    await deps.provider.endConversation(created.providerConversationId).catch(() => undefined);
    throw error;
  }
}
