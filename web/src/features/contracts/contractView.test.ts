import type { Delivery, Dispute } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import { canRespondToDispute, latestFirst, shortfallOf } from './contractView';

const dispute = (over: Partial<Dispute> = {}): Dispute => ({
  id: '4f1f8d1e-5a57-4bb5-9a55-0c3f0f2f9d11',
  milestoneId: '9a1f8d1e-5a57-4bb5-9a55-0c3f0f2f9d12',
  milestonePosition: 1,
  milestoneTitle: 'Title search',
  openerRole: 'buyer',
  openerName: 'Ngozi Okafor',
  reason: 'Nothing was delivered three weeks after funding.',
  reasonFiles: [],
  response: null,
  responseFiles: [],
  respondedAt: null,
  outcome: null,
  sellerMinor: null,
  buyerMinor: null,
  resolutionNote: null,
  resolvedAt: null,
  createdAt: '2025-03-01T10:00:00.000Z',
  ...over,
});

describe('the contract page', () => {
  it('lets only the other party answer an open dispute, once', () => {
    const open = { state: 'disputed', dispute: dispute() } as const;
    expect(canRespondToDispute({ ...open, viewerRole: 'seller' })).toBe(true);
    expect(canRespondToDispute({ ...open, viewerRole: 'buyer' })).toBe(false);
    expect(canRespondToDispute({ ...open, viewerRole: 'admin' })).toBe(false);
    const answered = { ...open, dispute: dispute({ response: 'The registry was closed.' }) };
    expect(canRespondToDispute({ ...answered, viewerRole: 'seller' })).toBe(false);
    expect(
      canRespondToDispute({ state: 'resolved', dispute: dispute(), viewerRole: 'seller' }),
    ).toBe(false);
  });

  it('reads the funding shortfall exactly, beyond what a float holds', () => {
    expect(shortfallOf({ funding: null })).toBe(0n);
    expect(
      shortfallOf({ funding: { availableMinor: '0', shortfallMinor: '900719925474099312' } }),
    ).toBe(900_719_925_474_099_312n);
  });

  it('puts the newest delivery first', () => {
    const delivery = (revision: number) => ({ revision }) as Delivery;
    expect(latestFirst([delivery(1), delivery(3), delivery(2)]).map((d) => d.revision)).toEqual([
      3, 2, 1,
    ]);
  });
});
