import { Alert, Button, Stack } from '@mantine/core';
import { messageResponseSchema, PASSWORD_MESSAGES, passwordResetSchema } from '@titletrust/shared';
import { useState } from 'react';
import { ApiError, apiRequest } from '../../../lib/api';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from '../../../lib/fieldErrors';
import { PasswordField } from '../components/PasswordField';
import { PasswordStrengthMeter } from '../components/PasswordStrengthMeter';
import { InvalidResetLinkAlert } from './InvalidResetLinkAlert';
import { useSingleMutation } from '../../../lib/useSingleMutation';

interface Props {
  token: string;
  onChanged: () => void;
}

/** A 400 without field errors means the link itself is bad: invalid, used or expired. */
function isBadLink(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && error.fields.length === 0;
}

export function ResetPasswordForm({ token, onChanged }: Props) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const reset = useSingleMutation({
    mutationFn: (body: { token: string; password: string; confirmPassword: string }) =>
      apiRequest('/accounts/password-resets', messageResponseSchema, { json: body }),
    onSuccess: onChanged,
    onError: (error) => {
      if (error instanceof ApiError) setErrors(fieldErrorsFromApi(error.fields));
    },
  });

  const passwordsDiffer = confirmPassword !== '' && confirmPassword !== password;
  const mismatch =
    passwordsDiffer && confirmPassword.length >= password.length
      ? PASSWORD_MESSAGES.mismatch
      : undefined;

  const submit = () => {
    const parsed = passwordResetSchema.safeParse({ token, password, confirmPassword });
    if (!parsed.success) return setErrors(fieldErrorsFromZod(parsed.error));
    setErrors({});
    reset.mutate(parsed.data);
  };

  if (isBadLink(reset.error) || errors.token) {
    return <InvalidResetLinkAlert message={errors.token ?? reset.error?.message} />;
  }

  return (
    <form
      noValidate
      aria-label="Choose a new password"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        {reset.isError && !isBadLink(reset.error) && Object.keys(errors).length === 0 && (
          <Alert color="red" title="Your password was not changed">
            {reset.error.message}
          </Alert>
        )}
        <Stack gap="xs">
          <PasswordField
            label="New password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setErrors((current) => ({ ...current, password: undefined }));
            }}
            error={errors.password}
          />
          <PasswordStrengthMeter password={password} />
        </Stack>
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(event) => {
            setConfirmPassword(event.currentTarget.value);
            setErrors((current) => ({ ...current, confirmPassword: undefined }));
          }}
          error={mismatch ?? errors.confirmPassword}
        />
        <Button
          type="submit"
          size="md"
          loading={reset.isPending}
          disabled={password === '' || password !== confirmPassword}
        >
          Change password
        </Button>
      </Stack>
    </form>
  );
}
