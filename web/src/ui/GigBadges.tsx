import { Badge } from '@mantine/core';
import type { BidState, ContractState, GigState } from '@titletrust/shared';
import {
  BID_STATE_COLORS,
  BID_STATE_LABELS,
  categoryName,
  CONTRACT_STATE_COLORS,
  CONTRACT_STATE_LABELS,
  GIG_STATE_COLORS,
  GIG_STATE_LABELS,
} from '../lib/gigLabels';

/**
 * A state badge is one or two short words and is never cut to "Accept…": a badge hides its
 * overflow, so in a squeezed table cell or flex row it would shrink below its text.
 */
export const WHOLE_BADGE = { flexShrink: 0, minWidth: 'max-content' } as const;

export function CategoryBadge({ category }: { category: string }) {
  return (
    <Badge variant="outline" color="brand" tt="none" style={{ flexShrink: 0 }}>
      {categoryName(category)}
    </Badge>
  );
}

export function GigStateBadge({ state }: { state: GigState }) {
  return (
    <Badge variant="light" color={GIG_STATE_COLORS[state]} tt="none" style={WHOLE_BADGE}>
      {GIG_STATE_LABELS[state]}
    </Badge>
  );
}

export function BidStateBadge({ state }: { state: BidState }) {
  return (
    <Badge variant="light" color={BID_STATE_COLORS[state]} tt="none" style={WHOLE_BADGE}>
      {BID_STATE_LABELS[state]}
    </Badge>
  );
}

export function ContractStateBadge({ state }: { state: ContractState }) {
  return (
    <Badge variant="light" color={CONTRACT_STATE_COLORS[state]} tt="none" style={WHOLE_BADGE}>
      {CONTRACT_STATE_LABELS[state]}
    </Badge>
  );
}
