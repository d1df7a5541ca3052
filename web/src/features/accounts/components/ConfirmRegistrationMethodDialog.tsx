import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ACCOUNT_TYPE_LABELS, roleForAccountType, type AccountType } from '@titletrust/shared';
import { ROLE_LABELS } from '../accountLabels';

export type RegistrationMethod = 'google' | 'wallet';

const METHOD_LABELS: Record<RegistrationMethod, string> = {
  google: 'your Google account',
  wallet: 'your MetaMask wallet',
};

interface Props {
  opened: boolean;
  onClose: () => void;
  accountType: AccountType;
  method: RegistrationMethod;
  onConfirm: () => void;
  confirming?: boolean;
  /** Why the last attempt failed; confirming again retries. */
  error?: string;
}

/**
 * Spec §2: before a wallet or social registration the person confirms which kind of account
 * they are creating, because the provider tells us nothing about it.
 */
export function ConfirmRegistrationMethodDialog({
  opened,
  onClose,
  accountType,
  method,
  onConfirm,
  confirming = false,
  error,
}: Props) {
  const typeLabel = ACCOUNT_TYPE_LABELS[accountType];
  return (
    <Modal opened={opened} onClose={onClose} title="Confirm your registration" centered>
      <Stack gap="md">
        <Text>
          You are creating a <strong>{typeLabel}</strong> account (
          {ROLE_LABELS[roleForAccountType(accountType)].toLowerCase()}) with{' '}
          <strong>{METHOD_LABELS[method]}</strong>.
        </Text>
        <Text size="sm" c="dimmed">
          Clients post jobs and legal professionals bid on them. Is this the right kind of account?
        </Text>
        {error && (
          <Alert color="red" title="Your account was not created">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Go back
          </Button>
          <Button
            onClick={onConfirm}
            loading={confirming}
            // The label names the account type and may need two lines on a phone.
            h="auto"
            mih={36}
            py={6}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          >
            Yes, create my {typeLabel} account
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
