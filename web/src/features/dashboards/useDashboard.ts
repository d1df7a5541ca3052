import { buyerDashboardSchema, sellerDashboardSchema } from '@titletrust/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { marketplaceKeys } from '../../lib/marketplaceQueryKeys';

export function useBuyerDashboard() {
  return useQuery({
    queryKey: marketplaceKeys.dashboard('buyer'),
    queryFn: () => apiRequest('/dashboard/buyer', buyerDashboardSchema),
  });
}

export function useSellerDashboard() {
  return useQuery({
    queryKey: marketplaceKeys.dashboard('seller'),
    queryFn: () => apiRequest('/dashboard/seller', sellerDashboardSchema),
  });
}
