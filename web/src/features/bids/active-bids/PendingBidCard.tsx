import { Anchor, Card, DataList, Group, Stack, Title } from '@mantine/core';
import type { z } from 'zod';
import type { myBidSchema } from '@titletrust/shared';
import { Link } from 'react-router';
import { formatRelativeTime } from '../../../lib/formatRelativeTime';
import { bidsTimeLeft } from '../../../lib/bidsTimeLeft';
import { countLabel } from '../../../lib/gigLabels';
import { gigPath } from '../../../lib/gigPath';
import { formatMinor } from '../../../lib/moneyText';
import { WithdrawBidButton } from '../WithdrawBidButton';

export type MyBid = z.infer<typeof myBidSchema>;

/** A bid still waiting for the client's decision. */
export function PendingBidCard({ bid, now }: { bid: MyBid; now: Date }) {
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={bid.gig.title}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={gigPath(bid.gigId)} c="inherit" fw={700}>
              {bid.gig.title}
            </Anchor>
          </Title>
          <WithdrawBidButton bidId={bid.id} gigTitle={bid.gig.title} />
        </Group>
        <DataList labelWidth={130} gap={4}>
          <DataList.Item>
            <DataList.ItemLabel>Your price</DataList.ItemLabel>
            <DataList.ItemValue fw={600}>
              {formatMinor(bid.amountMinor, bid.currency)} (you receive{' '}
              {formatMinor(bid.payoutMinor, bid.currency)})
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Paid in</DataList.ItemLabel>
            <DataList.ItemValue>
              {bid.milestones.length === 1
                ? 'One go'
                : countLabel(bid.milestones.length, 'milestone')}
              {bid.pendingProposal ? ' (a change is proposed)' : ''}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Delivery</DataList.ItemLabel>
            <DataList.ItemValue>{countLabel(bid.deliveryDays, 'day')}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Submitted</DataList.ItemLabel>
            <DataList.ItemValue>
              {formatRelativeTime(new Date(bid.createdAt), now)}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Bids close</DataList.ItemLabel>
            <DataList.ItemValue>{bidsTimeLeft(bid.gig, now)}</DataList.ItemValue>
          </DataList.Item>
        </DataList>
      </Stack>
    </Card>
  );
}
