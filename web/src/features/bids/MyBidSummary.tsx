import { DataList, Group, Stack, Text } from '@mantine/core';
import type { Bid } from '@titletrust/shared';
import { formatRelativeTime } from '../../lib/formatRelativeTime';
import { BidStateBadge } from '../../ui/GigBadges';
import { countLabel } from '../../lib/gigLabels';
import { formatMinor } from '../../lib/moneyText';
import { BidMilestones } from './milestones/BidMilestones';
import { WithdrawBidButton } from './WithdrawBidButton';

/** The professional's own bid on a gig page: its terms, its state, and Withdraw while pending. */
export function MyBidSummary({
  bid,
  gigTitle,
  label,
}: {
  bid: Bid;
  gigTitle: string;
  label: string;
}) {
  return (
    <Stack gap="sm" aria-label={label} component="section">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <BidStateBadge state={bid.state} />
      </Group>
      <DataList labelWidth={120} gap={6}>
        <DataList.Item>
          <DataList.ItemLabel>Price</DataList.ItemLabel>
          <DataList.ItemValue fw={600}>
            {formatMinor(bid.amountMinor, bid.currency)}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>You receive</DataList.ItemLabel>
          <DataList.ItemValue>{formatMinor(bid.payoutMinor, bid.currency)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Delivery</DataList.ItemLabel>
          <DataList.ItemValue>{countLabel(bid.deliveryDays, 'day')}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Placed</DataList.ItemLabel>
          <DataList.ItemValue>{formatRelativeTime(new Date(bid.createdAt))}</DataList.ItemValue>
        </DataList.Item>
      </DataList>
      <BidMilestones bid={bid} viewer="seller" canNegotiate />
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }} lineClamp={4}>
        {bid.coverLetter}
      </Text>
      {bid.state === 'pending' && (
        <Group justify="flex-end">
          <WithdrawBidButton bidId={bid.id} gigTitle={gigTitle} />
        </Group>
      )}
    </Stack>
  );
}
