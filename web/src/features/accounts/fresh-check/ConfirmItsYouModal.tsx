import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  FRESH_CHECK_MESSAGES,
  PAGES,
  freshCheckResponseSchema,
  freshCheckStateSchema,
  twoFactorCodeField,
  type FreshCheckFactor,
  type FreshCheckRequest,
} from '@titletrust/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ApiError, apiRequest } from '../../../lib/api';
import { fieldErrorsFromApi } from '../../../lib/fieldErrors';
import { useSingleMutation } from '../../../lib/useSingleMutation';
import { AuthenticationCodeInput } from '../../../ui/AuthenticationCodeInput';
import { PasswordField } from '../components/PasswordField';
import { FRESH_CHECK_STATE_QUERY_KEY } from '../session/sessionQueries';
import { useSession } from '../session/useSession';

export interface ConfirmItsYouModalProps {
  onConfirmed: () => void;
  onCancelled: (error: ApiError) => void;
}

const cancelled = () => new ApiError(403, 'FRESH_CHECK_REQUIRED', FRESH_CHECK_MESSAGES.cancelled);

const WHY = 'Money is about to leave your account, or what protects it is about to change.';
const AFTER = 'You will not be asked again for five minutes.';

/** Which field: the server's answer once in; until then the session's word (almost always it). */
function useFactor(): FreshCheckFactor {
  const { data: user } = useSession();
  const state = useQuery({
    queryKey: FRESH_CHECK_STATE_QUERY_KEY,
    queryFn: () => apiRequest('/accounts/fresh-checks', freshCheckStateSchema),
    staleTime: 0,
  });
  return state.data?.factor ?? (user?.twoFactorEnabled ? 'code' : 'password');
}

/**
 * "Confirm it's you": the password, or the two-factor code when it is on, before a call that
 * moves money out or changes a payout destination is sent again. A wrong one is said here, with
 * what was typed kept; closing the modal ends the call with a message its form shows.
 */
export function ConfirmItsYouModal({ onConfirmed, onCancelled }: ConfirmItsYouModalProps) {
  const factor = useFactor();
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', code: '' },
    validate: {
      password: (value) =>
        factor === 'password' && value === '' ? FRESH_CHECK_MESSAGES.passwordRequired : null,
      code: (value) =>
        factor === 'code'
          ? (twoFactorCodeField.safeParse(value.replace(/\s/g, '')).error?.issues[0]?.message ??
            null)
          : null,
    },
  });
  const confirm = useSingleMutation({
    mutationFn: (body: FreshCheckRequest) =>
      apiRequest('/accounts/fresh-checks', freshCheckResponseSchema, { json: body }),
    onSuccess: onConfirmed,
    onError: (error) => {
      if (error instanceof ApiError && error.fields.length > 0) {
        form.setErrors(fieldErrorsFromApi(error.fields));
      }
    },
  });
  const problem =
    confirm.error && !(confirm.error instanceof ApiError && confirm.error.fields.length > 0)
      ? confirm.error.message
      : null;
  const close = () => onCancelled(cancelled());

  const submit = form.onSubmit(({ password, code }) =>
    confirm.mutate(factor === 'code' ? { code: code.replace(/\s/g, '') } : { password }),
  );

  return (
    <Modal opened onClose={close} title="Confirm it's you" centered>
      {factor === 'none' ? (
        <Stack gap="md">
          <Alert color="yellow" title="Two-factor sign-in needed">
            {FRESH_CHECK_MESSAGES.noFactor}
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Anchor component={Link} to={PAGES.profile.path} onClick={close}>
              Go to your profile
            </Anchor>
            <Button variant="default" onClick={close}>
              Close
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Confirm it's you">
          <Stack gap="md">
            <Text size="sm">
              {WHY}{' '}
              {factor === 'code'
                ? 'Enter the 6-digit code from your authenticator app.'
                : 'Enter your password again.'}{' '}
              {AFTER}
            </Text>
            {problem && (
              <Alert color="red" title="Not confirmed">
                {problem}
              </Alert>
            )}
            {factor === 'code' ? (
              <AuthenticationCodeInput data-autofocus {...form.getInputProps('code')} />
            ) : (
              <PasswordField
                label="Password"
                autoComplete="current-password"
                data-autofocus
                {...form.getInputProps('password')}
              />
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={confirm.isPending}>
                Confirm
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
