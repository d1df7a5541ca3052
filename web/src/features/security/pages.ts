import type { PageKey } from '@titletrust/shared';
import type { LazyPage } from '../../lib/lazyPage';

/** The feature's pages, each its own chunk (app/AppRouter routes them). */
export const securityPages = {
  thisWasntMe: async () => ({
    Component: (await import('./ThisWasntMePage')).ThisWasntMePage,
  }),
  signOutEverywhere: async () => ({
    Component: (await import('./SignOutEverywherePage')).SignOutEverywherePage,
  }),
} satisfies Partial<Record<PageKey, LazyPage>>;
