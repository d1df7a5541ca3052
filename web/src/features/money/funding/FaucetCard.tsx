import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDroplet } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api';
import { fieldErrorsFromApi } from '../../../lib/fieldErrors';
import { AmountInput } from '../../../ui/AmountInput';
import { SectionCard } from '../../../ui/SectionCard';
import { checkFaucetAmount } from './faucetAmount';
import { useFaucet } from './useFaucet';

interface Props {
  network: string;
  /** The faucet pays into a live wallet only. */
  disabled: boolean;
  /** A USDC amount to start from (a USDC contract's shortfall), as text. */
  initialAmount: string;
}

/** Demo mode on a test network: free test USDC, to try funding an escrow without real money. */
export function FaucetCard({ network, disabled, initialAmount }: Props) {
  const [amount, setAmount] = useState(initialAmount);
  const [error, setError] = useState<string>();
  const faucet = useFaucet();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkFaucetAmount(amount);
    if (!checked.ok) return setError(checked.error);
    setError(undefined);
    faucet.mutate(checked.amountMinor, {
      onError: (failure) => {
        if (failure instanceof ApiError) setError(fieldErrorsFromApi(failure.fields).amountMinor);
      },
    });
  };

  return (
    <SectionCard
      titleId="faucet-title"
      title="Test USDC faucet"
      description={`This is the ${network}: test USDC has no value and is only for trying TitleTrust out.`}
    >
      <form aria-labelledby="faucet-title" onSubmit={submit} noValidate>
        <Stack gap="sm">
          <AmountInput
            currency="USDC"
            label="Amount"
            description="Between 1 and 10,000 USDC at a time."
            value={amount}
            onChange={(text) => {
              setAmount(text);
              setError(undefined);
            }}
            error={error}
            disabled={disabled}
          />
          <Group justify="space-between" gap="sm">
            <Text size="xs" c="dimmed">
              Credited to your available balance at once.
            </Text>
            <Button
              type="submit"
              loading={faucet.isPending}
              disabled={disabled}
              leftSection={<IconDroplet size={18} aria-hidden />}
            >
              Get test USDC
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
