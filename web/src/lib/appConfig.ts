import { appConfigSchema, type AppConfig } from '@titletrust/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api';

const appConfigQuery = {
  queryKey: ['app-config'] as const,
  queryFn: (): Promise<AppConfig> => apiRequest('/config', appConfigSchema),
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
