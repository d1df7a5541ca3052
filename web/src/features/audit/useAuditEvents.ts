import { auditEventPageSchema } from '@titletrust/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_QUERY_KEY } from '../../lib/adminQueryKeys';
import { apiRequest } from '../../lib/api';
import { auditDateRangeProblem, auditQueryOf, type AuditFilters } from './auditFilters';

export const AUDIT_PAGE_SIZE = 25;

/**
 * One page of the audit trail. Under the admin root key, so every admin decision on the
 * dashboard (which writes a row) reads it again.
 */
export function useAuditEvents(filters: AuditFilters, page: number) {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'audit-events', filters, page],
    queryFn: () => {
      const query = new URLSearchParams({
        ...auditQueryOf(filters),
        page: String(page),
        pageSize: String(AUDIT_PAGE_SIZE),
      });
      return apiRequest(`/admin/audit-events?${query.toString()}`, auditEventPageSchema);
    },
    // A range the server would refuse is shown as the field's error, not asked for.
    enabled: !auditDateRangeProblem(filters),
    // The table keeps the last page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
