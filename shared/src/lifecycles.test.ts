import { describe, expect, it } from 'vitest';
import {
  availableActions,
  BID_LIFECYCLE,
  canStillHappen,
  contractStateOf,
  MILESTONE_LIFECYCLE,
  type MilestoneState,
  GIG_LIFECYCLE,
  type Lifecycle,
} from './lifecycles';

const machines = [GIG_LIFECYCLE, BID_LIFECYCLE, MILESTONE_LIFECYCLE] as Lifecycle<string, string>[];

function reachable(machine: Lifecycle<string, string>): Set<string> {
  const seen = new Set([machine.initial]);
  for (let grew = true; grew;) {
    grew = false;
    for (const t of machine.transitions) {
      if (t.from.some((state) => seen.has(state)) && !seen.has(t.to)) {
        seen.add(t.to);
        grew = true;
      }
    }
  }
  return seen;
}

describe('lifecycles as data', () => {
  it.each(machines.map((m) => [m.entity, m] as const))(
    '%s: every state is reachable and every edge is between states',
    (_, machine) => {
      expect([...reachable(machine)].sort()).toEqual([...machine.states].sort());
      for (const t of machine.transitions) {
        expect(machine.states).toContain(t.to);
        for (const from of t.from) expect(machine.states).toContain(from);
        expect(t.by.length).toBeGreaterThan(0);
      }
    },
  );

  it('ends where PRODUCT.md says: terminal states have no way out', () => {
    const terminal = (machine: Lifecycle<string, string>) =>
      machine.states
        .filter((state) => !machine.transitions.some((t) => t.from.includes(state)))
        .sort();
    expect(terminal(GIG_LIFECYCLE as Lifecycle<string, string>)).toEqual([
      'cancelled',
      'completed',
      'expired',
    ]);
    expect(terminal(BID_LIFECYCLE as Lifecycle<string, string>)).toEqual([
      'accepted',
      'rejected',
      'withdrawn',
    ]);
    expect(terminal(MILESTONE_LIFECYCLE as Lifecycle<string, string>)).toEqual([
      'dropped',
      'released',
      'resolved',
    ]);
  });

  it('lets only the right people act', () => {
    expect(availableActions(GIG_LIFECYCLE, 'open', ['owner'])).toEqual(['award', 'edit', 'cancel']);
    expect(availableActions(GIG_LIFECYCLE, 'in_progress', ['owner'])).toEqual([]);
    expect(availableActions(BID_LIFECYCLE, 'pending', ['bidder'])).toEqual(['withdraw']);
    expect(availableActions(MILESTONE_LIFECYCLE, 'delivered', ['buyer'])).toEqual([
      'request_changes',
      'approve',
      'dispute',
    ]);
    expect(availableActions(MILESTONE_LIFECYCLE, 'disputed', ['buyer', 'seller'])).toEqual([]);
    expect(availableActions(MILESTONE_LIFECYCLE, 'disputed', ['admin'])).toEqual(['resolve']);
  });
});

describe('canStillHappen', () => {
  it('tells an action that may come later from one whose time has passed', () => {
    // Delivered work can be approved; active work, once delivered (again).
    expect(canStillHappen(MILESTONE_LIFECYCLE, 'delivered', 'approve')).toBe(true);
    expect(canStillHappen(MILESTONE_LIFECYCLE, 'active', 'approve')).toBe(true);
    expect(canStillHappen(MILESTONE_LIFECYCLE, 'awaiting_funding', 'approve')).toBe(true);
    // Nothing leads back to funding, and a closed contract moves no more.
    expect(canStillHappen(MILESTONE_LIFECYCLE, 'active', 'fund')).toBe(false);
    expect(canStillHappen(MILESTONE_LIFECYCLE, 'released', 'approve')).toBe(false);
    expect(canStillHappen(MILESTONE_LIFECYCLE, 'dropped', 'fund')).toBe(false);
    expect(canStillHappen(MILESTONE_LIFECYCLE, 'disputed', 'approve')).toBe(false);
    expect(canStillHappen(MILESTONE_LIFECYCLE, 'disputed', 'resolve')).toBe(true);
  });
});

describe("a contract's state, read from its milestones", () => {
  const of = (...states: MilestoneState[]) => contractStateOf(states.map((state) => ({ state })));

  it('is the state of the first milestone still open', () => {
    expect(of('awaiting_funding')).toBe('awaiting_funding');
    expect(of('active', 'active')).toBe('active');
    expect(of('released', 'delivered', 'active')).toBe('delivered');
    // Between milestones: the next one waits for its funding.
    expect(of('released', 'awaiting_funding', 'awaiting_funding')).toBe('awaiting_funding');
  });

  it('is disputed while any milestone is, even one funded ahead', () => {
    expect(of('released', 'disputed', 'awaiting_funding')).toBe('disputed');
    expect(of('delivered', 'disputed')).toBe('disputed');
  });

  it('once none is open: cancelled, resolved or completed', () => {
    expect(of('dropped', 'dropped')).toBe('cancelled');
    expect(of('released', 'resolved', 'released')).toBe('resolved');
    expect(of('released', 'released')).toBe('completed');
    // Ended between milestones: what was paid stays paid; the contract is complete.
    expect(of('released', 'dropped', 'dropped')).toBe('completed');
  });
});
