import type { CustodialWallet } from '@titletrust/shared';
import { SectionCard } from '../../../ui/SectionCard';
import { DetailList } from '../../../ui/DetailList';
import { WalletAddressBlock } from '../../wallets';

/** The custodial wallet's address as the place to send USDC to. */
export function DepositAddressCard({ wallet }: { wallet: CustodialWallet }) {
  return (
    <SectionCard
      titleId="deposit-address-title"
      title="Deposit address"
      description="Your own TitleTrust wallet: USDC sent here is credited to your available balance."
    >
      <WalletAddressBlock wallet={wallet}>
        <DetailList
          termWidth={96}
          details={[
            { term: 'Network', value: wallet.network },
            { term: 'Token', value: 'USDC' },
          ]}
        />
      </WalletAddressBlock>
    </SectionCard>
  );
}
