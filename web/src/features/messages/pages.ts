import type { PageKey } from '@titletrust/shared';
import type { LazyPage } from '../../lib/lazyPage';

/** One page for both sides of a conversation: /messages, /seller-messages, /buyer-messages. */
const messagesPage: LazyPage = async () => ({
  Component: (await import('./MessagesPage')).MessagesPage,
});

/**
 * The feature's pages, each its own chunk fetched on the first visit (app/AppRouter routes them).
 * Kept out of index.ts, which only re-exports: the first bundle then takes nothing else of it.
 */
export const messagesPages = {
  messages: messagesPage,
  sellerMessages: messagesPage,
  buyerMessages: messagesPage,
} satisfies Partial<Record<PageKey, LazyPage>>;
