import { EmptyState, Skeleton, Stack } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { SectionCard } from '../../../ui/SectionCard';
import { DisputeCard } from './DisputeCard';
import { useOpenDisputes } from './useOpenDisputes';
import { QueryFailedAlert } from '../../../ui/QueryFailedAlert';

/** The admin's disputes queue: each open dispute with both sides, the work, and a decision. */
export function DisputesSection() {
  const disputes = useOpenDisputes();
  return (
    <SectionCard
      titleId="disputes-title"
      title="Disputes"
      description="Open disputes, the oldest first. The escrow stays held until you decide."
    >
      {disputes.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label="Loading disputes">
          <Skeleton h={160} radius="lg" />
        </Stack>
      ) : disputes.isError ? (
        <QueryFailedAlert query={disputes} title="Disputes could not be loaded" />
      ) : disputes.data.length === 0 ? (
        <EmptyState
          icon={<IconScale size={28} aria-hidden />}
          title="No open disputes"
          description="When a client or a professional opens a dispute, it waits here for your decision."
        />
      ) : (
        <Stack gap="lg">
          {disputes.data.map(({ contract, history }) => (
            <DisputeCard key={contract.id} contract={contract} history={history} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
