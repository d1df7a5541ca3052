import { Badge, Group, Text } from '@mantine/core';
import type { Delivery } from '@titletrust/shared';
import { PlainList } from '../../ui/PlainList';
import { OUTCOME_COLORS, OUTCOME_LABELS } from './contractLabels';

/** The professional's answer to each checklist item, with the note they wrote. */
export function ChecklistAnswers({ answers }: { answers: Delivery['checklist'] }) {
  return (
    <PlainList gap="xs" aria-label="Checklist answers">
      {answers.map((answer) => (
        <li key={answer.key}>
          <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {answer.label}
            </Text>
            <Badge
              variant="light"
              color={OUTCOME_COLORS[answer.outcome]}
              tt="none"
              style={{ flexShrink: 0 }}
            >
              {OUTCOME_LABELS[answer.outcome]}
            </Badge>
          </Group>
          {answer.note && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {answer.note}
            </Text>
          )}
        </li>
      ))}
    </PlainList>
  );
}
