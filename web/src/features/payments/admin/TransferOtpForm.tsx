import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessageOf } from '../../../lib/api';
import { useFinalizeTransfer } from './useAdminPayments';

const OTP = /^\d{4,10}$/;
const OTP_MESSAGE = 'Enter the OTP Paystack sent, digits only';

/** Paystack holds this transfer until it is given the OTP it sent to the business's phone. */
export function TransferOtpForm({ payoutId }: { payoutId: string }) {
  const [otp, setOtp] = useState('');
  const [invalid, setInvalid] = useState(false);
  const finalize = useFinalizeTransfer();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = otp.trim();
    setInvalid(!OTP.test(typed));
    if (OTP.test(typed)) finalize.mutate({ payoutId, otp: typed });
  };
  const error = invalid ? OTP_MESSAGE : finalize.error ? errorMessageOf(finalize.error) : undefined;
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
