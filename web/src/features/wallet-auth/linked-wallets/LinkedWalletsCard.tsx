import { Alert, Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { LinkedWalletRow } from './LinkedWalletRow';
import { useLinkedWallets } from './useLinkedWallets';
import { useLinkWallet } from './useLinkWallet';

function WalletList() {
  const { data: wallets, isPending, isError, refetch, isRefetching } = useLinkedWallets();
  if (isPending) {
    return <Skeleton h={48} radius="md" aria-busy="true" aria-label="Loading your wallets" />;
  }
  if (isError) {
    return (
      <Alert color="red" title="Your wallets could not be loaded">
        <Button
          size="xs"
          variant="light"
          color="red"
          loading={isRefetching}
          onClick={() => void refetch()}
        >
          Try again
        </Button>
      </Alert>
    );
  }
  if (wallets.length === 0) return <Text c="dimmed">No wallet is linked to your account yet.</Text>;
  return (
    <Stack
      gap="md"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Linked wallets"
    >
      {wallets.map((wallet) => (
        <LinkedWalletRow key={`${wallet.chainId}:${wallet.address}`} wallet={wallet} />
      ))}
    </Stack>
  );
}

/** /profile: the wallets this account can sign in with, and linking another (one account each). */
export function LinkedWalletsCard() {
  const link = useLinkWallet();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="wallets-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="wallets-title">
            Wallets
          </Title>
          <Text size="sm" c="dimmed">
            Link your MetaMask wallet to sign in with it. A wallet can belong to one account only.
          </Text>
        </div>
        <WalletList />
        <div>
          <Button
            variant="light"
            leftSection={<IconWallet size={18} aria-hidden />}
            loading={link.isPending}
            onClick={() => link.mutate()}
          >
            Link MetaMask wallet
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
