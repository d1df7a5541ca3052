import type { PageKey } from '@titletrust/shared';
import type { LazyPage } from '../../lib/lazyPage';

/**
 * The feature's pages, each its own chunk fetched on the first visit (app/AppRouter routes them).
 * Kept out of index.ts, which only re-exports: the first bundle then takes nothing else of it.
 */
export const gigsPages = {
  sellerGigs: async () => ({
    Component: (await import('./my-gigs/SellerGigsPage')).SellerGigsPage,
  }),
  postGig: async () => ({
    Component: (await import('./post-gig/PostGigPage')).PostGigPage,
  }),
  editGig: async () => ({
    Component: (await import('./edit-gig/EditGigPage')).EditGigPage,
  }),
  buyerGigs: async () => ({
    Component: (await import('./my-gigs/BuyerGigsPage')).BuyerGigsPage,
  }),
  findGigs: async () => ({
    Component: (await import('./find-gigs/FindGigsPage')).FindGigsPage,
  }),
  gigDetail: async () => ({
    Component: (await import('./detail/GigDetailPage')).GigDetailPage,
  }),
} satisfies Partial<Record<PageKey, LazyPage>>;
