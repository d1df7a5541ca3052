import { DataList, Text } from '@mantine/core';
import type { ContractDetail, Settlement } from '@titletrust/shared';
import { formatMinor } from '../../lib/moneyText';
import { DISPUTE_OUTCOME_LABELS } from './contractLabels';

interface Props {
  contract: Pick<ContractDetail, 'amountMinor' | 'viewerRole'>;
  settlement: Settlement;
}

/**
 * Once the escrow is paid out: what each side received and the fee the platform took, as the
 * ledger recorded them. After a split or a refund these differ from the contract's terms.
 */
export function SettlementBreakdown({ contract, settlement }: Props) {
  const { viewerRole } = contract;
  const lines = [
    { label: 'Contract price', minor: contract.amountMinor, weight: 600 },
    {
      label: viewerRole === 'seller' ? 'You received' : 'The professional received',
      minor: settlement.sellerReceivedMinor,
      weight: 700,
    },
    {
      label: viewerRole === 'buyer' ? 'You got back' : 'The client got back',
      minor: settlement.buyerRefundedMinor,
      weight: 700,
    },
    { label: 'Platform fee taken', minor: settlement.feeMinor, weight: undefined },
  ];
  return (
    <>
      <Text size="sm" fw={600}>
        Paid out: {DISPUTE_OUTCOME_LABELS[settlement.kind].toLowerCase()}
      </Text>
      <DataList labelWidth={190} gap={4}>
        {lines.map((line) => (
          <DataList.Item key={line.label}>
            <DataList.ItemLabel>{line.label}</DataList.ItemLabel>
            <DataList.ItemValue fw={line.weight}>{formatMinor(line.minor)}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
    </>
  );
}
