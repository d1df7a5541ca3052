import { Card, DataList, Group, Stack } from '@mantine/core';
import type { Bid } from '@titletrust/shared';
import { BidStateBadge } from '../../../ui/GigBadges';
import { countLabel } from '../../../lib/gigLabels';
import { formatMinor } from '../../../lib/moneyText';
import { MessageButton } from '../../messages';
import { BidMilestones } from '../milestones/BidMilestones';
import { BidDecisionButtons } from './BidDecisionButtons';
import { CoverLetter } from './CoverLetter';
import { SellerIdentity } from './SellerIdentity';
import { SellerRating } from './SellerRating';

interface Props {
  bid: Bid;
  gigOpen: boolean;
  onAccept: (bid: Bid) => void;
  onReject: (bid: Bid) => void;
}

/** One bid on a phone: the table's columns as labelled lines, so bids compare line by line. */
export function BidCompareCard({ bid, gigOpen, onAccept, onReject }: Props) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={`Bid from ${bid.seller.name}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <SellerIdentity seller={bid.seller} />
          <BidStateBadge state={bid.state} />
        </Group>
        <DataList labelWidth={110} gap={4}>
          <DataList.Item>
            <DataList.ItemLabel>You pay</DataList.ItemLabel>
            <DataList.ItemValue fw={700}>
              {formatMinor(bid.amountMinor, bid.currency)}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>They receive</DataList.ItemLabel>
            <DataList.ItemValue>{formatMinor(bid.payoutMinor, bid.currency)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Delivery</DataList.ItemLabel>
            <DataList.ItemValue>{countLabel(bid.deliveryDays, 'day')}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Rating</DataList.ItemLabel>
            <DataList.ItemValue>
              <SellerRating rating={bid.seller.rating} reviewCount={bid.seller.reviewCount} />
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Jobs done</DataList.ItemLabel>
            <DataList.ItemValue>{bid.seller.jobsCompleted}</DataList.ItemValue>
          </DataList.Item>
        </DataList>
        <BidMilestones bid={bid} viewer="buyer" canNegotiate={gigOpen} />
        <CoverLetter text={bid.coverLetter} sellerName={bid.seller.name} />
        <Group gap="xs">
          <BidDecisionButtons bid={bid} gigOpen={gigOpen} onAccept={onAccept} onReject={onReject} />
          <MessageButton
            gigId={bid.gigId}
            professionalId={bid.seller.id}
            size="xs"
            variant="default"
            aria-label={`Message ${bid.seller.name}`}
          >
            Message
          </MessageButton>
        </Group>
      </Stack>
    </Card>
  );
}
