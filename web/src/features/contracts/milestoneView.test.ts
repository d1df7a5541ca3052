import type { ContractDetail } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import {
  deliveriesOf,
  dueText,
  eventTitle,
  milestoneBadgeLabel,
  milestoneButtons,
  milestoneStage,
  milestoneToasts,
  settlementText,
  type ContractMilestone,
} from './milestoneView';

const ids = [
  '11111111-1111-4111-8111-111111111111',
  '22222222-2222-4222-8222-222222222222',
  '33333333-3333-4333-8333-333333333333',
] as const;

const milestone = (position: 1 | 2 | 3, over: Partial<ContractMilestone> = {}) =>
  ({
    id: ids[position - 1]!,
    position,
    title: ['Registry search', 'Survey charting', 'Deed of assignment'][position - 1]!,
    deliverable: 'A search report from the Lagos Land Registry with certified copies.',
    amountMinor: '40000000',
    feeMinor: '4000000',
    payoutMinor: '36000000',
    dueOn: '2026-12-20',
    state: 'awaiting_funding',
    heldMinor: '0',
    fundedAt: null,
    deliveredAt: null,
    autoReleaseAt: null,
    closedAt: null,
    actions: [],
    settlement: null,
    ...over,
  }) satisfies ContractMilestone;

describe('a contract’s milestones', () => {
  it('marks each done, in progress or to come, and names a milestone funded ahead', () => {
    const released = milestone(1, { state: 'released' });
    const current = milestone(2, { state: 'active' });
    const ahead = milestone(3, { state: 'active' });
    expect(milestoneStage(released, ids[1])).toBe('done');
    expect(milestoneStage(current, ids[1])).toBe('current');
    expect(milestoneStage(ahead, ids[1])).toBe('upcoming');
    expect(milestoneStage(milestone(3, { state: 'dropped' }), null)).toBe('done');
    expect(milestoneBadgeLabel(current, ids[1])).toBe('In progress');
    expect(milestoneBadgeLabel(ahead, ids[1])).toBe('Funded');
    expect(milestoneBadgeLabel(milestone(2, { state: 'disputed' }), ids[1])).toBe('In dispute');
    expect(milestoneBadgeLabel(milestone(3), ids[1])).toBe('Awaiting funding');
  });

  it('says a due day as the Lagos calendar has it, whatever the browser’s zone', () => {
    expect(dueText('2026-12-20')).toBe('Due 20 Dec 2026');
    expect(dueText('2027-01-01')).toBe('Due 1 Jan 2027');
    expect(dueText(null)).toBeNull();
  });

  it('offers the viewer’s moves on each milestone, funding ahead named as early', () => {
    const fundNow = milestone(1, { actions: ['fund'] });
    expect(milestoneButtons(fundNow, ids[0]).map((b) => b.label)).toEqual(['Fund milestone 1']);
    const fundAhead = milestone(3, { actions: ['fund'] });
    expect(milestoneButtons(fundAhead, ids[1])).toEqual([
      { kind: 'fund', early: true, label: 'Fund milestone 3 early' },
    ]);
    const review = milestone(2, { state: 'delivered', actions: ['approve', 'request_changes'] });
    expect(milestoneButtons(review, ids[1]).map((b) => b.label)).toEqual([
      'Approve milestone 2',
      'Request changes',
    ]);
    const deliver = milestone(2, { state: 'active', actions: ['deliver', 'dispute'] });
    // A dispute is offered with the contract's next step, not on the milestone.
    expect(milestoneButtons(deliver, ids[1]).map((b) => b.label)).toEqual(['Deliver milestone 2']);
    expect(milestoneButtons(milestone(3), ids[1])).toEqual([]);
  });

  it('says what a milestone paid, to whom, in the viewer’s words', () => {
    const at = '2026-12-01T10:00:00.000Z';
    const release = {
      kind: 'release' as const,
      sellerReceivedMinor: '36000000',
      buyerRefundedMinor: '0',
      feeMinor: '4000000',
      at,
    };
    expect(settlementText(release, 'NGN', 'seller')).toBe(
      'Paid ₦360,000.00 to you (fee ₦40,000.00).',
    );
    expect(settlementText(release, 'NGN', 'buyer')).toBe(
      'Paid ₦360,000.00 to the professional (fee ₦40,000.00).',
    );
    const split = { ...release, kind: 'split' as const, buyerRefundedMinor: '10000000' };
    expect(settlementText(split, 'NGN', 'buyer')).toBe(
      'Paid ₦360,000.00 to the professional (fee ₦40,000.00); refunded ₦100,000.00 to you.',
    );
    const refund = {
      ...release,
      kind: 'refund' as const,
      sellerReceivedMinor: '0',
      buyerRefundedMinor: '40000000',
      feeMinor: '0',
    };
    expect(settlementText(refund, 'NGN', 'admin')).toBe('Refunded ₦400,000.00 to the client.');
  });

  it('names the milestone of a timeline move only in a contract in stages', () => {
    expect(eventTitle({ action: 'fund', milestonePosition: 2 }, true)).toBe('Milestone 2: funded');
    expect(eventTitle({ action: 'fund', milestonePosition: 1 }, false)).toBe('Escrow funded');
    expect(eventTitle({ action: 'end', milestonePosition: null }, true)).toBe('Contract ended');
    expect(eventTitle({ action: 'extend_deadline', milestonePosition: 3 }, true)).toBe(
      'Milestone 3: extend deadline',
    );
  });

  it('toasts a milestone’s payment with its own amount', () => {
    const contract = { currency: 'NGN', seller: { name: 'Tunde Bakare' } } as ContractDetail;
    const toasts = milestoneToasts('approve', milestone(2));
    expect(toasts.title).toBe('Milestone 2 released');
    expect(toasts.message(contract)).toBe(
      'Tunde Bakare receives ₦360,000.00 for Milestone 2: Survey charting.',
    );
  });

  it('starts a redelivery from its own milestone’s deliveries', () => {
    const delivery = (milestoneId: string | null | undefined, revision: number) =>
      ({ milestoneId, revision }) as ContractDetail['deliveries'][number];
    const deliveries = [delivery(ids[0], 1), delivery(ids[1], 1), delivery(undefined, 2)];
    expect(deliveriesOf({ deliveries }, ids[1]).map((d) => d.milestoneId)).toEqual([
      ids[1],
      undefined,
    ]);
    expect(deliveriesOf({ deliveries }, null)).toHaveLength(3);
  });
});
