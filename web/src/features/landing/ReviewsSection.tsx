import {
  Box,
  Card,
  Paper,
  Rating,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconMessageStar } from '@tabler/icons-react';
import type { FeaturedReview } from '@titletrust/shared';
import { LoadFailedAlert } from '../../ui/LoadFailedAlert';
import { LandingSection } from './LandingSection';
import { useFeaturedReviews } from './useFeaturedReviews';

// Lagos time, as everywhere on the site (the time-zone name inline: this section stays light).
const dateFormat = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

/** "Ada", not "Ada Obi": a first name is enough to show a real person wrote it. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

function ReviewCard({ review }: { review: FeaturedReview }) {
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="article"
      aria-label={`Review by ${firstName(review.reviewerName)}`}
    >
      <Stack gap="sm">
        <Box role="img" aria-label={`Rated ${review.rating} out of 5`} w="fit-content">
          <Rating value={review.rating} readOnly aria-hidden />
        </Box>
        {review.comment && (
          <Text component="blockquote" m={0}>
            “{review.comment}”
          </Text>
        )}
        <div>
          <Text size="sm" fw={600}>
            {firstName(review.reviewerName)}
          </Text>
          <Text size="xs" c="dimmed">
            {review.service}, {review.state} ·{' '}
            <time dateTime={review.createdAt}>{dateFormat.format(new Date(review.createdAt))}</time>
          </Text>
        </div>
      </Stack>
    </Card>
  );
}

function ReviewsBody() {
  const { data: reviews, isPending, isError, refetch, isRefetching } = useFeaturedReviews();
  if (isPending) {
    return (
      <SimpleGrid
        cols={{ base: 1, sm: 2, md: 3 }}
        spacing="lg"
        aria-busy="true"
        aria-label="Loading reviews"
      >
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={150} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (isError) {
    return (
      <LoadFailedAlert
        title="Reviews could not be loaded"
        onRetry={refetch}
        retrying={isRefetching}
        maw={560}
        mx="auto"
      >
        <Text size="sm">
          We could not reach our servers just now. The rest of the page works as usual.
        </Text>
      </LoadFailedAlert>
    );
  }
  if (reviews.length === 0) {
    return (
      <Paper withBorder radius="lg" p="xl" maw={620} mx="auto" ta="center">
        <Stack align="center" gap="sm">
          <ThemeIcon size={48} radius="xl" variant="light">
            <IconMessageStar size={26} aria-hidden />
          </ThemeIcon>
          <Title order={3} size="h4">
            No reviews yet
          </Title>
          <Text c="dimmed">
            Reviews appear here once clients review completed contracts and the reviews are
            published. Every review comes from a real job paid through escrow on TitleTrust — we
            never write or buy them.
          </Text>
        </Stack>
      </Paper>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {reviews.map((review) => (
        <ReviewCard key={review.id} review={review} />
      ))}
    </SimpleGrid>
  );
}

export function ReviewsSection() {
  return (
    <LandingSection
      id="reviews"
      titleId="reviews-title"
      eyebrow="Reviews"
      title="What clients say after the work is done"
      tinted
    >
      <ReviewsBody />
    </LandingSection>
  );
}
