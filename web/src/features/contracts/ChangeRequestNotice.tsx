import { Alert, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import type { ContractDetail } from '@titletrust/shared';
import { formatDateTime } from '../../lib/timeLeft';
import { openChangeRequest } from './contractView';

/**
 * At the top of the professional's page while the client's change request is open: the note says
 * what to change, and a professional who only read the timeline at the bottom would miss it.
 */
export function ChangeRequestNotice({ contract }: { contract: ContractDetail }) {
  const request = openChangeRequest(contract);
  if (contract.viewerRole !== 'seller' || !request) return null;
  return (
    <Alert
      role="region"
      variant="light"
      color="orange"
      radius="lg"
      title="The client asked for changes"
      icon={<IconArrowBackUp aria-hidden />}
    >
      {request.note && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          “{request.note}”
        </Text>
      )}
      <Text size="xs" c="dimmed" mt={4}>
        {request.actorName ?? contract.buyer.name} · {formatDateTime(request.at)}. Revise the work
        and deliver it again below; the escrow stays held until the client approves.
      </Text>
    </Alert>
  );
}
