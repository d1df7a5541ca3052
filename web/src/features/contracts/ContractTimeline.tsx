import { Text, Timeline } from '@mantine/core';
import type { ContractDetail } from '@titletrust/shared';
import { SectionCard } from '../../ui/SectionCard';
import { formatDateTime } from '../../lib/timeLeft';
import { eventTitle } from './milestoneView';

/** Every step the contract took, oldest first, with who took it and the note they left. */
export function ContractTimeline({
  timeline,
  staged = false,
}: {
  timeline: ContractDetail['timeline'];
  /** A contract in stages: each move names its milestone ("Milestone 2: funded"). */
  staged?: boolean;
}) {
  return (
    <SectionCard titleId="timeline-title" title="Timeline">
      <Timeline
        active={timeline.length - 1}
        bulletSize={16}
        lineWidth={2}
        role="list"
        aria-labelledby="timeline-title"
      >
        {timeline.map((event) => (
          <Timeline.Item
            key={`${event.action}-${event.milestonePosition}-${event.at}`}
            title={eventTitle(event, staged)}
            role="listitem"
          >
            <Text size="xs" c="dimmed">
              {event.actorName ?? 'TitleTrust'} · {formatDateTime(event.at)}
            </Text>
            {event.note && (
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                “{event.note}”
              </Text>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    </SectionCard>
  );
}
