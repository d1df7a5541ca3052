import { verificationQueueSchema } from '@titletrust/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { ADMIN_QUERY_KEY } from '../../../lib/adminQueryKeys';

export const VERIFICATION_QUEUE_QUERY_KEY = [...ADMIN_QUERY_KEY, 'verifications'] as const;

/** The documents' signed links last an hour: the queue is read again well before they lapse. */
const RELOAD_BEFORE_LINKS_LAPSE_MS = 30 * 60 * 1000;

/**
 * Submissions waiting for review, oldest first (the ones waiting longest are decided first), and
 * how many wait in all: the dashboard's tile counts the same.
 */
export function useVerificationQueue() {
  return useQuery({
    queryKey: VERIFICATION_QUEUE_QUERY_KEY,
    queryFn: () => apiRequest('/admin/verifications', verificationQueueSchema),
    refetchInterval: RELOAD_BEFORE_LINKS_LAPSE_MS,
  });
}
