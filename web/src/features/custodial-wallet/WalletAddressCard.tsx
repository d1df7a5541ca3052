import { Card, Flex, Stack, Text, Title } from '@mantine/core';
import type { CustodialWallet } from '@titletrust/shared';
import { AddressQrCode } from './AddressQrCode';
import { DetailList } from './DetailList';
import { WalletAddressText } from './WalletAddressText';
import { WalletStateBadge } from './WalletStateBadge';
import { CUSTODY_LABELS } from './walletLabels';

interface Props {
  wallet: CustodialWallet;
}

/** Where to send USDC: the address as text and as a QR code, and the network it lives on. */
export function WalletAddressCard({ wallet }: Props) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="address-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="address-title">
          Wallet address
        </Title>
        {wallet.address ? (
          <WalletAddressText address={wallet.address} />
        ) : (
          <Text size="sm" c="dimmed">
            Your address appears here as soon as the wallet is created.
          </Text>
        )}
        <Flex
          direction={{ base: 'column', xs: 'row' }}
          gap="lg"
          align={{ base: 'center', xs: 'flex-start' }}
        >
          {wallet.address && (
            <AddressQrCode value={wallet.address} label="QR code of your wallet address" />
          )}
          <Stack gap="sm" miw={0} w="100%">
            <DetailList
              termWidth={96}
              details={[
                { term: 'State', value: <WalletStateBadge state={wallet.state} /> },
                { term: 'Network', value: wallet.network },
                { term: 'Blockchain', value: wallet.blockchain },
                { term: 'Custody', value: CUSTODY_LABELS[wallet.provider] },
              ]}
            />
          </Stack>
        </Flex>
        {wallet.address && (
          <Text size="xs" c="dimmed">
            Send only USDC or {wallet.balances.nativeSymbol} on {wallet.network} to this address.
            Tokens sent on another network may be lost.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
