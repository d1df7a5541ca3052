import type { PageKey } from '@titletrust/shared';
import type { LazyPage } from '../../lib/lazyPage';

/** The feature's pages, each its own chunk (app/AppRouter routes them). */
export const securityPages = {
  thisWasntMe: async () => ({
    Component: (await import('./ThisWasntMePage')).ThisWasntMePage,
  }),
} satisfies Partial<Record<PageKey, LazyPage>>;
