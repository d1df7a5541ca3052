import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { formatMoney, type ContractDetail } from '@titletrust/shared';
import { Link } from 'react-router';
import { formatMinor } from '../../lib/moneyText';
import { shortfallFundingPath, shortfallOf } from './contractView';
import { currentMilestone, hasStages } from './milestoneView';

/**
 * The client's balance does not cover the price: how much to add, in the contract's currency,
 * and where (the wallet's funding page for USDC or naira alike).
 */
export function FundingShortfallAlert({ contract }: { contract: ContractDetail }) {
  if (!contract.funding || shortfallOf(contract) <= 0n) return null;
  const { availableMinor, shortfallMinor } = contract.funding;
  const { currency } = contract;
  // In a contract in stages, what is funded now is the milestone in progress.
  const milestone = hasStages(contract) ? currentMilestone(contract) : null;
  const price = milestone?.amountMinor ?? contract.amountMinor;
  return (
    <Alert
      color="yellow"
      title="Add funds to your wallet first"
      icon={<IconCoin size={18} aria-hidden />}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          Your available {currency === 'NGN' ? 'naira ' : ''}balance is{' '}
          {formatMinor(availableMinor, currency)}. Add at least{' '}
          <strong>{formatMinor(shortfallMinor, currency)}</strong> to fund the{' '}
          {formatMinor(price, currency)} of{' '}
          {milestone ? `milestone ${milestone.position}` : 'this contract'}.
        </Text>
        <Button component={Link} to={shortfallFundingPath(contract, shortfallMinor)} size="xs">
          {currency === 'NGN'
            ? `Pay ${formatMoney(BigInt(shortfallMinor), 'NGN')} into escrow`
            : 'Add funds'}
        </Button>
      </Stack>
    </Alert>
  );
}
