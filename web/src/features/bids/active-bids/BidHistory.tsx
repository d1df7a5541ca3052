import { Accordion, Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatRelativeTime } from '../../../lib/formatRelativeTime';
import { BidStateBadge } from '../../../ui/GigBadges';
import { gigPath } from '../../../lib/gigPath';
import { formatMinor } from '../../../lib/moneyText';
import type { MyBid } from './PendingBidCard';

/** Decided bids (accepted, declined, withdrawn), folded away under the pending ones. */
export function BidHistory({ bids, now }: { bids: MyBid[]; now: Date }) {
  if (bids.length === 0) return null;
  return (
    <Accordion variant="contained" radius="lg">
      <Accordion.Item value="history">
        <Accordion.Control>Earlier bids ({bids.length})</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {bids.map((bid) => (
              <Group key={bid.id} component="li" justify="space-between" gap="xs" wrap="wrap">
                <Stack gap={0} miw={0} style={{ flex: '1 1 220px' }}>
                  <Anchor component={Link} to={gigPath(bid.gigId)} size="sm" fw={500}>
                    {bid.gig.title}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {formatMinor(bid.amountMinor)} ·{' '}
                    {formatRelativeTime(new Date(bid.createdAt), now)}
                  </Text>
                </Stack>
                <BidStateBadge state={bid.state} />
              </Group>
            ))}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
