import type { CustodialWallet } from '@titletrust/shared';
import { SectionCard } from '../../ui/SectionCard';
import { DetailList } from '../../ui/DetailList';
import { WalletAddressBlock } from './WalletAddressBlock';
import { WalletStateBadge } from './WalletStateBadge';
import { CUSTODY_LABELS } from './walletLabels';

interface Props {
  wallet: CustodialWallet;
}

/** Where to send USDC: the address as text and as a QR code, and the network it lives on. */
export function WalletAddressCard({ wallet }: Props) {
  return (
    <SectionCard titleId="address-title" title="Wallet address">
      <WalletAddressBlock wallet={wallet}>
        <DetailList
          termWidth={96}
          details={[
            { term: 'State', value: <WalletStateBadge state={wallet.state} /> },
            { term: 'Network', value: wallet.network },
            { term: 'Blockchain', value: wallet.blockchain },
            { term: 'Custody', value: CUSTODY_LABELS[wallet.provider] },
          ]}
        />
      </WalletAddressBlock>
    </SectionCard>
  );
}
