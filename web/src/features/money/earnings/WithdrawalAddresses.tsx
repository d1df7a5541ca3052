import { Badge, Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  PAYOUT_HOLD_HOURS,
  WITHDRAWAL_ADDRESS_LABEL_MAX,
  type WithdrawalAddress,
} from '@titletrust/shared';
import { useState, type FormEvent } from 'react';
import type { FieldErrors } from '../../../lib/fieldErrors';
import { formatLagosHoldEnd } from '../../../lib/lagosDateTime';
import { PlainList } from '../../../ui/PlainList';
import { QueryFailedAlert } from '../../../ui/QueryFailedAlert';
import { SectionCard } from '../../../ui/SectionCard';
import { useAddWithdrawalAddress, useWithdrawalAddresses } from './useWithdrawalAddresses';
import { checkNewAddress, receivesNow } from './withdrawalForm';

const EMPTY = { address: '', label: '' };

function AddressItem({ address, now }: { address: WithdrawalAddress; now: Date }) {
  const name = address.label ?? 'Unlabelled address';
  return (
    <Stack component="li" gap={2} aria-label={name}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Text fw={600}>{name}</Text>
        {receivesNow(address, now) ? (
          <Badge color="green" variant="light">
            Ready
          </Badge>
        ) : (
          <Badge color="yellow" variant="light" style={{ flexShrink: 0 }}>
            Held
          </Badge>
        )}
      </Group>
      <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {address.address}
      </Text>
      <Text size="xs" c="dimmed">
        {receivesNow(address, now)
          ? 'Can receive withdrawals now'
          : `Can receive from ${formatLagosHoldEnd(address.receivesFrom)}`}
      </Text>
    </Stack>
  );
}

/**
 * The outside addresses USDC may be sent to: each is saved here first and may receive
 * PAYOUT_HOLD_HOURS later, so that whoever else got into the account cannot send money to an
 * address of theirs before the owner has read our e-mail.
 */
export function WithdrawalAddresses({ ownAddress, now }: { ownAddress?: string; now: Date }) {
  const addresses = useWithdrawalAddresses();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useAddWithdrawalAddress({
    onSaved: () => setValues(EMPTY),
    onFieldErrors: setErrors,
  });
  const change = (name: keyof typeof EMPTY, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkNewAddress(values, ownAddress);
    if ('errors' in check) setErrors(check.errors);
    else add.mutate(check.request);
  };

  return (
    <SectionCard
      titleId="withdrawal-addresses-title"
      title="Withdrawal addresses"
      description={`A new address can receive USDC ${PAYOUT_HOLD_HOURS} hours after you add it. We e-mail you each time one is added.`}
    >
      {addresses.isPending ? (
        <Skeleton h={64} radius="md" aria-label="Loading your withdrawal addresses" />
      ) : addresses.isError ? (
        <QueryFailedAlert query={addresses} title="Your addresses could not be loaded" />
      ) : addresses.data.addresses.length === 0 ? (
        <Text size="sm" c="dimmed">
          No addresses yet.
        </Text>
      ) : (
        <PlainList aria-label="Your withdrawal addresses" gap="md">
          {addresses.data.addresses.map((address) => (
            <AddressItem key={address.id} address={address} now={now} />
          ))}
        </PlainList>
      )}
      <form aria-label="Add a withdrawal address" onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Address"
            description="A Polygon address outside TitleTrust that can receive USDC"
            placeholder="0x…"
            autoComplete="off"
            spellCheck={false}
            ff="monospace"
            value={values.address}
            onChange={(event) => change('address', event.currentTarget.value)}
            error={errors.address}
          />
          <TextInput
            label="Label (optional)"
            placeholder="My exchange account"
            maxLength={WITHDRAWAL_ADDRESS_LABEL_MAX + 20}
            value={values.label}
            onChange={(event) => change('label', event.currentTarget.value)}
            error={errors.label}
          />
          <Group>
            <Button
              type="submit"
              variant="default"
              loading={add.isPending}
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              Add address
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
