import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { twoFactorCodeField } from '@titletrust/shared';
import { useState } from 'react';
import { ApiError, errorMessageOf } from '../../../lib/api';
import { fieldErrorsFromApi } from '../../../lib/fieldErrors';
import { AuthenticationCodeInput } from '../../../ui/AuthenticationCodeInput';
import { PasswordField } from '../components/PasswordField';

interface Props {
  opened: boolean;
  onClose: () => void;
  title: string;
  action: string;
  danger?: boolean;
  askPassword: boolean;
  pending: boolean;
  error: unknown;
  onSubmit: (body: { code: string; password?: string }) => void;
  children?: React.ReactNode;
}

/** Asks for a code from the app and the password: what turning off or renewing needs. */
export function CodeAndPasswordModal(props: Props) {
  const { opened, onClose, title, action, danger, askPassword, pending, error, onSubmit } = props;
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState<string>();
  const problems = error instanceof ApiError ? fieldErrorsFromApi(error.fields) : {};
  const general = error && !problems.code && !problems.password ? errorMessageOf(error) : null;
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form
        noValidate
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          const checked = twoFactorCodeField.safeParse(code);
          setTyped(checked.success ? undefined : checked.error.issues[0]?.message);
          if (checked.success)
            onSubmit({ code: checked.data, password: askPassword ? password : undefined });
        }}
      >
        <Stack gap="sm">
          {props.children}
          <AuthenticationCodeInput
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={typed ?? problems.code}
            data-autofocus
          />
          {askPassword && (
            <PasswordField
              label="Password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={problems.password}
            />
          )}
          {general && <Alert color="red">{general}</Alert>}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color={danger ? 'red' : undefined} loading={pending}>
              {action}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
