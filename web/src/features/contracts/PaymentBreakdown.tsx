import { DataList } from '@mantine/core';
import type { ContractDetail } from '@titletrust/shared';
import { formatMinor } from '../../lib/moneyText';
import { IndicativeNaira } from '../../ui/IndicativeNaira';

type Amounts = Pick<
  ContractDetail,
  'currency' | 'amountMinor' | 'feeMinor' | 'payoutMinor' | 'viewerRole'
>;

/**
 * Price (or a milestone's amount), fee and payout in the contract's currency: both sides see the fee before they fund or
 * release.
 */
export function PaymentBreakdown({
  contract,
  priceLabel = 'Contract price',
}: {
  contract: Amounts;
  /** "Milestone amount" when the amounts are one milestone's. */
  priceLabel?: string;
}) {
  return (
    <DataList labelWidth={190} gap={4}>
      <DataList.Item>
        <DataList.ItemLabel>{priceLabel}</DataList.ItemLabel>
        <DataList.ItemValue fw={600}>
          {formatMinor(contract.amountMinor, contract.currency)}
          {contract.currency === 'USDC' && <IndicativeNaira usdcMinor={contract.amountMinor} />}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Platform fee, on release</DataList.ItemLabel>
        <DataList.ItemValue>{formatMinor(contract.feeMinor, contract.currency)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>
          {contract.viewerRole === 'seller' ? 'You receive' : 'The professional receives'}
        </DataList.ItemLabel>
        <DataList.ItemValue fw={700}>
          {formatMinor(contract.payoutMinor, contract.currency)}
        </DataList.ItemValue>
      </DataList.Item>
    </DataList>
  );
}
