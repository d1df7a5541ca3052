import { Badge, VisuallyHidden } from '@mantine/core';
import type { AssistantState } from '@titletrust/shared/contracts/assistant';

const LABEL: Record<AssistantState, string> = {
  idle: 'Idle',
  connecting: 'Connecting…',
  active: 'Active',
  ended: 'Ended',
};

const COLOR: Record<AssistantState, string> = {
  idle: 'gray',
  connecting: 'yellow',
  active: 'brand',
  ended: 'dark',
};

/** The conversation's state (spec §4: idle, connecting, active, ended), announced as it changes. */
export function AssistantStatus({ state }: { state: AssistantState }) {
  return (
    <Badge color={COLOR[state]} variant="light" role="status" aria-live="polite">
      <VisuallyHidden>Status: </VisuallyHidden>
      {LABEL[state]}
    </Badge>
  );
}
