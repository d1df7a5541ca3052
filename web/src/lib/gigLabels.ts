import {
  SERVICE_CATEGORIES,
  type BidState,
  type ContractState,
  type GigState,
} from '@titletrust/shared';

export function categoryName(slug: string): string {
  return SERVICE_CATEGORIES.find((category) => category.slug === slug)?.name ?? slug;
}

export const GIG_STATE_LABELS: Record<GigState, string> = {
  open: 'Open',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export const GIG_STATE_COLORS: Record<GigState, string> = {
  open: 'brand',
  in_progress: 'blue',
  completed: 'teal',
  cancelled: 'gray',
  expired: 'gray',
};

export const BID_STATE_LABELS: Record<BidState, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Declined',
  withdrawn: 'Withdrawn',
};

export const BID_STATE_COLORS: Record<BidState, string> = {
  pending: 'yellow',
  accepted: 'brand',
  rejected: 'red',
  withdrawn: 'gray',
};

export const CONTRACT_STATE_LABELS: Record<ContractState, string> = {
  awaiting_funding: 'Awaiting funding',
  active: 'Active',
  delivered: 'Delivered',
  completed: 'Completed',
  disputed: 'Disputed',
  resolved: 'Resolved',
  cancelled: 'Cancelled',
};

export const CONTRACT_STATE_COLORS: Record<ContractState, string> = {
  awaiting_funding: 'yellow',
  active: 'blue',
  delivered: 'grape',
  completed: 'brand',
  disputed: 'red',
  resolved: 'teal',
  cancelled: 'gray',
};

/** "1 bid", "3 bids": counts read as words. */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-NG')} ${count === 1 ? singular : plural}`;
}
