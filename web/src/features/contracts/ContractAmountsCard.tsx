import { DataList, Divider } from '@mantine/core';
import type { ContractDetail } from '@titletrust/shared';
import { SectionCard } from '../../ui/SectionCard';
import { formatDateTime } from '../../lib/timeLeft';
import { formatMinor } from '../../lib/moneyText';
import { PaymentBreakdown } from './PaymentBreakdown';
import { SettlementBreakdown } from './SettlementBreakdown';

/**
 * The money of the contract: the split of the price (once paid out, what each side received and
 * the fee taken), what escrow holds now, and the dates.
 */
export function ContractAmountsCard({ contract }: { contract: ContractDetail }) {
  const dates = [
    { label: 'Funded', at: contract.fundedAt },
    { label: 'Last delivered', at: contract.deliveredAt },
    {
      label: 'Releases automatically',
      at: contract.state === 'delivered' ? contract.autoReleaseAt : null,
    },
    { label: 'Closed', at: contract.closedAt },
  ].filter((date): date is { label: string; at: string } => date.at !== null);
  return (
    <SectionCard titleId="amounts-title" title="Amounts">
      {contract.settlement ? (
        <SettlementBreakdown contract={contract} settlement={contract.settlement} />
      ) : (
        <PaymentBreakdown contract={contract} />
      )}
      <Divider />
      <DataList labelWidth={190} gap={4}>
        <DataList.Item>
          <DataList.ItemLabel>In escrow now</DataList.ItemLabel>
          <DataList.ItemValue fw={700}>{formatMinor(contract.heldMinor)}</DataList.ItemValue>
        </DataList.Item>
        {contract.funding && (
          <DataList.Item>
            <DataList.ItemLabel>Your available balance</DataList.ItemLabel>
            <DataList.ItemValue>{formatMinor(contract.funding.availableMinor)}</DataList.ItemValue>
          </DataList.Item>
        )}
        {dates.map((date) => (
          <DataList.Item key={date.label}>
            <DataList.ItemLabel>{date.label}</DataList.ItemLabel>
            <DataList.ItemValue>{formatDateTime(date.at)}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
    </SectionCard>
  );
}
