import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { PAGES } from '@titletrust/shared';
import { Link } from 'react-router';

/** /profile's way to the custodial wallet, which is not the same thing as a linked MetaMask. */
export function WalletShortcutCard() {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="usdc-title">
      <Group justify="space-between" gap="md" wrap="wrap">
        <Stack gap={4} maw={520}>
          <Title order={2} size="h3" id="usdc-title">
            Your USDC wallet
          </Title>
          <Text size="sm" c="dimmed">
            TitleTrust holds a USDC wallet for you: see your balance, the wallet&apos;s address to
            fund it, and what it holds on-chain.
          </Text>
        </Stack>
        <Button
          component={Link}
          to={PAGES.wallet.path}
          variant="light"
          leftSection={<IconWallet size={18} aria-hidden />}
        >
          Open your wallet
        </Button>
      </Group>
    </Card>
  );
}
