import { Button, Skeleton, Text } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { LoadFailedAlert } from '../../../../ui/LoadFailedAlert';
import { PlainList } from '../../../../ui/PlainList';
import { SectionCard } from '../../../../ui/SectionCard';
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
      <LoadFailedAlert
        title="Your wallets could not be loaded"
        onRetry={refetch}
        retrying={isRefetching}
      />
    );
  }
  if (wallets.length === 0) return <Text c="dimmed">No wallet is linked to your account yet.</Text>;
  return (
    <PlainList gap="md" aria-label="Linked wallets">
      {wallets.map((wallet) => (
        <LinkedWalletRow key={`${wallet.chainId}:${wallet.address}`} wallet={wallet} />
      ))}
    </PlainList>
  );
}

/** /profile: the wallets this account can sign in with, and linking another (one account each). */
export function LinkedWalletsCard() {
  const link = useLinkWallet();
  return (
    <SectionCard
      titleId="wallets-title"
      title="Wallets"
      description="Link your MetaMask wallet to sign in with it. A wallet can belong to one account only."
    >
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
    </SectionCard>
  );
}
