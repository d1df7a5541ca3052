import { Button } from '@mantine/core';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from '@titletrust/shared';
import { useState } from 'react';
import { ReasonModal } from '../../ui/ReasonModal';
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
  const [error, setError] = useState<string>();
  const report = useReportReview(reviewId, setError);
  const close = () => {
    setOpened(false);
    setError(undefined);
  };
  const send = (reason: string) => report.mutate(reason, { onSuccess: close });

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
      <ReasonModal
        key={String(opened)}
        opened={opened}
        title="Report this review"
        intro="An administrator reads the review and your reason, then keeps it or hides it. The review stays up meanwhile."
        label="Reason"
        requiredMessage={REVIEW_MESSAGES.reportReasonRequired}
        maxLength={REVIEW_LIMITS.reportReasonMax}
        submitLabel="Report review"
        loading={report.isPending}
        error={error}
        onClose={close}
        onSubmit={send}
      />
    </>
  );
}
