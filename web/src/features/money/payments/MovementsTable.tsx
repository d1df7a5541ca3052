import { Table, Text } from '@mantine/core';
import type { Movement } from '@titletrust/shared';
import { formatDateTime } from '../../../lib/timeLeft';
import { formatMinor } from '../../../lib/moneyText';
import { MOVEMENT_KIND_LABELS } from '@titletrust/shared';
import { MovementSubject } from './MovementSubject';
import { SignedAmount } from './SignedAmount';

/** Wide screens: one row per movement. */
export function MovementsTable({ movements }: { movements: Movement[] }) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Money movements">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Gig or details</Table.Th>
            <Table.Th ta="right">Available</Table.Th>
            <Table.Th ta="right">Withdrawal hold</Table.Th>
            <Table.Th ta="right">Your escrow</Table.Th>
            <Table.Th ta="right">Fee</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {movements.map((movement) => (
            <Table.Tr key={movement.entryId}>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(movement.createdAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {MOVEMENT_KIND_LABELS[movement.kind]}
                </Text>
              </Table.Td>
              <Table.Td maw={280}>
                <MovementSubject movement={movement} />
              </Table.Td>
              <Table.Td ta="right">
                <SignedAmount minor={movement.availableDeltaMinor} currency={movement.currency} />
              </Table.Td>
              <Table.Td ta="right">
                <SignedAmount minor={movement.heldDeltaMinor} currency={movement.currency} />
              </Table.Td>
              <Table.Td ta="right">
                <SignedAmount minor={movement.escrowDeltaMinor} currency={movement.currency} />
              </Table.Td>
              <Table.Td ta="right">
                {movement.feeMinor === '0' ? (
                  <SignedAmount minor="0" currency={movement.currency} />
                ) : (
                  <Text size="sm" c="dimmed" span style={{ whiteSpace: 'nowrap' }}>
                    {formatMinor(movement.feeMinor, movement.currency)}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
