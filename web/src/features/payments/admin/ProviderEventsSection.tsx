import { Badge, Button, Select, Table, Text } from '@mantine/core';
import {
  PROVIDER_EVENT_STATE_LABELS,
  PROVIDER_EVENT_STATES,
  type ProviderEvent,
  type ProviderEventStateName,
} from '@titletrust/shared';
import { useState } from 'react';
import { QueryFailedAlert } from '../../../ui/QueryFailedAlert';
import { SectionCard } from '../../../ui/SectionCard';
import { AdminTable } from './AdminTable';
import { formatLagosMoment } from '../../../lib/lagosDateTime';
import { useProviderEvents, useRetryProviderEvent } from './useAdminPayments';

const COLUMNS = ['Event', 'Reference', 'State', 'Attempts', 'Last error', 'Received', ''];
const STATE_COLORS: Record<ProviderEventStateName, string> = {
  received: 'blue',
  processed: 'green',
  ignored: 'gray',
  failed: 'red',
};
const FILTER = [
  { value: 'all', label: 'All states' },
  ...PROVIDER_EVENT_STATES.map((state) => ({
    value: state,
    label: PROVIDER_EVENT_STATE_LABELS[state],
  })),
];

function EventRow({
  event,
  retry,
}: {
  event: ProviderEvent;
  retry: ReturnType<typeof useRetryProviderEvent>;
}) {
  const retrying = retry.isPending && retry.variables === event.id;
  return (
    <Table.Tr data-testid="provider-event">
      <Table.Td>
        <Text size="sm" ff="monospace">
          {event.event}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
          {event.reference ?? '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge color={STATE_COLORS[event.state]} variant="light">
          {PROVIDER_EVENT_STATE_LABELS[event.state]}
        </Badge>
      </Table.Td>
      <Table.Td>{event.attempts}</Table.Td>
      <Table.Td>
        <Text size="sm" c={event.state === 'failed' ? 'red.8' : 'dimmed'}>
          {event.lastError ?? '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatLagosMoment(event.receivedAt)}</Text>
      </Table.Td>
      <Table.Td>
        {event.state === 'failed' && (
          <Button
            size="xs"
            variant="light"
            loading={retrying}
            aria-label={`Retry ${event.event} ${event.reference ?? ''}`.trim()}
            onClick={() => retry.mutate(event.id)}
          >
            Retry
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** The webhook inbox: the latest events with what became of each; a failed one can be retried. */
export function ProviderEventsSection() {
  const [state, setState] = useState<ProviderEventStateName>();
  const events = useProviderEvents(state);
  const retry = useRetryProviderEvent();
  return (
    <SectionCard
      titleId="provider-events-title"
      title="Provider events"
      description="Paystack's webhook events, newest first. A failed one is retried every minute five times; after that, retry it here."
    >
      <Select
        label="State"
        data={FILTER}
        value={state ?? 'all'}
        onChange={(value) =>
          setState(value && value !== 'all' ? (value as ProviderEventStateName) : undefined)
        }
        allowDeselect={false}
        maw={220}
      />
      {events.isError ? (
        <QueryFailedAlert query={events} title="Provider events could not be loaded" />
      ) : (
        <AdminTable
          label="Provider events"
          columns={COLUMNS}
          empty={state ? 'No event in this state.' : 'No event has arrived yet.'}
          rows={events.data?.events.map((event) => (
            <EventRow key={event.id} event={event} retry={retry} />
          ))}
          minWidth={900}
        />
      )}
    </SectionCard>
  );
}
