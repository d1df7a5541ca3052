import {
  adminProfileSchema,
  type ReviewDecision,
  type VerificationQueue,
  type VerificationSubmission,
} from '@titletrust/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, errorMessageOf } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { ADMIN_QUERY_KEY } from '../../../lib/adminQueryKeys';
import { VERIFICATION_QUEUE_QUERY_KEY } from './useVerificationQueue';
import { useSingleMutation } from '../../../lib/useSingleMutation';

interface Options {
  submission: Pick<VerificationSubmission, 'userId' | 'name'>;
  /** The server's messages for the decision's fields (the checklist, the reason). */
  onFieldErrors: (messages: string[]) => void;
  onDone: () => void;
}

/** Verifies or rejects one submission; the card leaves the queue and the profiles table updates. */
export function useReviewVerification({ submission, onFieldErrors, onDone }: Options) {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (decision: ReviewDecision) =>
      apiRequest(
        `/admin/verifications/${encodeURIComponent(submission.userId)}/review`,
        adminProfileSchema,
        { json: decision },
      ),
    onSuccess: async (_profile, decision) => {
      notify.success(
        decision.decision === 'verify'
          ? `${submission.name} is now verified. They are told in the app and by e-mail.`
          : `${submission.name}'s verification was rejected. They can fix it and submit again.`,
        decision.decision === 'verify' ? 'Verification approved' : 'Verification rejected',
      );
      onDone();
      queryClient.setQueryData<VerificationQueue>(
        VERIFICATION_QUEUE_QUERY_KEY,
        (queue) =>
          queue && {
            items: queue.items.filter((item) => item.userId !== submission.userId),
            total: Math.max(queue.total - 1, 0),
          },
      );
      // The profiles table, the pending count and the queue itself, from the server's record.
      await queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.fields.length > 0) {
        onFieldErrors(error.fields.map((field) => field.message));
        return;
      }
      notify.error(errorMessageOf(error), 'Verification not decided');
      // Decided elsewhere meanwhile (409): the queue shows what is left.
      if (error instanceof ApiError && error.status === 409) {
        await queryClient.invalidateQueries({ queryKey: VERIFICATION_QUEUE_QUERY_KEY });
      }
    },
  });
}
