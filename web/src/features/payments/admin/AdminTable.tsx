import { Skeleton, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  label: string;
  columns: readonly string[];
  /** undefined while loading. */
  rows: ReactNode[] | undefined;
  empty: string;
  minWidth?: number;
}

/** A table of one admin section: skeleton rows while loading, a sentence when empty. */
export function AdminTable({ label, columns, rows, empty, minWidth = 720 }: Props) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped verticalSpacing="xs" aria-label={label} aria-busy={!rows}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!rows &&
            [0, 1, 2].map((row) => (
              <Table.Tr key={row}>
                {columns.map((column) => (
                  <Table.Td key={column}>
                    <Skeleton h={14} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          {rows?.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text c="dimmed" ta="center" py="md" size="sm">
                  {empty}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
