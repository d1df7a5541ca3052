import { Button, Code, Group, Select, Stack, Text } from '@mantine/core';
import type { WithdrawalAddress } from '@titletrust/shared';
import { AmountInput } from '../../../ui/AmountInput';
import { IconSend } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { FieldErrors } from '../../../lib/fieldErrors';
import { ConfirmActionModal } from '../../../ui/ConfirmActionModal';
import { formatLagosHoldEnd } from '../../../lib/lagosDateTime';
import { formatMinor, textFromMinor } from '../../../lib/moneyText';
import { shortenAddress } from '../../../lib/shortenAddress';
import { useWithdraw } from './useWithdraw';
import {
  checkWithdrawal,
  receivesNow,
  type WithdrawalRequest,
  type WithdrawalValues,
} from './withdrawalForm';

const EMPTY: WithdrawalValues = { amount: '', address: '' };
const CHOOSE_ADDRESS = 'Choose one of your saved addresses, or add one first';

const addressName = (address: WithdrawalAddress) =>
  `${address.label ?? 'Unlabelled'} · ${shortenAddress(address.address, 6)}`;

/**
 * USDC out of the custodial wallet: an amount, to one of the saved addresses that may receive
 * now (a new one is listed, not offered, until its hold ends), checked here first, then
 * confirmed.
 */
export function WithdrawalForm({
  availableMinor,
  confirmed,
  ownAddress,
  addresses,
  now,
}: {
  /** The USDC available, in micro-USDC. */
  availableMinor: string;
  /** Whether that balance was read since the page was shown: it waits to be sent till then. */
  confirmed: boolean;
  /** The person's own deposit address, refused as a destination. */
  ownAddress: string | undefined;
  /** The saved withdrawal addresses (undefined while loading). */
  addresses: WithdrawalAddress[] | undefined;
  now: Date;
}) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [toConfirm, setToConfirm] = useState<WithdrawalRequest>();
  const withdraw = useWithdraw({
    onSent: () => {
      setValues(EMPTY);
      setToConfirm(undefined);
    },
    onFieldErrors: (fieldErrors) => {
      setErrors(fieldErrors);
      setToConfirm(undefined);
    },
  });

  const change = (name: keyof WithdrawalValues, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({
      ...current,
      [name === 'amount' ? 'amountMinor' : 'destinationAddress']: undefined,
    }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) return;
    const check = checkWithdrawal(values, availableMinor, ownAddress);
    if (!values.address)
      setErrors({
        ...('errors' in check ? check.errors : {}),
        destinationAddress: CHOOSE_ADDRESS,
      });
    else if ('errors' in check) setErrors(check.errors);
    else setToConfirm(check.request);
  };

  return (
    <>
      <form aria-label="Withdraw USDC" onSubmit={submit} noValidate>
        <Stack gap="sm">
          <AmountInput
            currency="USDC"
            label="Amount"
            value={values.amount}
            onChange={(text) => change('amount', text)}
            error={errors.amountMinor}
            description={`Available: ${formatMinor(availableMinor, 'USDC')}`}
            rightSectionWidth={64}
            rightSection={
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => change('amount', textFromMinor(availableMinor, 'USDC'))}
                aria-label="Withdraw everything available"
              >
                All
              </Button>
            }
          />
          <Select
            label="To address"
            description="One of your withdrawal addresses, once it may receive"
            placeholder={
              addresses?.some((address) => receivesNow(address, now))
                ? 'Choose an address'
                : 'No address can receive yet'
            }
            data={(addresses ?? []).map((address) =>
              receivesNow(address, now)
                ? { value: address.address, label: addressName(address) }
                : {
                    value: address.address,
                    label: `${addressName(address)} (from ${formatLagosHoldEnd(address.receivesFrom)})`,
                    disabled: true,
                  },
            )}
            value={values.address || null}
            onChange={(value) => change('address', value ?? '')}
            allowDeselect={false}
            error={errors.destinationAddress}
          />
          <Group>
            <Button
              type="submit"
              loading={!confirmed}
              leftSection={<IconSend size={18} aria-hidden />}
            >
              Withdraw
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmActionModal
        opened={toConfirm !== undefined}
        title="Confirm your withdrawal"
        confirmLabel={toConfirm ? `Send ${formatMinor(toConfirm.amountMinor, 'USDC')}` : 'Send'}
        loading={withdraw.isPending}
        onConfirm={() => toConfirm && withdraw.mutate(toConfirm)}
        onClose={() => setToConfirm(undefined)}
      >
        {toConfirm && (
          <Stack gap="xs">
            <Text>
              Send <strong>{formatMinor(toConfirm.amountMinor, 'USDC')}</strong> to:
            </Text>
            <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
              {toConfirm.destinationAddress}
            </Code>
            <Text size="sm" c="dimmed">
              Check every character: a transfer on the blockchain cannot be reversed.
            </Text>
          </Stack>
        )}
      </ConfirmActionModal>
    </>
  );
}
