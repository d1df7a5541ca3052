import { REVIEW_MESSAGES } from '@titletrust/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, errorMessageOf } from '../../lib/api';
import { notify } from '../../lib/notify';
import { replyToReview, reportReview, reviewKeys } from './reviewsApi';
import { useSingleMutation } from '../../lib/useSingleMutation';

/** A field's message from the server (a bad length), shown under the box rather than as a toast. */
function fieldMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.fields[0]?.message : undefined;
}

/** The reviewee's one public reply; every view of reviews refreshes to show it. */
export function useReplyToReview(reviewId: string, onFieldError: (message: string) => void) {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (body: string) => replyToReview(reviewId, body),
    onSuccess: async () => {
      notify.success('Your reply is published under the review.', 'Reply posted');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['public-profile'] }),
      ]);
    },
    onError: (error) => {
      const message = fieldMessage(error);
      if (message) onFieldError(message);
      else notify.error(errorMessageOf(error), 'Your reply was not posted');
    },
  });
}

/** Asks an administrator to look at a review; the reason is required. */
export function useReportReview(reviewId: string, onFieldError: (message: string) => void) {
  return useSingleMutation({
    mutationFn: (reason: string) => reportReview(reviewId, reason),
    onSuccess: () => notify.success(REVIEW_MESSAGES.reported, 'Review reported'),
    onError: (error) => {
      const message = fieldMessage(error);
      if (message) onFieldError(message);
      else notify.error(errorMessageOf(error), 'The review was not reported');
    },
  });
}
