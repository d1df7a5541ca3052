import type { PageKey } from '@titletrust/shared';
import type { LazyPage } from '../../lib/lazyPage';

/**
 * The feature's pages, each its own chunk fetched on the first visit (app/AppRouter routes them).
 * Kept out of index.ts, which only re-exports: the first bundle then takes nothing else of it.
 */
export const legalPages = {
  terms: async () => ({
    Component: (await import('./TermsPage')).TermsPage,
  }),
  privacy: async () => ({
    Component: (await import('./PrivacyPage')).PrivacyPage,
  }),
} satisfies Partial<Record<PageKey, LazyPage>>;
