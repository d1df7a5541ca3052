import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { REVIEW_MESSAGES, type ReviewReport } from '@titletrust/shared';
import { useState } from 'react';
import { ReasonModal } from '../../../ui/ReasonModal';
import { formatDateTime } from '../../../lib/timeLeft';
import { ReviewCard } from '../../reviews';
import { useDecideReviewReport } from './useReviewReports';

/** One report: who raised it and why, the review itself, and the admin's keep or hide. */
export function ReviewReportCard({ report }: { report: ReviewReport }) {
  const [hiding, setHiding] = useState(false);
  const [error, setError] = useState<string>();
  const decide = useDecideReviewReport(report.id, setError);
  const titleId = `review-report-${report.id}`;
  const closeHide = () => {
    setHiding(false);
    setError(undefined);
  };
  const hide = (reason: string) =>
    decide.mutate({ decision: 'hide', reason }, { onSuccess: closeHide });

  return (
    <Stack gap="sm" component="article" aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId}>
        {report.reporter
          ? `Reported by ${report.reporter.name}`
          : 'Flagged: accounts share a wallet address'}
      </Title>
      <Text size="xs" c="dimmed">
        {formatDateTime(report.createdAt)} · {report.review.service}, {report.review.state}
      </Text>
      <Alert color={report.reporter ? 'orange' : 'grape'} variant="light" title="Reason">
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {report.reason}
        </Text>
      </Alert>
      <ReviewCard review={report.review} />
      <Group gap="sm">
        <Button
          variant="default"
          onClick={() => decide.mutate({ decision: 'keep', reason: '' })}
          loading={decide.isPending && decide.variables?.decision === 'keep'}
          disabled={decide.isPending}
        >
          Keep
        </Button>
        <Button
          color="red"
          variant="light"
          onClick={() => setHiding(true)}
          disabled={decide.isPending}
        >
          Hide
        </Button>
      </Group>
      <ReasonModal
        key={String(hiding)}
        opened={hiding}
        title="Hide this review"
        intro="The review leaves the profile, the contract page and the landing page. Its author is told, with your reason."
        label="Reason for hiding"
        requiredMessage={REVIEW_MESSAGES.hideReasonRequired}
        maxLength={500}
        submitLabel="Hide review"
        loading={decide.isPending}
        error={error}
        onClose={closeHide}
        onSubmit={hide}
      />
    </Stack>
  );
}
