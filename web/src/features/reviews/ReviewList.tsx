import { Button, EmptyState, Skeleton, Stack } from '@mantine/core';
import { IconMessageStar } from '@tabler/icons-react';
import type { Review } from '@titletrust/shared';
import { LoadFailedAlert } from '../../ui/LoadFailedAlert';
import { QueryFailedAlert } from '../../ui/QueryFailedAlert';
import { ReviewCard } from './ReviewCard';
import type { useReviewPages } from './useReviewPages';

interface Props {
  pages: ReturnType<typeof useReviewPages>;
  /** The viewer is the one reviewed: each review without a reply offers "Reply publicly". */
  canReply?: boolean;
  emptyText: string;
}

/** Reviews newest first, each with its service and state, and "Show more reviews" at the end. */
export function ReviewList({ pages, canReply, emptyText }: Props) {
  if (pages.isPending) {
    return <Skeleton h={140} radius="md" aria-label="Loading reviews" />;
  }
  if (!pages.data) {
    return <QueryFailedAlert query={pages} title="The reviews could not be loaded" />;
  }
  const reviews: Review[] = pages.data.pages.flatMap((page) => page.items);
  if (reviews.length === 0) {
    return <EmptyState icon={<IconMessageStar size={28} aria-hidden />} title={emptyText} />;
  }
  return (
    <Stack gap="sm">
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} showContext canReply={canReply} />
          </li>
        ))}
      </Stack>
      {pages.isFetchNextPageError && (
        <LoadFailedAlert
          title="More reviews could not be loaded"
          onRetry={() => pages.fetchNextPage()}
          retrying={pages.isFetchingNextPage}
        />
      )}
      {pages.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void pages.fetchNextPage()}
          loading={pages.isFetchingNextPage}
          w="fit-content"
        >
          Show more reviews
        </Button>
      )}
    </Stack>
  );
}
