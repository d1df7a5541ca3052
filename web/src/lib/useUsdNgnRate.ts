import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api';

/**
 * The indicative naira per US dollar (null when none is known). It changes once a day: read
 * once per five minutes at most, shared by every amount on the page.
 */
export function useUsdNgnRate() {
  return useQuery({
    queryKey: ['rates', 'usd-ngn'] as const,
    queryFn: () =>
      apiRequest('/rates/usd-ngn', () =>
        import('@titletrust/shared/contracts/rates').then((module) => module.usdNgnRateSchema),
      ),
    staleTime: 5 * 60_000,
  });
}
