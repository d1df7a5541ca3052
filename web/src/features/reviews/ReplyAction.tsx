import { Button, Group, Stack, Textarea } from '@mantine/core';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from '@titletrust/shared';
import { useState } from 'react';
import { useReplyToReview } from './useReviewActions';

/** The reviewee's one public reply: a button first, so the review is read before it is answered. */
export function ReplyAction({ reviewId }: { reviewId: string }) {
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const reply = useReplyToReview(reviewId, setError);

  if (!open) {
    return (
      <Button size="xs" variant="light" onClick={() => setOpen(true)} w="fit-content">
        Reply publicly
      </Button>
    );
  }
  const send = () => {
    const text = body.trim();
    if (text.length === 0 || text.length > REVIEW_LIMITS.replyMax) {
      setError(REVIEW_MESSAGES.replyLength);
      return;
    }
    reply.mutate(text, { onSuccess: () => setOpen(false) });
  };
  return (
    <Stack gap="xs">
      <Textarea
        label="Your public reply"
        description="Anyone who reads the review reads your reply under it. You can reply once."
        value={body}
        onChange={(event) => {
          setBody(event.currentTarget.value);
          setError(undefined);
        }}
        error={error}
        maxLength={REVIEW_LIMITS.replyMax}
        autosize
        minRows={3}
        data-autofocus
      />
      <Group gap="xs">
        <Button size="xs" onClick={send} loading={reply.isPending}>
          Post reply
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => setOpen(false)}
          disabled={reply.isPending}
        >
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
