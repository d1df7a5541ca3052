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

/**
 * A contract as a whole. It is not moved on its own: its milestones are (MILESTONE_LIFECYCLE) and
 * its state is read from theirs (contractStateOf), so lists and dashboards can filter on it. A
 * one-milestone contract goes awaiting_funding → active → delivered → completed as before.
 */
export const CONTRACT_STATES = [
  'awaiting_funding',
  'active',
  'delivered',
  'completed',
  'disputed',
  'resolved',
  'cancelled',
] as const;

/**
 * What a party does to the contract itself rather than to one milestone: cancel it before
 * anything was funded, or end it between milestones (the unfunded ones are dropped).
 */
export const CONTRACT_ACTIONS = ['cancel', 'end'] as const;
export type ContractAction = MilestoneAction | (typeof CONTRACT_ACTIONS)[number];

/**
 * One stage of a contract, with the escrow of its own amount: funded, delivered, approved
 * (released less the fee) or sent back for changes, released by the clock 14 days after
 * delivery, or disputed and resolved by an admin. Ending the contract between milestones drops
 * those not yet funded. The contract's own state follows its milestones (contractStateOf).
 */
export const MILESTONE_LIFECYCLE = lifecycle({
  entity: 'milestone',
  states: [
    'awaiting_funding',
    'active',
    'delivered',
    'released',
    'disputed',
    'resolved',
    'dropped',
  ],
  initial: 'awaiting_funding',
  transitions: [
    { action: 'fund', from: ['awaiting_funding'], to: 'active', by: ['buyer'] },
    { action: 'deliver', from: ['active'], to: 'delivered', by: ['seller'] },
    { action: 'request_changes', from: ['delivered'], to: 'active', by: ['buyer'] },
    { action: 'approve', from: ['delivered'], to: 'released', by: ['buyer'] },
    { action: 'auto_release', from: ['delivered'], to: 'released', by: ['system'] },
    { action: 'dispute', from: ['active', 'delivered'], to: 'disputed', by: ['buyer', 'seller'] },
    { action: 'resolve', from: ['disputed'], to: 'resolved', by: ['admin'] },
    // The contract ends (or is cancelled) while this milestone holds no money.
    { action: 'drop', from: ['awaiting_funding'], to: 'dropped', by: ['buyer', 'seller'] },
  ],
});

export type MilestoneState = (typeof MILESTONE_LIFECYCLE.states)[number];
export type MilestoneAction = (typeof MILESTONE_LIFECYCLE.transitions)[number]['action'];

/** A milestone that is over: paid out, ruled on, or dropped when the contract ended. */
export const MILESTONE_CLOSED_STATES = [
  'released',
  'resolved',
  'dropped',
] as const satisfies readonly MilestoneState[];
export const isMilestoneClosed = (state: MilestoneState) =>
  (MILESTONE_CLOSED_STATES as readonly string[]).includes(state);

/** A milestone whose escrow holds its amount: funded and not yet paid out. */
export const MILESTONE_HELD_STATES = [
  'active',
  'delivered',
  'disputed',
] as const satisfies readonly MilestoneState[];

/**
 * The contract's state, read from its milestones in order: the state of the first one still open
 * (the stage in progress: between milestones, the next one awaiting funding), disputed while any
 * is, and once none is open, cancelled when nothing was ever funded, resolved when an admin ruled
 * on one, else completed.
 */
export function contractStateOf(milestones: readonly { state: MilestoneState }[]): ContractState {
  const open = milestones.filter((milestone) => !isMilestoneClosed(milestone.state));
  if (open.some((milestone) => milestone.state === 'disputed')) return 'disputed';
  const current = open[0];
  if (current) return current.state as 'awaiting_funding' | 'active' | 'delivered';
  if (milestones.every((milestone) => milestone.state === 'dropped')) return 'cancelled';
  if (milestones.some((milestone) => milestone.state === 'resolved')) return 'resolved';
  return 'completed';
}

export type GigState = (typeof GIG_LIFECYCLE.states)[number];
export type GigAction = (typeof GIG_LIFECYCLE.transitions)[number]['action'];
export type BidState = (typeof BID_LIFECYCLE.states)[number];
export type BidAction = (typeof BID_LIFECYCLE.transitions)[number]['action'];
export type ContractState = (typeof CONTRACT_STATES)[number];

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
