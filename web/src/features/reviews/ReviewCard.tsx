import { Badge, Card, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Review } from '@titletrust/shared';
import type { ReactNode } from 'react';
import { ReplyAction } from './ReplyAction';
import { ReportReviewButton } from './ReportReviewButton';
import { dimensionEntries, formatReviewDay, replierLabel } from './reviewLabels';
import { Stars } from './Stars';

interface Props {
  review: Review;
  /** Above the stars; the reviewer's name unless told otherwise ("Your review of Ada"). */
  heading?: ReactNode;
  /** The gig's service and state, where the page does not already say which contract it was. */
  showContext?: boolean;
  /** The viewer is the reviewee and may post their one reply. */
  canReply?: boolean;
  /** The viewer is the other party and may report the review. */
  canReport?: boolean;
}

/** One review: the stars, each dimension, the comment, its dates and labels, and the reply. */
export function ReviewCard({ review, heading, showContext, canReply, canReport }: Props) {
  const dimensions = dimensionEntries(review.dimensions);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={`Review by ${review.reviewer.name}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Text fw={600}>{heading ?? review.reviewer.name}</Text>
            <Text size="xs" c="dimmed">
              {review.publishedAt ? 'Published ' : 'Written '}
              <time dateTime={review.publishedAt ?? review.createdAt}>
                {formatReviewDay(review.publishedAt ?? review.createdAt)}
              </time>
              {showContext && ` · ${review.service}, ${review.state}`}
            </Text>
          </Stack>
          {review.resolvedByAdmin && (
            <Badge variant="light" color="gray" tt="none">
              Resolved by an administrator
            </Badge>
          )}
        </Group>
        <Stars value={review.rating} size="md" />
        {dimensions.length > 0 && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={4}>
            {dimensions.map(({ key, label, value }) => (
              <Group key={key} gap="xs" wrap="nowrap">
                <Text size="sm" c="dimmed" miw={150}>
                  {label}
                </Text>
                <Stars value={value} size="xs" />
              </Group>
            ))}
          </SimpleGrid>
        )}
        {review.comment && (
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.comment}</Text>
        )}
        {review.reply ? (
          <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-light)">
            <Text size="sm" fw={600}>
              {replierLabel(review.reviewerRole)}
            </Text>
            <Text size="xs" c="dimmed">
              {formatReviewDay(review.reply.createdAt)}
            </Text>
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {review.reply.body}
            </Text>
          </Paper>
        ) : (
          canReply && review.publishedAt && <ReplyAction reviewId={review.id} />
        )}
        {canReport && <ReportReviewButton reviewId={review.id} authorName={review.reviewer.name} />}
      </Stack>
    </Card>
  );
}
