import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Bid } from '@titletrust/shared';
import { useState } from 'react';
import { MilestoneList } from './MilestoneList';
import { ProposeMilestonesModal } from './ProposeMilestonesModal';
import { useAgreeMilestones } from './useMilestoneNegotiation';

type Side = 'buyer' | 'seller';

interface Props {
  bid: Bid;
  /** Who is looking: the gig's client, or the professional who bid. */
  viewer: Side;
  /** False once the gig stopped taking decisions: the list is then only shown. */
  canNegotiate: boolean;
}

/**
 * A bid's milestones, and the change one side proposed: the other side agrees or answers with
 * another list; the client may propose a change to a pending bid. Accepting the bid takes the
 * list both last agreed to, never a proposal still waiting.
 */
export function BidMilestones({ bid, viewer, canNegotiate }: Props) {
  const [proposing, setProposing] = useState(false);
  const agree = useAgreeMilestones(bid.id);
  const whose = viewer === 'buyer' ? `${bid.seller.name}'s bid` : 'your bid';
  const other = viewer === 'buyer' ? 'The professional' : 'The client';
  const pending = bid.pendingProposal;
  const open = canNegotiate && bid.state === 'pending';
  const mine = pending?.by === viewer;
  const proposer =
    pending?.by === 'buyer' ? 'the client' : viewer === 'seller' ? 'you' : bid.seller.name;

  return (
    <Stack
      gap="xs"
      component="section"
      aria-label={
        // Not "… your bid": the professional's panel is the region named "Your bid".
        viewer === 'buyer' ? `Payment plan of ${whose}` : 'Your payment plan'
      }
    >
      <Text size="sm" fw={600}>
        {viewer === 'buyer' ? `${bid.seller.name}'s bid: paid` : 'Paid'}{' '}
        {bid.milestones.length === 1 ? 'in one go' : `in ${bid.milestones.length} milestones`}
      </Text>
      <MilestoneList
        milestones={bid.milestones}
        currency={bid.currency}
        label={`Milestones of ${whose}`}
      />
      {pending && (
        <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-yellow-light)">
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {mine
                ? `You proposed a change: waiting for ${other.toLowerCase()} to answer`
                : `Change proposed by ${proposer}`}
            </Text>
            <MilestoneList
              milestones={pending.milestones}
              currency={bid.currency}
              label={`Proposed milestones for ${whose}`}
            />
            {viewer === 'buyer' && (
              <Text size="xs" c="dimmed">
                {mine
                  ? `If you accept the bid before ${bid.seller.name} agrees, the contract keeps the milestones you both last agreed to (above), not this proposal.`
                  : 'If you accept the bid without agreeing to this list, the contract keeps the milestones above.'}
              </Text>
            )}
            {open && !mine && (
              <Group gap="xs">
                <Button size="xs" loading={agree.isPending} onClick={() => agree.mutate()}>
                  Agree to these milestones
                </Button>
                <Button size="xs" variant="default" onClick={() => setProposing(true)}>
                  Propose another
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
      )}
      {open && viewer === 'buyer' && (!pending || mine) && (
        <Group>
          <Button size="xs" variant="light" onClick={() => setProposing(true)}>
            Propose a change to the milestones
          </Button>
        </Group>
      )}
      {proposing && (
        <ProposeMilestonesModal
          bid={bid}
          otherSide={other}
          title={
            pending && !mine ? 'Propose other milestones' : 'Propose a change to the milestones'
          }
          onClose={() => setProposing(false)}
        />
      )}
    </Stack>
  );
}
