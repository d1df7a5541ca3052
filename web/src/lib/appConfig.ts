import { PAGE_CONFIG_ELEMENT_ID, type AppConfig } from '@titletrust/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api';
import { takePageData } from './pageData';

const appConfigQuery = {
  queryKey: ['app-config'] as const,
  // Imported when first asked for (the header's wallet button needs it only once pressed).
  queryFn: (): Promise<AppConfig> =>
    apiRequest('/config', () =>
      import('@titletrust/shared/contracts/config').then((module) => module.appConfigSchema),
    ),
  // The page comes with them; the installation's settings do not change while it is open.
  initialData: () => takePageData<AppConfig>(PAGE_CONFIG_ELEMENT_ID),
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
