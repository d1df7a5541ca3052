import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import type { DueMilestone } from '@titletrust/shared';
import { Link } from 'react-router';
import { formatLagosShortDay } from '../../lib/lagosDateTime';

/** "due 20 Dec 2026": a due day is a Lagos calendar day, read at its noon so no zone moves it. */
const dueWords = (dueOn: string | null) =>
  dueOn ? ` · due ${formatLagosShortDay(`${dueOn}T12:00:00Z`)}` : '';

/**
 * What is due from the viewer next in each contract in stages: fund or review a milestone (the
 * client), deliver one (the professional), each a link to its contract. Nothing when none waits.
 */
export function MilestonesDueCard({ milestones }: { milestones: DueMilestone[] }) {
  if (milestones.length === 0) return null;
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby="milestones-due-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="milestones-due-title">
          Milestones due from you
        </Title>
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {milestones.map((milestone) => (
            <li key={milestone.contractId}>
              <Anchor component={Link} to={milestone.href} fw={600} size="sm">
                {milestone.label}
              </Anchor>
              <Text size="xs" c="dimmed">
                {milestone.gigTitle}
                {dueWords(milestone.dueOn)}
              </Text>
            </li>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
