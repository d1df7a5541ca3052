import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { checkoutFee, formatMoney, PAYMENTS_LIMITS, readAmountText } from '@titletrust/shared';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api';
import { fieldErrorsFromApi } from '../../lib/fieldErrors';
import { SectionCard } from '../../ui/SectionCard';
import { AmountInput } from '../../ui/AmountInput';
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
  const parsed = readAmountText(amount, 'NGN', {
    min: PAYMENTS_LIMITS.checkoutMinMinor,
    max: PAYMENTS_LIMITS.checkoutMaxMinor,
  });
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
    if (!parsed.ok) return setError(parsed.message);
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
          <AmountInput
            currency="NGN"
            label="Amount"
            description="Between ₦100 and ₦10,000,000, e.g. 350,000 or 350,000.50."
            value={amount}
            onChange={(text) => {
              setAmount(text);
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
