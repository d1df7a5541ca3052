import { EmptyState, Skeleton, Stack, Text } from '@mantine/core';
import { IconIdBadge2 } from '@tabler/icons-react';
import { QueryFailedAlert } from '../../../ui/QueryFailedAlert';
import { SectionCard } from '../../../ui/SectionCard';
import { useSession } from '../../accounts';
import { useVerificationQueue } from './useVerificationQueue';
import { VerificationCard } from './VerificationCard';

/** Professionals' submissions, oldest first: their documents, the checklist and the decision. */
export function VerificationQueueSection() {
  const queue = useVerificationQueue();
  const currentUserId = useSession().data?.id;
  return (
    <SectionCard
      titleId="verification-queue-title"
      title="Verification queue"
      description="Submissions waiting for review, the oldest first. Check each document and the public register, then decide."
    >
      {queue.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label="Loading the verification queue">
          <Skeleton h={220} radius="lg" />
        </Stack>
      ) : queue.isError ? (
        <QueryFailedAlert query={queue} title="The verification queue could not be loaded" />
      ) : queue.data.items.length === 0 ? (
        <EmptyState
          icon={<IconIdBadge2 size={28} aria-hidden />}
          title="No verifications waiting for review"
          description="When a professional submits their documents and registration, they wait here."
        />
      ) : (
        <Stack gap="lg">
          <Text size="sm" c="dimmed" aria-live="polite">
            {queue.data.total} {queue.data.total === 1 ? 'submission' : 'submissions'} waiting
            {queue.data.total > queue.data.items.length &&
              ` (the oldest ${queue.data.items.length} shown)`}
          </Text>
          {queue.data.items.map((submission) => (
            <VerificationCard
              key={submission.userId}
              submission={submission}
              isSelf={submission.userId === currentUserId}
            />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
