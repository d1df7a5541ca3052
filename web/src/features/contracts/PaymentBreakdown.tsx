import { DataList } from '@mantine/core';
import type { ContractDetail } from '@titletrust/shared';
import { formatMicros } from '../../lib/usdcAmounts';
import { IndicativeNaira } from '../../ui/IndicativeNaira';

type Amounts = Pick<ContractDetail, 'amountMicros' | 'feeMicros' | 'payoutMicros' | 'viewerRole'>;

/** Price, fee and payout: both sides see the fee before they fund or release. */
export function PaymentBreakdown({ contract }: { contract: Amounts }) {
  return (
    <DataList labelWidth={190} gap={4}>
      <DataList.Item>
        <DataList.ItemLabel>Contract price</DataList.ItemLabel>
        <DataList.ItemValue fw={600}>
          {formatMicros(contract.amountMicros)}
          <IndicativeNaira usdcMinor={contract.amountMicros} />
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Platform fee, on release</DataList.ItemLabel>
        <DataList.ItemValue>{formatMicros(contract.feeMicros)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>
          {contract.viewerRole === 'seller' ? 'You receive' : 'The professional receives'}
        </DataList.ItemLabel>
        <DataList.ItemValue fw={700}>{formatMicros(contract.payoutMicros)}</DataList.ItemValue>
      </DataList.Item>
    </DataList>
  );
}
