import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PAGES } from '@titletrust/shared';
import { useState } from 'react';
import { usePageTitle } from '../../../lib/usePageTitle';
import { BalanceLookupCard } from './BalanceLookupCard';
import { CreateTestWalletCard } from './CreateTestWalletCard';
import { ProviderHealthCard } from './ProviderHealthCard';
import type { BalanceLookup } from './useBalanceLookup';

const EMPTY_LOOKUP: BalanceLookup = { walletId: '', address: '' };

/** /wallet/test (admins): is the wallet provider working, tried out step by step. */
export function WalletTestPage() {
  usePageTitle(PAGES.walletTest.title);
  const [lookup, setLookup] = useState({ key: 'empty', values: EMPTY_LOOKUP });
  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{PAGES.walletTest.title}</Title>
          <Text c="dimmed">
            Check the custodial wallet provider: its health, creating a wallet and reading a
            balance. Test wallets belong to no account.
          </Text>
        </Stack>
        <ProviderHealthCard />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <CreateTestWalletCard
            onReadBalance={(wallet) =>
              setLookup({
                key: wallet.id,
                values: { walletId: wallet.id, address: wallet.address },
              })
            }
          />
          {/* A new key starts the form afresh with the chosen wallet filled in. */}
          <BalanceLookupCard key={lookup.key} initial={lookup.values} />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
