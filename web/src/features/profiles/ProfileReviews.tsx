import { Group, Rating, Stack, Text } from '@mantine/core';
import type { PublicProfile } from '@titletrust/shared';
import { SectionCard } from '../../lib/SectionCard';
import { formatDay } from './profileDates';

/** What clients said after their contracts with the professional, newest first. */
export function ProfileReviews({ profile }: { profile: PublicProfile }) {
  const { rating, reviewCount, reviews } = profile;
  const summary =
    rating !== null && reviewCount > 0
      ? `Rated ${rating} out of 5 from ${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}`
      : undefined;
  return (
    <SectionCard titleId="profile-reviews" title="Reviews" description={summary}>
      {reviews.length === 0 ? (
        <Text c="dimmed">No reviews yet</Text>
      ) : (
        <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {reviews.map((review) => (
            <Stack key={review.id} gap={4} component="li">
              <Group gap="xs">
                <Rating
                  value={review.rating}
                  readOnly
                  size="xs"
                  color="gold"
                  aria-label={`${review.rating} out of 5`}
                />
                <Text size="xs" c="dimmed">
                  {formatDay(review.createdAt)}
                </Text>
              </Group>
              {review.comment && <Text size="sm">{review.comment}</Text>}
            </Stack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
