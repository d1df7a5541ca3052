import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { formatMoney, PAYOUT_STATE_LABELS, type Payout } from '@titletrust/shared';
import { formatLagosDeadline } from '../../lib/lagosDateTime';
import { SectionCard } from '../../ui/SectionCard';

const STATE_COLORS: Record<Payout['state'], string> = {
  requested: 'gray',
  processing: 'blue',
  paid: 'green',
  failed: 'red',
  reversed: 'orange',
};

/** Each state the payout went through, with its time on the Lagos clock. */
function Timeline({ payout }: { payout: Payout }) {
  const steps = [
    ['Requested', payout.requestedAt],
    ['Processing', payout.processingAt],
    ['Paid', payout.paidAt],
    ['Failed', payout.failedAt],
    ['Reversed', payout.reversedAt],
  ] as const;
  return (
    <Stack gap={0}>
      {steps
        .filter(([, at]) => at)
        .map(([label, at]) => (
          <Text key={label} size="xs" c="dimmed">
            {label}: {formatLagosDeadline(at!)}
          </Text>
        ))}
    </Stack>
  );
}

export function PayoutsList({ payouts }: { payouts: Payout[] }) {
  return (
    <SectionCard titleId="payouts-title" title="Naira payouts">
      {payouts.length === 0 ? (
        <Text size="sm" c="dimmed">
          No payouts yet.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {payouts.map((payout) => (
            <Card key={payout.id} withBorder radius="md" component="li" data-testid="payout">
              <Group justify="space-between" align="flex-start">
                <div>
                  <Text fw={600}>{formatMoney(BigInt(payout.amountMinor), 'NGN')}</Text>
                  <Text size="sm">
                    {payout.bankName} · {payout.accountNumber} · {payout.accountName}
                  </Text>
                  <Timeline payout={payout} />
                  {payout.failureReason && (
                    <Text size="sm" c="red.8">
                      {payout.failureReason}. The money is back in your available balance.
                    </Text>
                  )}
                </div>
                <Badge color={STATE_COLORS[payout.state]} variant="light">
                  {PAYOUT_STATE_LABELS[payout.state]}
                </Badge>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
