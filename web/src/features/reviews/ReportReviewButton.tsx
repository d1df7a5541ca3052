import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from '@titletrust/shared';
import { useState } from 'react';
import { useReportReview } from './useReviewActions';

/** "Report": asks an administrator to look at the review, with a reason that is required. */
export function ReportReviewButton({
  reviewId,
  authorName,
}: {
  reviewId: string;
  authorName: string;
}) {
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const report = useReportReview(reviewId, setError);
  const close = () => {
    setOpened(false);
    setError(undefined);
  };
  const send = () => {
    if (reason.trim().length === 0) {
      setError(REVIEW_MESSAGES.reportReasonRequired);
      return;
    }
    report.mutate(reason.trim(), {
      onSuccess: () => {
        setReason('');
        close();
      },
    });
  };

  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        color="gray"
        onClick={() => setOpened(true)}
        aria-label={`Report the review by ${authorName}`}
        w="fit-content"
      >
        Report
      </Button>
      <Modal opened={opened} onClose={close} title="Report this review" centered>
        <Stack gap="md">
          <Text size="sm">
            An administrator reads the review and your reason, then keeps it or hides it. The review
            stays up meanwhile.
          </Text>
          <Textarea
            label="Reason"
            required
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            maxLength={REVIEW_LIMITS.reportReasonMax}
            autosize
            minRows={3}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={report.isPending}>
              Go back
            </Button>
            <Button color="red" onClick={send} loading={report.isPending}>
              Report review
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
