import { Group, Rating, Stack, Text } from '@mantine/core';

const reviews = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/**
 * Stars and count from 3 published reviews on; before that "New", with the few reviews counted
 * so that a newcomer with two good reviews is not mistaken for one without any.
 */
export function SellerRating({
  rating,
  reviewCount,
}: {
  rating: number | null;
  reviewCount: number;
}) {
  if (rating === null) {
    return (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          New
        </Text>
        <Text size="xs" c="dimmed">
          {reviewCount === 0 ? 'No reviews yet' : reviews(reviewCount)}
        </Text>
      </Stack>
    );
  }
  const rounded = (Math.round(rating * 10) / 10).toFixed(1);
  return (
    <Group
      gap={4}
      wrap="nowrap"
      role="img"
      aria-label={`Rated ${rounded} out of 5 from ${reviews(reviewCount)}`}
    >
      <Rating value={rating} fractions={10} readOnly size="xs" color="gold" aria-hidden />
      <Text size="sm" aria-hidden>
        {rounded} ({reviewCount})
      </Text>
    </Group>
  );
}
