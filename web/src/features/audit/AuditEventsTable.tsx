import { Skeleton, Stack, Table, Text } from '@mantine/core';
import {
  auditActionText,
  auditSubjectText,
  type AuditEventView,
  type AuditPerson,
} from '@titletrust/shared';
import { formatLagosDateTime } from '../../lib/lagosDateTime';

const COLUMNS = ['When', 'Who', 'Action', 'Record', 'Reason', 'Address'];

function Person({ person, none }: { person: AuditPerson | null; none: string }) {
  if (!person) return <Text size="sm">{none}</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm">{person.name ?? 'Removed account'}</Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {person.email ?? person.id}
      </Text>
    </Stack>
  );
}

function Record({ event }: { event: AuditEventView }) {
  return (
    <Stack gap={2}>
      {event.subject && (
        <Text size="sm">
          {auditSubjectText(event.subject.type)}{' '}
          <Text span size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {event.subject.id}
          </Text>
        </Text>
      )}
      {event.user && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Account of {event.user.name ?? 'a removed account'} ({event.user.email ?? event.user.id})
        </Text>
      )}
      {!event.subject && !event.user && <Text size="sm">—</Text>}
    </Stack>
  );
}

function LoadingRows() {
  return Array.from({ length: 5 }, (_, index) => (
    <Table.Tr key={index}>
      {COLUMNS.map((column) => (
        <Table.Td key={column}>
          <Skeleton h={16} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

/** The trail's rows: when (Lagos time), who, what in words, on which record, why, from where. */
export function AuditEventsTable({ events }: { events: AuditEventView[] | undefined }) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table
        striped
        verticalSpacing="sm"
        aria-label="Audit trail"
        aria-busy={!events}
        style={{ verticalAlign: 'top' }}
      >
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!events && <LoadingRows />}
          {events?.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS.length}>
                <Text c="dimmed" ta="center" py="lg">
                  Nothing in the audit trail matches these filters.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {events?.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={event.occurredAt}>{formatLagosDateTime(event.occurredAt)}</time>
              </Table.Td>
              <Table.Td>
                <Person person={event.actor} none="No one signed in (a link or the system)" />
              </Table.Td>
              <Table.Td>{auditActionText(event.action, event.details)}</Table.Td>
              <Table.Td>
                <Record event={event} />
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{event.reason ?? '—'}</Table.Td>
              <Table.Td>{event.ipAddress ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
