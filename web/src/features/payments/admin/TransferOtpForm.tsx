import { Button, Group, TextInput } from '@mantine/core';
import { payoutOtpRequestSchema } from '@titletrust/shared';
import { useState, type FormEvent } from 'react';
import { errorMessageOf } from '../../../lib/api';
import { useFinalizeTransfer } from './useAdminPayments';

/** Paystack holds this transfer until it is given the OTP it sent to the business's phone. */
export function TransferOtpForm({ payoutId }: { payoutId: string }) {
  const [otp, setOtp] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const finalize = useFinalizeTransfer();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = payoutOtpRequestSchema.safeParse({ otp });
    setInvalid(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) finalize.mutate({ payoutId, otp: parsed.data.otp });
  };
  const error = invalid ?? (finalize.error ? errorMessageOf(finalize.error) : undefined);
  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="Transfer OTP"
          size="xs"
          w={130}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={otp}
          onChange={(event) => setOtp(event.currentTarget.value)}
          error={error}
        />
        <Button type="submit" size="xs" loading={finalize.isPending}>
          Finalise transfer
        </Button>
      </Group>
    </form>
  );
}
