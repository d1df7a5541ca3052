import { Stack, Table, Text } from '@mantine/core';
import type { Bid } from '@titletrust/shared';
import { BidStateBadge } from '../../../ui/GigBadges';
import { countLabel } from '../../../lib/gigLabels';
import { formatMinor } from '../../../lib/moneyText';
import { MessageButton } from '../../messages';
import { BidDecisionButtons } from './BidDecisionButtons';
import { CoverLetter } from './CoverLetter';
import { SellerIdentity } from './SellerIdentity';
import { SellerRating } from './SellerRating';

interface Props {
  bids: Bid[];
  gigOpen: boolean;
  onAccept: (bid: Bid) => void;
  onReject: (bid: Bid) => void;
}

/** Bids side by side on wide screens: one row per professional, the same columns for each. */
export function BidsTable({ bids, gigOpen, onAccept, onReject }: Props) {
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table verticalSpacing="md" aria-label="Bids compared" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Professional</Table.Th>
            <Table.Th>You pay</Table.Th>
            <Table.Th>They receive</Table.Th>
            <Table.Th>Delivery</Table.Th>
            <Table.Th>Rating</Table.Th>
            <Table.Th>Jobs done</Table.Th>
            <Table.Th w="30%">Cover letter</Table.Th>
            <Table.Th>Decision</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bids.map((bid) => (
            <Table.Tr key={bid.id}>
              <Table.Td>
                <SellerIdentity seller={bid.seller} />
              </Table.Td>
              <Table.Td>
                <Text fw={700} size="sm">
                  {formatMinor(bid.amountMinor, bid.currency)}
                </Text>
                {bid.milestones.length > 1 && (
                  <Text size="xs" c="dimmed">
                    in {bid.milestones.length} milestones
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatMinor(bid.payoutMinor, bid.currency)}</Text>
              </Table.Td>
              <Table.Td>{countLabel(bid.deliveryDays, 'day')}</Table.Td>
              <Table.Td>
                <SellerRating rating={bid.seller.rating} reviewCount={bid.seller.reviewCount} />
              </Table.Td>
              <Table.Td>{bid.seller.jobsCompleted}</Table.Td>
              <Table.Td>
                <CoverLetter text={bid.coverLetter} sellerName={bid.seller.name} />
              </Table.Td>
              <Table.Td>
                <Stack gap="xs" align="flex-start">
                  <BidStateBadge state={bid.state} />
                  <BidDecisionButtons
                    bid={bid}
                    gigOpen={gigOpen}
                    onAccept={onAccept}
                    onReject={onReject}
                  />
                  <MessageButton
                    gigId={bid.gigId}
                    professionalId={bid.seller.id}
                    size="xs"
                    variant="default"
                    aria-label={`Message ${bid.seller.name}`}
                  >
                    Message
                  </MessageButton>
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
