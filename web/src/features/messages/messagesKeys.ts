import { unreadCountSchema } from '@titletrust/shared';
import { apiRequest } from '../../lib/api';

// The keys and the unread count in a module of their own: the header's messages link, on every
// page, loads this one and not messagesApi.ts with every conversation's contract.

/** Per account, so someone signing in after another person never sees their conversations. */
export const messagesKeys = {
  all: (userId: string) => ['messages', userId] as const,
  unread: (userId: string) => ['messages', userId, 'unread'] as const,
  threadLists: (userId: string) => ['messages', userId, 'threads'] as const,
  threadList: (userId: string, q: string) => ['messages', userId, 'threads', q] as const,
  thread: (userId: string, threadId: string) => ['messages', userId, 'thread', threadId] as const,
  messages: (userId: string, threadId: string) =>
    ['messages', userId, 'messages', threadId] as const,
};

export async function fetchUnreadCount(): Promise<number> {
  return (await apiRequest('/messages/unread-count', unreadCountSchema)).count;
}
