import type { PublicProfile } from '@titletrust/shared';
import { SectionCard } from '../../ui/SectionCard';
import { ReviewList, ReviewSummaryView, useReviewPages } from '../reviews';

/** What clients said after their contracts with the professional: the averages, then newest first. */
export function ProfileReviews({ profile }: { profile: PublicProfile }) {
  const summary = { ...profile.reviewSummary, average: profile.rating, count: profile.reviewCount };
  // The profile carries the first page; "Show more reviews" goes on from page 2.
  const pages = useReviewPages(profile.id, {
    summary,
    items: profile.reviews,
    page: 1,
    hasMore: profile.reviews.length < profile.reviewCount,
  });
  return (
    <SectionCard titleId="profile-reviews" title="Reviews">
      <ReviewSummaryView summary={summary} />
      <ReviewList pages={pages} emptyText="No reviews yet" />
    </SectionCard>
  );
}
