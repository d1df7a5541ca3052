import { SectionCard } from '../../ui/SectionCard';
import { ReviewList } from './ReviewList';
import { ownSummary } from './reviewSummary';
import { ReviewSummaryView } from './ReviewSummaryView';
import { useReviewPages } from './useReviewPages';

/**
 * A professional's own reviews on their dashboard: their averages (even before the public
 * average shows) and every published review about them, each with its one reply.
 */
export function YourReviewsCard() {
  const pages = useReviewPages(null);
  const loaded = pages.data?.pages ?? [];
  return (
    <SectionCard
      titleId="your-reviews-title"
      title="Your reviews"
      description="What clients wrote once both sides had reviewed, or the review window closed. Clients see your average from 3 reviews on."
    >
      {loaded[0] && (
        <ReviewSummaryView
          summary={ownSummary(
            loaded[0].summary,
            loaded.flatMap((page) => page.items),
          )}
        />
      )}
      <ReviewList
        pages={pages}
        canReply
        emptyText="No published reviews yet. Clients review you after a contract completes."
      />
    </SectionCard>
  );
}
