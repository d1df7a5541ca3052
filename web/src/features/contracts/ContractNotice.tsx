import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { PAGES, type ContractState, type ContractSummary } from '@titletrust/shared';
import { Link } from 'react-router';
import { contractPath } from '../../lib/contractPath';
import { ContractStateBadge } from '../../ui/GigBadges';
import { useMyContracts } from './useMyContracts';
import { formatMinor } from '../../lib/moneyText';

export type ContractParty = 'buyer' | 'seller';

/** Where the gig's contract stands, in the words of the party reading the gig page. */
const STATE_WORDS: Record<ContractParty, Record<ContractState, string>> = {
  buyer: {
    awaiting_funding:
      'Funding the escrow comes next: the professional starts once the money is in escrow, and it is released only when you approve the work.',
    active: 'The escrow is funded and the professional is doing the work.',
    delivered:
      'The work is delivered: review it on the contract, then approve it, ask for changes or open a dispute.',
    completed: 'You approved the work and the escrow was released to the professional.',
    disputed:
      'A dispute is open: an administrator decides it, and the escrow stays held until then.',
    resolved: 'An administrator decided the dispute; the contract shows the decision.',
    cancelled: 'The contract was cancelled before funding: no money moved.',
  },
  seller: {
    awaiting_funding:
      'The client is funding the escrow. Start the work once it is funded: you will be told.',
    active: 'The escrow is funded: do the work and deliver your report on the contract.',
    delivered:
      'You delivered. The client reviews your work; the escrow is released to you when they approve it.',
    completed: 'The client approved your work and the escrow was released to you, less the fee.',
    disputed:
      'A dispute is open: an administrator decides it, and the escrow stays held until then.',
    resolved: 'An administrator decided the dispute; the contract shows the decision.',
    cancelled: 'The contract was cancelled before funding: no money moved.',
  },
};

/**
 * After a bid is accepted, on the gig page of either party: the contract's state in words and the
 * way to it (for the client still to fund it, "Fund the escrow").
 */
export function ContractNotice({
  contractId,
  party,
  justAccepted,
}: {
  contractId: string;
  party: ContractParty;
  justAccepted?: ContractSummary;
}) {
  const contracts = useMyContracts();
  const contract =
    contracts.data?.find((candidate) => candidate.id === contractId) ??
    (justAccepted?.id === contractId ? justAccepted : undefined);
  if (!contract) {
    return contracts.isPending ? (
      <Skeleton h={96} radius="md" aria-label="Loading the contract" />
    ) : null;
  }
  const otherParty = party === 'buyer' ? contract.seller.name : contract.buyer.name;
  const toFund = party === 'buyer' && contract.state === 'awaiting_funding';
  return (
    <Alert color="blue" icon={<IconLock size={18} aria-hidden />} title="Contract" role="status">
      <Stack gap="xs">
        <Group gap="xs">
          <Text size="sm">
            With {otherParty}, for {formatMinor(contract.amountMinor)}:
          </Text>
          <ContractStateBadge state={contract.state} />
        </Group>
        <Text size="sm">{STATE_WORDS[party][contract.state]}</Text>
        <Group gap="xs">
          <Button component={Link} to={contractPath(contract.id)} size="xs">
            {toFund ? 'Fund the escrow' : 'Open the contract'}
          </Button>
          {toFund && (
            <Button component={Link} to={PAGES.walletFunding.path} size="xs" variant="default">
              Fund your wallet
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
