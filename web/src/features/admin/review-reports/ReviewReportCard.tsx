import { Alert, Button, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { REVIEW_MESSAGES, type ReviewReport } from '@titletrust/shared';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/timeLeft';
import { ReviewCard } from '../../reviews/ReviewCard';
import { useDecideReviewReport } from './useReviewReports';

/** One report: who raised it and why, the review itself, and the admin's keep or hide. */
export function ReviewReportCard({ report }: { report: ReviewReport }) {
  const [hiding, setHiding] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const decide = useDecideReviewReport(report.id, setError);
  const titleId = `review-report-${report.id}`;
  const closeHide = () => {
    setHiding(false);
    setError(undefined);
  };
  const hide = () => {
    if (reason.trim().length === 0) {
      setError(REVIEW_MESSAGES.hideReasonRequired);
      return;
    }
    decide.mutate({ decision: 'hide', reason: reason.trim() }, { onSuccess: closeHide });
  };

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
      <Modal opened={hiding} onClose={closeHide} title="Hide this review" centered>
        <Stack gap="md">
          <Text size="sm">
            The review leaves the profile, the contract page and the landing page. Its author is
            told, with your reason.
          </Text>
          <Textarea
            label="Reason for hiding"
            required
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            maxLength={500}
            autosize
            minRows={3}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={closeHide} disabled={decide.isPending}>
              Go back
            </Button>
            <Button color="red" onClick={hide} loading={decide.isPending}>
              Hide review
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
