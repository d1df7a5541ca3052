import { reviewReportQueueSchema } from '@titletrust/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest, errorMessageOf } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { ADMIN_QUERY_KEY } from '../../../lib/adminQueryKeys';
import { useSingleMutation } from '../../../lib/useSingleMutation';

export const REVIEW_REPORTS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'review-reports'] as const;

export type ReviewDecision =
  { decision: 'keep'; reason: string } | { decision: 'hide'; reason: string };

/** Reported reviews, and those held because the two accounts share a wallet address. */
export function useReviewReports() {
  return useQuery({
    queryKey: REVIEW_REPORTS_QUERY_KEY,
    queryFn: async () => (await apiRequest('/admin/review-reports', reviewReportQueueSchema)).items,
  });
}

const DONE: Record<ReviewDecision['decision'], [string, string]> = {
  keep: ['The review stays published.', 'Review kept'],
  hide: ['The review is hidden and its author is told why.', 'Review hidden'],
};

/** Keeps or hides a reported review; the decision leaves the queue once it is made. */
export function useDecideReviewReport(reportId: string, onFieldError: (message: string) => void) {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (decision: ReviewDecision) =>
      apiRequest(`/admin/review-reports/${encodeURIComponent(reportId)}/decision`, z.unknown(), {
        json: decision,
      }),
    onSuccess: async (_answer, { decision }) => {
      notify.success(...DONE[decision]);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: REVIEW_REPORTS_QUERY_KEY }),
        // A hidden review leaves profiles and the landing page's widget.
        queryClient.invalidateQueries({ queryKey: ['reviews'] }),
      ]);
    },
    onError: (error) => {
      const message = error instanceof ApiError ? error.fields[0]?.message : undefined;
      if (message) onFieldError(message);
      else notify.error(errorMessageOf(error), 'The decision was not saved');
    },
  });
}
