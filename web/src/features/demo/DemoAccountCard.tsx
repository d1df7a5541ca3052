import { Badge, Button, Card, Code, Group, Stack, Text } from '@mantine/core';
import type { DemoAccountsResponse } from '@titletrust/shared';
import { ROLE_LABELS } from '../accounts';
import { CopyValueButton } from '../../ui/CopyValueButton';

type DemoAccount = DemoAccountsResponse['accounts'][number];

interface Props {
  account: DemoAccount;
  onSignIn: () => void;
  signingIn: boolean;
  disabled: boolean;
}

export function DemoAccountCard({ account, onSignIn, signingIn, disabled }: Props) {
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="article"
      aria-label={`${ROLE_LABELS[account.role]} demo account`}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{ROLE_LABELS[account.role]}</Text>
          <Badge variant="light">{account.role}</Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {account.name}
        </Text>
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            Email
          </Text>
          <Group gap={4} wrap="nowrap">
            <Code style={{ overflowWrap: 'anywhere' }}>{account.email}</Code>
            <CopyValueButton
              value={account.email}
              what="Email address"
              label={`Copy ${account.role} email`}
            />
          </Group>
          <Text size="xs" c="dimmed">
            Password
          </Text>
          <Group gap={4} wrap="nowrap">
            <Code style={{ overflowWrap: 'anywhere' }}>{account.password}</Code>
            <CopyValueButton
              value={account.password}
              what="Password"
              label={`Copy ${account.role} password`}
            />
          </Group>
          {account.authenticatorKey && (
            <>
              <Text size="xs" c="dimmed">
                Authenticator key (admins must use two-factor sign-in)
              </Text>
              <Group gap={4} wrap="nowrap">
                <Code style={{ overflowWrap: 'anywhere' }}>{account.authenticatorKey}</Code>
                <CopyValueButton
                  value={account.authenticatorKey}
                  what="Authenticator key"
                  label={`Copy ${account.role} authenticator key`}
                />
              </Group>
              <Text size="xs" c="dimmed">
                Code now (changes every 30 seconds; reload for a new one)
              </Text>
              <Group gap={4} wrap="nowrap">
                <Code aria-label={`${account.role} two-factor code`}>{account.currentCode}</Code>
                <CopyValueButton
                  value={account.currentCode ?? ''}
                  what="Two-factor code"
                  label={`Copy ${account.role} two-factor code`}
                />
              </Group>
            </>
          )}
        </Stack>
        <Button mt="auto" onClick={onSignIn} loading={signingIn} disabled={disabled && !signingIn}>
          Sign in as {account.role}
        </Button>
      </Stack>
    </Card>
  );
}
