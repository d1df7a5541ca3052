import { Text } from '@mantine/core';
import type { ContractDetail } from '@titletrust/shared';
import { useNow } from '../../lib/useNow';
import { formatDateTime, formatTimeLeft } from '../../lib/timeLeft';

/** While delivered: when the escrow releases itself if the client does nothing. */
export function AutoReleaseNote({
  contract,
}: {
  contract: Pick<ContractDetail, 'state' | 'autoReleaseAt' | 'viewerRole'>;
}) {
  const now = useNow(60_000);
  if (contract.state !== 'delivered' || !contract.autoReleaseAt) return null;
  const when = `${formatDateTime(contract.autoReleaseAt)} (${formatTimeLeft(new Date(contract.autoReleaseAt), now).toLowerCase()})`;
  return (
    <Text size="sm" c="dimmed">
      {contract.viewerRole === 'buyer'
        ? `If you neither approve nor ask for changes nor dispute, the escrow is released to the professional on ${when}.`
        : `If the client does not answer, the escrow is released to you on ${when}.`}
    </Text>
  );
}
