import { PAGES, type Role } from '@titletrust/shared';

/** The messages page of a role (professionals also have /messages), with one thread open. */
export function messagesPath(role: Role, threadId?: string): string {
  const base = role === 'buyer' ? PAGES.buyerMessages.path : PAGES.sellerMessages.path;
  return threadId ? `${base}?thread=${encodeURIComponent(threadId)}` : base;
}
