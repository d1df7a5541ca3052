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
} from '../gigLabels';

export function CategoryBadge({ category }: { category: string }) {
  return (
    <Badge variant="outline" color="brand" tt="none" style={{ flexShrink: 0 }}>
      {categoryName(category)}
    </Badge>
  );
}

export function GigStateBadge({ state }: { state: GigState }) {
  return (
    <Badge variant="light" color={GIG_STATE_COLORS[state]} tt="none" style={{ flexShrink: 0 }}>
      {GIG_STATE_LABELS[state]}
    </Badge>
  );
}

export function BidStateBadge({ state }: { state: BidState }) {
  return (
    <Badge variant="light" color={BID_STATE_COLORS[state]} tt="none" style={{ flexShrink: 0 }}>
      {BID_STATE_LABELS[state]}
    </Badge>
  );
}

export function ContractStateBadge({ state }: { state: ContractState }) {
  return (
    <Badge variant="light" color={CONTRACT_STATE_COLORS[state]} tt="none" style={{ flexShrink: 0 }}>
      {CONTRACT_STATE_LABELS[state]}
    </Badge>
  );
}
