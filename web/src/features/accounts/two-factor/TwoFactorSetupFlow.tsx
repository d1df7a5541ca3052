import { Alert, Button, Code, Group, List, Stack, Text } from '@mantine/core';
import { twoFactorCodeField, type TwoFactorSetup } from '@titletrust/shared';
import { useState } from 'react';
import { ApiError, errorMessageOf } from '../../../lib/api';
import { fieldErrorsFromApi, type FieldErrors } from '../../../lib/fieldErrors';
import { notify } from '../../../lib/notify';
import { AuthenticationCodeInput } from '../../../ui/AuthenticationCodeInput';
import { CopyValueButton } from '../../../ui/CopyValueButton';
import { QrCode } from '../../../ui/QrCode';
import { PasswordField } from '../components/PasswordField';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { useConfirmTwoFactor, useStartTwoFactorSetup } from './useTwoFactor';

/** The key in groups of four, as authenticator apps ask for it to be typed. */
const grouped = (key: string) => key.match(/.{1,4}/g)?.join(' ') ?? key;

const problemsOf = (error: unknown): FieldErrors =>
  error instanceof ApiError && error.fields.length > 0 ? fieldErrorsFromApi(error.fields) : {};

function PasswordStep({ onStarted }: { onStarted: (setup: TwoFactorSetup) => void }) {
  const start = useStartTwoFactorSetup();
  const [password, setPassword] = useState('');
  const problems = problemsOf(start.error);
  return (
    <form
      noValidate
      aria-label="Confirm your password"
      onSubmit={(event) => {
        event.preventDefault();
        start.mutate(password, { onSuccess: onStarted });
      }}
    >
      <Stack gap="sm">
        <PasswordField
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={problems.password}
        />
        {start.isError && !problems.password && (
          <Alert color="red">{errorMessageOf(start.error)}</Alert>
        )}
        <Button type="submit" loading={start.isPending} w="fit-content">
          Continue
        </Button>
      </Stack>
    </form>
  );
}

function ScanStep({ setup, onConfirmed }: { setup: TwoFactorSetup; onConfirmed: () => void }) {
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  const [typed, setTyped] = useState<string>();
  const problems = problemsOf(confirm.error);
  const submit = () => {
    const checked = twoFactorCodeField.safeParse(code);
    setTyped(checked.success ? undefined : checked.error.issues[0]?.message);
    if (!checked.success) return;
    confirm.mutate(checked.data, {
      onSuccess: () => {
        notify.success('Two-factor sign-in is on.', 'Account protected');
        onConfirmed();
      },
    });
  };
  return (
    <Stack gap="md">
      <List type="ordered" spacing={4} size="sm">
        <List.Item>
          Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).
        </List.Item>
        <List.Item>Scan this QR code, or type the key by hand.</List.Item>
        <List.Item>Enter the 6-digit code the app shows.</List.Item>
      </List>
      <Group align="flex-start" gap="lg">
        <QrCode value={setup.totpUri} label="QR code for your authenticator app" size={168} />
        <Stack gap={4}>
          <Text size="sm" c="dimmed" id="authenticator-key-label">
            Key
          </Text>
          <Group gap={4} wrap="nowrap">
            <Code aria-labelledby="authenticator-key-label" style={{ overflowWrap: 'anywhere' }}>
              {grouped(setup.key)}
            </Code>
            <CopyValueButton value={setup.key} what="Key" label="Copy the key" />
          </Group>
        </Stack>
      </Group>
      <form
        noValidate
        aria-label="Confirm two-factor sign-in"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <AuthenticationCodeInput
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={typed ?? problems.code}
            w={220}
          />
          {confirm.isError && !problems.code && (
            <Alert color="red">{errorMessageOf(confirm.error)}</Alert>
          )}
          <Button type="submit" loading={confirm.isPending} w="fit-content">
            Turn on two-factor sign-in
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

/**
 * Turning two-factor on, step by step: the password (when the account has one), the key as a QR
 * code and as text with the first code that confirms it, then the recovery codes, shown once.
 */
export function TwoFactorSetupFlow({
  hasPassword,
  onDone,
}: {
  hasPassword: boolean;
  onDone: () => void;
}) {
  const start = useStartTwoFactorSetup();
  const [setup, setSetup] = useState<TwoFactorSetup>();
  const [confirmed, setConfirmed] = useState(false);

  if (setup && confirmed) return <RecoveryCodesPanel codes={setup.recoveryCodes} onDone={onDone} />;
  if (setup) return <ScanStep setup={setup} onConfirmed={() => setConfirmed(true)} />;
  if (hasPassword) return <PasswordStep onStarted={setSetup} />;
  return (
    <Stack gap="sm">
      {start.isError && <Alert color="red">{errorMessageOf(start.error)}</Alert>}
      <Button
        w="fit-content"
        loading={start.isPending}
        onClick={() => start.mutate(undefined, { onSuccess: setSetup })}
      >
        Show my key
      </Button>
    </Stack>
  );
}
