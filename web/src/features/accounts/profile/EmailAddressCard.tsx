import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  emailChangeRequestSchema,
  messageResponseSchema,
  type EmailChangeRequest,
  type SessionUser,
} from '@titletrust/shared';
import { ApiError, apiRequest } from '../../../lib/api';
import { fieldErrorsFromApi } from '../../../lib/fieldErrors';
import { notify } from '../../../lib/notify';
import { useSingleMutation } from '../../../lib/useSingleMutation';
import { SectionCard } from '../../../ui/SectionCard';

const changeSchema = emailChangeRequestSchema();

/**
 * /profile "E-mail address": a link goes to the new address, and the account moves there once
 * it is opened; the old address is told, and withdrawals wait a day. A wallet account still
 * owing its profile has no real address to change yet.
 */
export function EmailAddressCard({ user }: { user: SessionUser }) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { newEmail: '' },
    validate: schemaResolver(changeSchema),
  });
  const request = useSingleMutation({
    mutationFn: (body: EmailChangeRequest) =>
      apiRequest('/accounts/email-changes', messageResponseSchema, { json: body }),
    onSuccess: ({ message }) => {
      form.reset();
      notify.success(message, 'Check your new inbox');
    },
    onError: (error) => {
      if (error instanceof ApiError) form.setErrors(fieldErrorsFromApi(error.fields));
    },
  });
  if (user.profileStatus === 'incomplete') return null;
  const problem =
    request.error && !(request.error instanceof ApiError && request.error.fields.length > 0)
      ? request.error.message
      : null;

  return (
    <SectionCard
      titleId="email-address-title"
      title="E-mail address"
      description="Where we write to you about your account, and the address you sign in with."
    >
      <Text size="sm">
        Your address: <strong>{user.email}</strong>
      </Text>
      {request.isSuccess && (
        <Alert color="brand" title="Check your new inbox">
          {request.data.message} Withdrawals wait 24 hours after the change.
        </Alert>
      )}
      {problem && (
        <Alert color="red" title="Your e-mail address was not changed">
          {problem}
        </Alert>
      )}
      <form
        noValidate
        aria-labelledby="email-address-title"
        onSubmit={form.onSubmit((values) => request.mutate({ newEmail: values.newEmail.trim() }))}
      >
        <Stack gap="sm">
          <TextInput
            label="New e-mail address"
            type="email"
            autoComplete="email"
            {...form.getInputProps('newEmail')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={request.isPending}>
              Send the link
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
