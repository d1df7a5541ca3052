import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import type { ContractDetail, ContractReviews } from '@titletrust/shared';
import { formatLagosDeadline } from '../../lib/lagosDateTime';
import { QueryFailedAlert } from '../../ui/QueryFailedAlert';
import { SectionCard } from '../../ui/SectionCard';
import { ReviewCard } from './ReviewCard';
import { ReviewForm } from './ReviewForm';
import { useContractReviews } from './useContractReviews';

/** Only the parties of a completed or resolved contract review it. */
const REVIEWABLE_STATES: ReadonlySet<ContractDetail['state']> = new Set(['completed', 'resolved']);

interface BodyProps {
  contractId: string;
  reviews: ContractReviews;
  otherName: string;
}

function ReviewsBody({ contractId, reviews, otherName }: BodyProps) {
  const { window, mine, theirs } = reviews;
  if (!window) return null;
  const closes = formatLagosDeadline(window.closesAt);
  const waiting = mine && !mine.publishedAt;
  return (
    <Stack gap="md">
      {reviews.canReview && window.open && !mine && (
        <>
          <Text fw={600}>
            Review {otherName} by {closes}
          </Text>
          {reviews.theirsSubmitted && (
            <Text size="sm" c="dimmed">
              {otherName} has reviewed you. You read it once yours is in, or after the window
              closes.
            </Text>
          )}
          <ReviewForm
            contractId={contractId}
            dimensions={reviews.dimensions}
            otherName={otherName}
          />
        </>
      )}
      {waiting && (
        <Alert color="blue" variant="light">
          Your review is in. It will be published when {otherName} reviews too or on {closes}.
        </Alert>
      )}
      {!mine && !window.open && !theirs && (
        <Text c="dimmed">The review window closed on {closes} without reviews.</Text>
      )}
      {theirs && (
        <ReviewCard review={theirs} heading={`${otherName}'s review of you`} canReply canReport />
      )}
      {mine && <ReviewCard review={mine} heading={`Your review of ${otherName}`} />}
      {mine?.publishedAt && !theirs && (
        <Text size="sm" c="dimmed">
          {otherName} did not leave a review before the window closed.
        </Text>
      )}
    </Stack>
  );
}

/**
 * The contract's reviews: the prompt with its exact deadline, then (blind until both are in or
 * the window closes) the published pair. Shown to the parties once the contract is reviewable.
 */
export function ContractReviewsSection({ contract }: { contract: ContractDetail }) {
  const reviewable = contract.viewerRole !== 'admin' && REVIEWABLE_STATES.has(contract.state);
  const reviews = useContractReviews(contract.id, reviewable);
  if (!reviewable) return null;
  const otherName = contract.viewerRole === 'buyer' ? contract.seller.name : contract.buyer.name;

  if (reviews.isPending) {
    return <Skeleton h={160} radius="lg" aria-label="Loading the reviews" />;
  }
  if (reviews.isError) {
    return <QueryFailedAlert query={reviews} title="The reviews could not be loaded" />;
  }
  if (!reviews.data.window) return null;
  return (
    <SectionCard
      titleId="contract-reviews-title"
      title="Reviews"
      description="Neither side reads the other's review until both are in or the window closes; then both are published together."
    >
      <ReviewsBody reviews={reviews.data} otherName={otherName} contractId={contract.id} />
    </SectionCard>
  );
}
