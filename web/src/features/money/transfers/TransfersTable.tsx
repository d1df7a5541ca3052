import { Table } from '@mantine/core';
import type { WalletTransfer } from '@titletrust/shared';
import { formatDateTime } from '../../../lib/timeLeft';
import { SignedAmount } from '../payments/SignedAmount';
import { signedMinorOf } from './transferLabels';
import { TransferDirection } from './TransferDirection';
import { TransferId } from './TransferId';
import { TransferStateBadge } from './TransferStateBadge';

/** Wide screens: one row per transfer, ids shortened with the whole value a copy away. */
export function TransfersTable({ transfers }: { transfers: WalletTransfer[] }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Wallet transfers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Direction</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Provider transfer id</Table.Th>
            <Table.Th>Transaction hash</Table.Th>
            <Table.Th>Destination</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {transfers.map((transfer) => (
            <Table.Tr key={transfer.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(transfer.createdAt)}
              </Table.Td>
              <Table.Td>
                <TransferDirection transfer={transfer} />
              </Table.Td>
              <Table.Td ta="right">
                <SignedAmount minor={signedMinorOf(transfer)} currency={transfer.currency} />
              </Table.Td>
              <Table.Td>
                <TransferStateBadge transfer={transfer} />
              </Table.Td>
              <Table.Td>
                <TransferId value={transfer.providerTransferId} what="Provider transfer id" short />
              </Table.Td>
              <Table.Td>
                <TransferId value={transfer.txHash} what="Transaction hash" short />
              </Table.Td>
              <Table.Td>
                <TransferId value={transfer.destinationAddress} what="Destination address" short />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
