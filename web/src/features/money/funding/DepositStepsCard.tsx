import { List, Text } from '@mantine/core';
import { SectionCard } from '../../../ui/SectionCard';

/** Without the faucet, money arrives as USDC sent to the wallet's address on its network. */
export function DepositStepsCard({ network }: { network: string }) {
  return (
    <SectionCard titleId="deposit-steps-title" title="How to add USDC">
      <List type="ordered" spacing="sm" size="sm">
        <List.Item>
          Copy your deposit address, or scan its QR code with your phone wallet.
        </List.Item>
        <List.Item>
          From an exchange or your own wallet, send <strong>USDC on the {network}</strong> to that
          address. Choose this network when you send: USDC sent on another network may be lost.
        </List.Item>
        <List.Item>
          Once the network confirms the transfer, the USDC is credited to your available balance,
          once, and appears under your wallet transactions.
        </List.Item>
      </List>
      <Text size="xs" c="dimmed">
        TitleTrust never asks you to send money anywhere else, or to share a password or recovery
        phrase.
      </Text>
    </SectionCard>
  );
}
