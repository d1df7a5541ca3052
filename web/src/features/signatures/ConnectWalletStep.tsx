import { Alert, Badge, Button, Code, Group, Text } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { SectionCard } from '../../ui/SectionCard';
import { walletFailureMessage } from '../accounts';
import type { ConnectedWallet } from './browserWallet';

interface Props {
  wallet: ConnectedWallet | undefined;
  connecting: boolean;
  error: unknown;
  onConnect: () => void;
}

export function ConnectWalletStep({ wallet, connecting, error, onConnect }: Props) {
  return (
    <SectionCard titleId="connect-title" title="1. Connect your browser wallet">
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
          MetaMask asks you to share one of your addresses with this page. Nothing is sent anywhere
          yet.
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
    </SectionCard>
  );
}
