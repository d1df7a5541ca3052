import {
  platformStatsSchema,
  profilePageSchema,
  type VerificationStatus,
} from '@titletrust/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_QUERY_KEY } from '../../lib/adminQueryKeys';
import { apiRequest } from '../../lib/api';

export interface ProfileFilters {
  search: string;
  verificationStatus: VerificationStatus | '';
  page: number;
  pageSize: number;
}

export function usePlatformStats() {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'stats'],
    queryFn: () => apiRequest('/admin/stats', platformStatsSchema),
  });
}

export function useAdminProfiles(filters: ProfileFilters) {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'profiles', filters],
    queryFn: () => {
      const query = new URLSearchParams({
        page: String(filters.page),
        pageSize: String(filters.pageSize),
      });
      if (filters.search.trim()) query.set('search', filters.search.trim());
      if (filters.verificationStatus) query.set('verificationStatus', filters.verificationStatus);
      return apiRequest(`/admin/profiles?${query.toString()}`, profilePageSchema);
    },
    // The table keeps the last page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
