import { DataList } from '@mantine/core';
import type { ContractDetail } from '@titletrust/shared';
import { formatMinor } from '../../lib/moneyText';
import { IndicativeNaira } from '../../ui/IndicativeNaira';

type Amounts = Pick<
  ContractDetail,
  'currency' | 'amountMinor' | 'feeMinor' | 'payoutMinor' | 'viewerRole'
>;

/** Price, fee and payout: both sides see the fee before they fund or release. */
export function PaymentBreakdown({ contract }: { contract: Amounts }) {
  return (
    <DataList labelWidth={190} gap={4}>
      <DataList.Item>
        <DataList.ItemLabel>Contract price</DataList.ItemLabel>
        <DataList.ItemValue fw={600}>
          {formatMinor(contract.amountMinor)}
          {contract.currency === 'USDC' && <IndicativeNaira usdcMinor={contract.amountMinor} />}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Platform fee, on release</DataList.ItemLabel>
        <DataList.ItemValue>{formatMinor(contract.feeMinor)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>
          {contract.viewerRole === 'seller' ? 'You receive' : 'The professional receives'}
        </DataList.ItemLabel>
        <DataList.ItemValue fw={700}>{formatMinor(contract.payoutMinor)}</DataList.ItemValue>
      </DataList.Item>
    </DataList>
  );
}
