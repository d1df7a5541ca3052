import { REVIEW_MESSAGES, type SubmitReviewRequest } from '@titletrust/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, errorMessageOf } from '../../lib/api';
import { fieldErrorsFromApi, type FieldErrors } from '../../lib/fieldErrors';
import { notify } from '../../lib/notify';
import { fetchContractReviews, reviewKeys, submitReview } from './reviewsApi';
import { useSingleMutation } from '../../lib/useSingleMutation';

/** The contract's review prompt and, once published, the pair; only asked for when reviewable. */
export function useContractReviews(contractId: string, enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.contract(contractId),
    queryFn: () => fetchContractReviews(contractId),
    enabled,
  });
}

/** Sends the viewer's review; the answer is the contract's reviews as they now stand. */
export function useSubmitReview(contractId: string, onFieldErrors: (errors: FieldErrors) => void) {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (review: SubmitReviewRequest) => submitReview(contractId, review),
    onSuccess: async (reviews) => {
      queryClient.setQueryData(reviewKeys.contract(contractId), reviews);
      notify.success(
        reviews.theirs ? REVIEW_MESSAGES.published : REVIEW_MESSAGES.submitted,
        'Review submitted',
      );
      // Published reviews change profiles, dashboards and the landing page's widget.
      if (reviews.theirs) await queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields.length > 0) {
        onFieldErrors(fieldErrorsFromApi(error.fields));
      } else {
        notify.error(errorMessageOf(error), 'Your review was not submitted');
      }
    },
  });
}
