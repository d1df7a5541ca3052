import { Group, Rating, Text } from '@mantine/core';

/** Stars and count, or a plain "No reviews yet" for a newcomer. */
export function SellerRating({
  rating,
  reviewCount,
}: {
  rating: number | null;
  reviewCount: number;
}) {
  if (rating === null || reviewCount === 0) {
    return (
      <Text size="sm" c="dimmed">
        No reviews yet
      </Text>
    );
  }
  const rounded = Math.round(rating * 10) / 10;
  return (
    <Group
      gap={4}
      wrap="nowrap"
      aria-label={`Rated ${rounded} out of 5 from ${reviewCount} reviews`}
    >
      <Rating value={rating} fractions={10} readOnly size="xs" color="gold" aria-hidden />
      <Text size="sm" aria-hidden>
        {rounded} ({reviewCount})
      </Text>
    </Group>
  );
}
