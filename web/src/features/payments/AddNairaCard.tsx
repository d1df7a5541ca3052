import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { checkoutFee, formatMoney } from '@titletrust/shared';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api';
import { fieldErrorsFromApi } from '../../lib/fieldErrors';
import { SectionCard } from '../../ui/SectionCard';
import { parseNaira } from './nairaAmount';
import { useOpenCheckout } from './useOpenCheckout';

interface Props {
  /** Pay into this contract's escrow once paid (the contract page's "Pay ₦… into escrow"). */
  contractId?: string;
  initialAmount?: string;
}

/**
 * "Add naira": the amount, the provider's fee and the total shown before paying, then the
 * provider's checkout. For a contract whose client is short, the same form pays into its escrow.
 */
export function AddNairaCard({ contractId, initialAmount = '' }: Props) {
  const [amount, setAmount] = useState(initialAmount);
  const [error, setError] = useState<string>();
  const checkout = useOpenCheckout();
  const parsed = parseNaira(amount);
  const fee = parsed.ok ? checkoutFee(parsed.minor) : undefined;
  const action = parsed.ok
    ? contractId
      ? `Pay ${formatMoney(parsed.minor, 'NGN')} into escrow`
      : `Add ${formatMoney(parsed.minor, 'NGN')}`
    : contractId
      ? 'Pay into escrow'
      : 'Add naira';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.ok) return setError(parsed.error);
    setError(undefined);
    checkout.mutate(
      { amountMinor: parsed.minor.toString(), ...(contractId ? { contractId } : {}) },
      {
        onError: (failure) => {
          if (failure instanceof ApiError) setError(fieldErrorsFromApi(failure.fields).amountMinor);
        },
      },
    );
  };

  return (
    <SectionCard
      titleId="add-naira-title"
      title={contractId ? 'Pay naira into escrow' : 'Add naira'}
      description="Pay by card or bank transfer through our payments provider. Its fee is added on top, so the whole amount reaches your balance."
    >
      <form aria-labelledby="add-naira-title" onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Amount (₦)"
            description="Between ₦100 and ₦10,000,000, e.g. 350,000 or 350,000.50."
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => {
              setAmount(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
          />
          {parsed.ok && fee !== undefined && (
            <Text size="sm" aria-live="polite" data-testid="checkout-fee">
              Provider fee {formatMoney(fee, 'NGN')} · you pay{' '}
              <strong>{formatMoney(parsed.minor + fee, 'NGN')}</strong>
            </Text>
          )}
          <Group justify="space-between" gap="sm">
            <Text size="xs" c="dimmed">
              Fee: 1.5% + ₦100 (no ₦100 under ₦2,500), at most ₦2,000.
            </Text>
            <Button
              type="submit"
              loading={checkout.isPending}
              leftSection={<IconCash size={18} aria-hidden />}
            >
              {action}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
