import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { formatMoney, PAYMENTS_LIMITS, readAmountText, type BankAccount } from '@titletrust/shared';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api';
import { fieldErrorsFromApi } from '../../lib/fieldErrors';
import { formatLagosHoldEnd } from '../../lib/lagosDateTime';
import { SectionCard } from '../../ui/SectionCard';
import { AmountInput } from '../../ui/AmountInput';
import { isHeld, isPayable } from './payableAccounts';
import { useRequestPayout } from './usePayouts';

const accountLabel = (account: BankAccount) =>
  `${account.bankName} · ${account.accountNumber} · ${account.resolvedName}`;

/**
 * Withdraw available naira to a saved account that may be paid. One still in its first
 * PAYOUT_HOLD_HOURS is listed but not offered, with when it may receive.
 */
export function WithdrawNairaCard({ accounts, now }: { accounts: BankAccount[]; now: Date }) {
  const payable = accounts.filter((account) => isPayable(account, now));
  const held = accounts.filter(
    (account) => account.state !== 'needs_approval' && isHeld(account, now),
  );
  const [accountId, setAccountId] = useState<string | null>(payable[0]?.id ?? null);
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const payout = useRequestPayout();
  const chosen = payable.some((account) => account.id === accountId)
    ? accountId
    : (payable[0]?.id ?? null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = readAmountText(amount, 'NGN', { min: PAYMENTS_LIMITS.payoutMinMinor });
    if (!parsed.ok) return setErrors({ amountMinor: parsed.message });
    if (!chosen) return setErrors({ bankAccountId: 'Choose the account to pay' });
    setErrors({});
    payout.mutate(
      { amountMinor: parsed.minor.toString(), bankAccountId: chosen },
      {
        onSuccess: () => setAmount(''),
        onError: (failure) => {
          if (failure instanceof ApiError) setErrors(fieldErrorsFromApi(failure.fields));
        },
      },
    );
  };

  return (
    <SectionCard
      titleId="withdraw-naira-title"
      title="Withdraw naira"
      description={`At least ${formatMoney(PAYMENTS_LIMITS.payoutMinMinor, 'NGN')}, sent by bank transfer; it usually arrives within minutes.`}
    >
      {payable.length === 0 ? (
        <Text size="sm" c="dimmed">
          {held.length > 0
            ? `Your new account can receive payouts from ${formatLagosHoldEnd(held[0]!.receivesPayoutsFrom)}.`
            : 'Add a bank account in your name first.'}
        </Text>
      ) : (
        <form aria-labelledby="withdraw-naira-title" onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Select
              label="To account"
              data={[
                ...payable.map((account) => ({ value: account.id, label: accountLabel(account) })),
                ...held.map((account) => ({
                  value: account.id,
                  label: `${accountLabel(account)} (held until ${formatLagosHoldEnd(account.receivesPayoutsFrom)})`,
                  disabled: true,
                })),
              ]}
              value={chosen}
              onChange={setAccountId}
              allowDeselect={false}
              error={errors.bankAccountId}
            />
            <AmountInput
              currency="NGN"
              label="Amount"
              value={amount}
              onChange={(text) => {
                setAmount(text);
                setErrors({});
              }}
              error={errors.amountMinor}
            />
            <Group justify="flex-end">
              <Button
                type="submit"
                loading={payout.isPending}
                leftSection={<IconBuildingBank size={18} aria-hidden />}
              >
                Withdraw
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </SectionCard>
  );
}
