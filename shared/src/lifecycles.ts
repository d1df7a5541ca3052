/**
 * The lifecycles of PRODUCT.md written once, as data: states, and for every transition the
 * action, where it may start, where it ends, and who may trigger it. The server's one guarded
 * transition function reads these tables; a test walks them against the code.
 */
export type Actor = 'owner' | 'bidder' | 'buyer' | 'seller' | 'admin' | 'system';

export interface Transition<State extends string, Action extends string> {
  action: Action;
  from: readonly State[];
  to: State;
  by: readonly Actor[];
}

export interface Lifecycle<State extends string, Action extends string> {
  entity: string;
  states: readonly State[];
  initial: State;
  transitions: readonly Transition<State, Action>[];
}

function lifecycle<const State extends string, const Action extends string>(
  definition: Lifecycle<State, Action>,
): Lifecycle<State, Action> {
  return definition;
}

/** open takes bids → in_progress once a bid is accepted; cancelled by its owner; expired by time. */
export const GIG_LIFECYCLE = lifecycle({
  entity: 'gig',
  states: ['open', 'in_progress', 'completed', 'cancelled', 'expired'],
  initial: 'open',
  transitions: [
    { action: 'award', from: ['open'], to: 'in_progress', by: ['owner'] },
    // Only while it takes bids; pending bidders are told.
    { action: 'edit', from: ['open'], to: 'open', by: ['owner'] },
    { action: 'cancel', from: ['open'], to: 'cancelled', by: ['owner'] },
    { action: 'expire', from: ['open'], to: 'expired', by: ['system'] },
    { action: 'complete', from: ['in_progress'], to: 'completed', by: ['system'] },
    // The contract was cancelled before funding: the gig takes bids again.
    { action: 'reopen', from: ['in_progress'], to: 'open', by: ['system'] },
  ],
});

/** One pending bid per seller per gig; accepting one rejects the others. */
export const BID_LIFECYCLE = lifecycle({
  entity: 'bid',
  states: ['pending', 'accepted', 'rejected', 'withdrawn'],
  initial: 'pending',
  transitions: [
    { action: 'accept', from: ['pending'], to: 'accepted', by: ['owner'] },
    { action: 'reject', from: ['pending'], to: 'rejected', by: ['owner', 'system'] },
    { action: 'withdraw', from: ['pending'], to: 'withdrawn', by: ['bidder'] },
  ],
});

/**
 * The bids that count wherever a number of bids is shown (the gig page, its bids section, the
 * find-gigs cards, the dashboards): those still standing, waiting on the client or taken by them.
 * A withdrawn or declined bid is no longer one the client can act on, so it is not counted.
 */
export const COUNTED_BID_STATES = ['pending', 'accepted'] as const satisfies ReadonlyArray<
  (typeof BID_LIFECYCLE.states)[number]
>;

export const isCountedBid = (state: (typeof BID_LIFECYCLE.states)[number]) =>
  (COUNTED_BID_STATES as ReadonlyArray<string>).includes(state);

/** From an accepted bid to released escrow, with changes, disputes and auto-release. */
export const CONTRACT_LIFECYCLE = lifecycle({
  entity: 'contract',
  states: [
    'awaiting_funding',
    'active',
    'delivered',
    'completed',
    'disputed',
    'resolved',
    'cancelled',
  ],
  initial: 'awaiting_funding',
  transitions: [
    { action: 'fund', from: ['awaiting_funding'], to: 'active', by: ['buyer'] },
    { action: 'cancel', from: ['awaiting_funding'], to: 'cancelled', by: ['buyer', 'seller'] },
    { action: 'deliver', from: ['active'], to: 'delivered', by: ['seller'] },
    { action: 'request_changes', from: ['delivered'], to: 'active', by: ['buyer'] },
    { action: 'approve', from: ['delivered'], to: 'completed', by: ['buyer'] },
    { action: 'auto_release', from: ['delivered'], to: 'completed', by: ['system'] },
    { action: 'dispute', from: ['active', 'delivered'], to: 'disputed', by: ['buyer', 'seller'] },
    { action: 'resolve', from: ['disputed'], to: 'resolved', by: ['admin'] },
  ],
});

export type GigState = (typeof GIG_LIFECYCLE.states)[number];
export type GigAction = (typeof GIG_LIFECYCLE.transitions)[number]['action'];
export type BidState = (typeof BID_LIFECYCLE.states)[number];
export type BidAction = (typeof BID_LIFECYCLE.transitions)[number]['action'];
export type ContractState = (typeof CONTRACT_LIFECYCLE.states)[number];
export type ContractAction = (typeof CONTRACT_LIFECYCLE.transitions)[number]['action'];

/** The transitions an actor may take from a state: what the screens offer as buttons. */
export function availableActions<State extends string, Action extends string>(
  machine: Lifecycle<State, Action>,
  state: State,
  actors: readonly Actor[],
): Action[] {
  return machine.transitions
    .filter((t) => t.from.includes(state) && t.by.some((actor) => actors.includes(actor)))
    .map((t) => t.action);
}

/**
 * Whether `action` can still be taken on a record now in `state`: it starts from `state`, or
 * some chain of transitions (by anyone) leads from `state` to a state it starts from. Refusals
 * use it to tell "not yet" from "no longer".
 */
export function canStillHappen<State extends string, Action extends string>(
  machine: Lifecycle<State, Action>,
  state: State,
  action: Action,
): boolean {
  const starts = new Set(
    machine.transitions.filter((t) => t.action === action).flatMap((t) => t.from),
  );
  const seen = new Set<State>([state]);
  const queue = [state];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (starts.has(next)) return true;
    for (const t of machine.transitions)
      if (t.from.includes(next) && !seen.has(t.to)) {
        seen.add(t.to);
        queue.push(t.to);
      }
  }
  return false;
}
