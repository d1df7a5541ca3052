import type { AppConfig } from '@titletrust/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api';

const appConfigQuery = {
  queryKey: ['app-config'] as const,
  // Imported when first asked for (the header's wallet button needs it only once pressed).
  queryFn: (): Promise<AppConfig> =>
    apiRequest('/config', () =>
      import('@titletrust/shared/contracts/config').then((module) => module.appConfigSchema),
    ),
  // The installation's settings do not change while the page is open.
  staleTime: Infinity,
};

/** What this installation offers before anyone signs in (Google sign-in, wallet chains). */
export function useAppConfig() {
  return useQuery(appConfigQuery);
}

/** The configuration for code outside a component render, fetched once and then cached. */
export function loadAppConfig(queryClient: QueryClient): Promise<AppConfig> {
  return queryClient.ensureQueryData(appConfigQuery);
}
