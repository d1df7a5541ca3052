import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  ACCOUNT_CHANGE_MESSAGES,
  messageResponseSchema,
  passwordChangeRequestSchema,
  type PasswordChangeRequest,
} from '@titletrust/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api';
import { fieldErrorsFromApi } from '../../../lib/fieldErrors';
import { notify } from '../../../lib/notify';
import { SECURITY_EVENTS_QUERY_KEY } from '../../../lib/securityQueryKeys';
import { useSingleMutation } from '../../../lib/useSingleMutation';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert';
import { SectionCard } from '../../../ui/SectionCard';
import { PasswordField } from '../components/PasswordField';
import { PasswordStrengthMeter } from '../components/PasswordStrengthMeter';
import { DEVICE_SESSIONS_QUERY_KEY } from '../session/sessionQueries';
import { useFreshCheckState } from './useFreshCheckState';

const EMPTY: PasswordChangeRequest = { currentPassword: '', newPassword: '', confirmPassword: '' };

function PasswordChangeForm() {
  const queryClient = useQueryClient();
  const form = useForm({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(passwordChangeRequestSchema),
  });
  const change = useSingleMutation({
    mutationFn: (body: PasswordChangeRequest) =>
      apiRequest('/accounts/password-changes', messageResponseSchema, { json: body }),
    onSuccess: ({ message }) => {
      form.reset();
      notify.success(message, 'Password changed');
      // Every other device was signed out, and the change is in the security activity.
      void queryClient.invalidateQueries({ queryKey: DEVICE_SESSIONS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: SECURITY_EVENTS_QUERY_KEY });
    },
    onError: (error) => {
      if (error instanceof ApiError) form.setErrors(fieldErrorsFromApi(error.fields));
    },
  });
  const problem =
    change.error && !(change.error instanceof ApiError && change.error.fields.length > 0)
      ? change.error.message
      : null;

  return (
    <form
      noValidate
      aria-label="Change your password"
      onSubmit={form.onSubmit((values) => change.mutate(values))}
    >
      <Stack gap="sm">
        {problem && (
          <Alert color="red" title="Your password was not changed">
            {problem}
          </Alert>
        )}
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
        />
        <Stack gap="xs">
          <PasswordField
            label="New password"
            autoComplete="new-password"
            {...form.getInputProps('newPassword')}
          />
          <PasswordStrengthMeter password={form.values.newPassword} />
        </Stack>
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /profile "Password": change it with the current one (a wallet or Google account has none). */
export function PasswordCard() {
  const state = useFreshCheckState();
  return (
    <SectionCard
      titleId="password-title"
      title="Password"
      description="Changing it signs out every other device, and we e-mail you that it changed."
    >
      {state.isPending ? (
        <Skeleton h={180} radius="md" aria-label="Loading" />
      ) : state.isError ? (
        <LoadFailedAlert
          title="Your password settings could not be loaded"
          onRetry={state.refetch}
          retrying={state.isRefetching}
        />
      ) : state.data.hasPassword ? (
        <PasswordChangeForm />
      ) : (
        <Text size="sm">{ACCOUNT_CHANGE_MESSAGES.noPassword}</Text>
      )}
    </SectionCard>
  );
}
