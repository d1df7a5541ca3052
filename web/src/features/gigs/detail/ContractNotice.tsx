import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { PAGES, type ContractSummary } from '@titletrust/shared';
import { Link } from 'react-router';
import { contractPath } from '../../contracts/contractPath';
import { ContractStateBadge } from '../components/GigBadges';
import { useMyContracts } from '../useMyContracts';
import { formatMicros } from '../usdcAmounts';

/** After a bid is accepted: the contract's state and, while unfunded, what the client does next. */
export function ContractNotice({
  contractId,
  justAccepted,
}: {
  contractId: string;
  justAccepted: ContractSummary | undefined;
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
  return (
    <Alert color="blue" icon={<IconLock size={18} aria-hidden />} title="Contract" role="status">
      <Stack gap="xs">
        <Group gap="xs">
          <Text size="sm">
            With {contract.seller.name}, for {formatMicros(contract.amountMicros)}:
          </Text>
          <ContractStateBadge state={contract.state} />
        </Group>
        {contract.state === 'awaiting_funding' && (
          <Text size="sm">
            Funding the escrow comes next: the professional starts once the{' '}
            {formatMicros(contract.amountMicros)} is in escrow, and it is released only when you
            approve the work.
          </Text>
        )}
        <Group gap="xs">
          <Button component={Link} to={contractPath(contract.id)} size="xs">
            {contract.state === 'awaiting_funding' ? 'Fund the escrow' : 'Open the contract'}
          </Button>
          {contract.state === 'awaiting_funding' && (
            <Button component={Link} to={PAGES.walletFunding.path} size="xs" variant="default">
              Fund your wallet
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
