import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import {
  ACCOUNT_MESSAGES,
  messageResponseSchema,
  passwordResetRequestSchema,
} from '@titletrust/shared';
import { useState } from 'react';
import { ApiError, apiRequest } from '../../../lib/api';
import { fieldErrorsFromZod } from '../../../lib/fieldErrors';
import { useSingleMutation } from '../../../lib/useSingleMutation';

/** Spec §8: the error's own message when there is one, else the fixed fallback. */
function resetFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.code !== 'INTERNAL') return error.message;
  return ACCOUNT_MESSAGES.resetEmailFailed;
}

interface Props {
  initialEmail: string;
  onBack: (email: string) => void;
}

/** The sign-in card's forgot-password view: asks for the e-mail and sends the reset link. */
export function ForgotPasswordForm({ initialEmail, onBack }: Props) {
  const [email, setEmail] = useState(initialEmail);
  const [emailError, setEmailError] = useState<string>();
  const request = useSingleMutation({
    mutationFn: (body: { email: string }) =>
      apiRequest('/accounts/password-reset-requests', messageResponseSchema, { json: body }),
  });

  const submit = () => {
    const parsed = passwordResetRequestSchema.safeParse({ email });
    if (!parsed.success) return setEmailError(fieldErrorsFromZod(parsed.error).email);
    setEmailError(undefined);
    request.mutate(parsed.data);
  };

  return (
    <form
      noValidate
      aria-label="Reset your password"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        {request.isSuccess && (
          <Alert color="brand" title="Check your inbox">
            {ACCOUNT_MESSAGES.resetLinkSent}
          </Alert>
        )}
        {request.isError && (
          <Alert color="red" title="The link was not sent">
            {resetFailureMessage(request.error)}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          description="We will e-mail you a link to choose a new password."
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setEmailError(undefined);
          }}
          error={emailError}
        />
        <Button type="submit" size="md" loading={request.isPending}>
          Send reset link
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={() => onBack(email)}>
          Back to sign in
        </Anchor>
      </Stack>
    </form>
  );
}
