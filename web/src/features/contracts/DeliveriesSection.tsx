import { Accordion, Badge, Group, Text } from '@mantine/core';
import type { Delivery } from '@titletrust/shared';
import { SectionCard } from '../../ui/SectionCard';
import { formatDateTime } from '../../lib/timeLeft';
import { latestFirst } from './contractView';
import { DeliveryRevision } from './DeliveryRevision';

/** Every delivery, newest first and open; earlier ones fold away but stay readable. */
export function DeliveriesSection({
  deliveries,
  milestones = [],
}: {
  deliveries: readonly Delivery[];
  /** A contract in stages: each delivery says which milestone it was. */
  milestones?: readonly { id: string; position: number }[];
}) {
  const positionOf = (delivery: Delivery) =>
    milestones.find((milestone) => milestone.id === delivery.milestoneId)?.position;
  const ordered = latestFirst(deliveries);
  const latest = ordered[0];
  return (
    <SectionCard titleId="deliveries-title" title="Deliverables">
      {latest ? (
        // Keyed by the newest delivery, so a new one arrives open.
        <Accordion
          key={latest.id}
          multiple
          defaultValue={[latest.id]}
          variant="separated"
          // Each delivery is a heading under the section's, its report's parts under it.
          order={3}
        >
          {ordered.map((delivery) => (
            <Accordion.Item key={delivery.id} value={delivery.id}>
              <Accordion.Control>
                <Group gap="xs">
                  <Text fw={600} size="sm">
                    {positionOf(delivery) !== undefined && `Milestone ${positionOf(delivery)} · `}
                    Delivery {delivery.revision}
                  </Text>
                  {delivery === latest && (
                    <Badge size="sm" variant="light" tt="none">
                      Latest
                    </Badge>
                  )}
                  <Text size="xs" c="dimmed">
                    {formatDateTime(delivery.createdAt)}
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <DeliveryRevision delivery={delivery} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      ) : (
        <Text size="sm" c="dimmed">
          Nothing delivered yet. The report, the checklist answers and the files appear here.
        </Text>
      )}
    </SectionCard>
  );
}
