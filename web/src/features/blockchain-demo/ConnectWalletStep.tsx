import { Alert, Badge, Button, Card, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { walletFailureMessage } from '../wallet-auth/walletFailureMessage';
import type { ConnectedWallet } from './browserWallet';

interface Props {
  wallet: ConnectedWallet | undefined;
  connecting: boolean;
  error: unknown;
  onConnect: () => void;
}

export function ConnectWalletStep({ wallet, connecting, error, onConnect }: Props) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="connect-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="connect-title">
          1. Connect your browser wallet
        </Title>
        {wallet ? (
          <Group gap="xs" wrap="wrap">
            <Badge color="green" variant="light">
              Connected
            </Badge>
            <Code fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {wallet.address}
            </Code>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            MetaMask asks you to share one of your addresses with this page. Nothing is sent
            anywhere yet.
          </Text>
        )}
        {error !== null && error !== undefined && (
          <Alert color="red" title="MetaMask">
            {walletFailureMessage(error)}
          </Alert>
        )}
        <Group>
          <Button
            variant={wallet ? 'default' : 'filled'}
            leftSection={<IconWallet size={18} aria-hidden />}
            loading={connecting}
            onClick={onConnect}
          >
            {wallet ? 'Connect again' : 'Connect MetaMask'}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
