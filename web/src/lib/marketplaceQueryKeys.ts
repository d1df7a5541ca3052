import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Query keys of the marketplace's records. A gig, its bids, the contracts and the dashboards
 * all change together when someone bids, accepts or cancels, so mutations refresh them as one.
 */
export const marketplaceKeys = {
  gigSearch: (query: Record<string, string>) => ['gigs', 'search', query] as const,
  gig: (id: string) => ['gigs', 'detail', id] as const,
  myGigs: ['gigs', 'mine'] as const,
  gigBids: (gigId: string) => ['gigs', 'bids', gigId] as const,
  myBids: ['bids', 'mine'] as const,
  myContracts: ['contracts', 'mine'] as const,
  dashboard: (role: 'buyer' | 'seller') => ['dashboard', role] as const,
};

const MARKETPLACE_ROOTS = new Set(['gigs', 'bids', 'contracts', 'dashboard', 'notifications']);

export const isMarketplaceQuery = (queryKey: QueryKey) =>
  MARKETPLACE_ROOTS.has(String(queryKey[0]));

export function refreshMarketplace(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => isMarketplaceQuery(query.queryKey),
  });
}
