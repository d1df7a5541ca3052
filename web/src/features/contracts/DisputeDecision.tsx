import { Alert, DataList, Stack, Text } from '@mantine/core';
import { IconGavel } from '@tabler/icons-react';
import type { Dispute } from '@titletrust/shared';
import { formatDateTime } from '../../lib/timeLeft';
import { formatMinor } from '../../lib/moneyText';
import { DISPUTE_OUTCOME_LABELS } from './contractLabels';

/** What the administrator decided, and for a split who got which part of the escrow. */
export function DisputeDecision({ dispute }: { dispute: Dispute }) {
  if (!dispute.outcome) return null;
  return (
    <Alert
      color="teal"
      variant="light"
      title={`Decision: ${DISPUTE_OUTCOME_LABELS[dispute.outcome]}`}
      icon={<IconGavel size={18} aria-hidden />}
    >
      <Stack gap="xs">
        {dispute.outcome === 'split' && dispute.sellerMinor && dispute.buyerMinor && (
          <DataList labelWidth={240} gap={4}>
            <DataList.Item>
              <DataList.ItemLabel>To the professional, before the fee</DataList.ItemLabel>
              <DataList.ItemValue fw={600}>{formatMinor(dispute.sellerMinor)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Back to the client</DataList.ItemLabel>
              <DataList.ItemValue fw={600}>{formatMinor(dispute.buyerMinor)}</DataList.ItemValue>
            </DataList.Item>
          </DataList>
        )}
        {dispute.resolutionNote && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {dispute.resolutionNote}
          </Text>
        )}
        {dispute.resolvedAt && (
          <Text size="xs" c="dimmed">
            Decided {formatDateTime(dispute.resolvedAt)}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
