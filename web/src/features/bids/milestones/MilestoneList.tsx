import { Table, Text } from '@mantine/core';
import type { CurrencyCode, MilestoneProposalView } from '@titletrust/shared';
import { formatMinor } from '../../../lib/moneyText';

/** "31 Dec 2026", read as the calendar day it is (no time zone moves it). */
export function formatDueOn(dueOn: string | null): string {
  if (!dueOn) return 'On delivery';
  return new Date(`${dueOn}T00:00:00Z`).toLocaleDateString('en-NG', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A list of milestones in order, compact: what each stage delivers, its amount and due date. */
export function MilestoneList({
  milestones,
  currency,
  label,
}: {
  milestones: MilestoneProposalView[];
  currency: CurrencyCode;
  /** The table's accessible name, e.g. "Milestones of Ada Obi's bid". */
  label: string;
}) {
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table aria-label={label} verticalSpacing={4} fz="sm" withRowBorders={false}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={28}>#</Table.Th>
            <Table.Th>Milestone</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Due</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {milestones.map((milestone) => (
            <Table.Tr key={milestone.position}>
              <Table.Td>{milestone.position}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {milestone.title}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {milestone.deliverable}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMinor(milestone.amountMinor, currency)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDueOn(milestone.dueOn)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
