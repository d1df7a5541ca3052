import { Code, Group } from '@mantine/core';
import type { ProviderWalletView } from '@titletrust/shared';
import { CopyValueButton } from '../../../ui/CopyValueButton';
import { DetailList } from '../../../ui/DetailList';

function CopyableCode({ value, what }: { value: string; what: string }) {
  return (
    <Group gap={4} wrap="nowrap" component="span" align="center">
      <Code fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Code>
      <CopyValueButton value={value} what={what} label={`Copy ${what.toLowerCase()}`} />
    </Group>
  );
}

/** Every field the provider returned for a created wallet (spec §7: data.wallets[0]). */
export function TestWalletDetails({ wallet }: { wallet: ProviderWalletView }) {
  return (
    <DetailList
      termWidth={150}
      details={[
        { term: 'Wallet ID', value: <CopyableCode value={wallet.id} what="Wallet ID" /> },
        { term: 'Address', value: <CopyableCode value={wallet.address} what="Address" /> },
        { term: 'State', value: wallet.state },
        { term: 'Blockchain', value: wallet.blockchain },
        { term: 'Account type', value: wallet.accountType },
        { term: 'Custody type', value: wallet.custodyType },
        { term: 'Wallet set', value: wallet.walletSetId ?? 'None (local custody)' },
      ]}
    />
  );
}
