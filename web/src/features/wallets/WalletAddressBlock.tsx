import { Flex, Stack, Text } from '@mantine/core';
import type { CustodialWallet } from '@titletrust/shared';
import type { ReactNode } from 'react';
import { QrCode } from '../../ui/QrCode';
import { WalletAddressText } from './WalletAddressText';

interface Props {
  wallet: Pick<CustodialWallet, 'address' | 'network' | 'balances'>;
  /** Shown beside the QR code: facts about the wallet or how to use the address. */
  children: ReactNode;
}

/**
 * The address to send USDC to, as text with a copy button and as a QR code, with the warning
 * about other networks: /wallet and /wallet/funding show the same thing.
 */
export function WalletAddressBlock({ wallet, children }: Props) {
  return (
    <>
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
        {wallet.address && <QrCode value={wallet.address} label="QR code of your wallet address" />}
        <Stack gap="sm" miw={0} w="100%">
          {children}
        </Stack>
      </Flex>
      {wallet.address && (
        <Text size="xs" c="dimmed">
          Send only USDC or {wallet.balances.nativeSymbol} on {wallet.network} to this address.
          Tokens sent on another network may be lost.
        </Text>
      )}
    </>
  );
}
