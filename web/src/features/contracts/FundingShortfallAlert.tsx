import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { formatMoney, type ContractDetail } from '@titletrust/shared';
import { Link } from 'react-router';
import { formatMinor } from '../../lib/moneyText';
import { fundingPath } from '../money';
import { shortfallOf } from './contractView';

/** The client's balance does not cover the price: how much to add, and where. */
export function FundingShortfallAlert({ contract }: { contract: ContractDetail }) {
  if (!contract.funding || shortfallOf(contract) <= 0n) return null;
  const { availableMinor, shortfallMinor } = contract.funding;
  return (
    <Alert
      color="yellow"
      title="Add funds to your wallet first"
      icon={<IconCoin size={18} aria-hidden />}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          Your available balance is {formatMinor(availableMinor)}. Add at least{' '}
          <strong>{formatMinor(shortfallMinor)}</strong> to fund the{' '}
          {formatMinor(contract.amountMinor)} of this contract.
        </Text>
        <Button
          component={Link}
          to={fundingPath({ contractId: contract.id, shortfallMinor, currency: contract.currency })}
          size="xs"
        >
          {contract.currency === 'NGN'
            ? `Pay ${formatMoney(BigInt(shortfallMinor), 'NGN')} into escrow`
            : 'Add funds'}
        </Button>
      </Stack>
    </Alert>
  );
}
