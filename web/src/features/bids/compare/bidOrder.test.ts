import type { Bid } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import { orderBids } from './bidOrder';

let next = 0;
function bid(
  name: string,
  seller: { rating: number | null; reviewCount: number },
  extra: Partial<Pick<Bid, 'state' | 'amountMinor' | 'deliveryDays'>> = {},
): Bid {
  next += 1;
  const id = `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`;
  return {
    id,
    gigId: '00000000-0000-4000-8000-000000000000',
    state: 'pending',
    currency: 'NGN',
    amountMinor: '50000000',
    payoutMinor: '45000000',
    feeMinor: '5000000',
    deliveryDays: 5,
    coverLetter: '',
    milestones: [],
    pendingProposal: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...extra,
    seller: {
      id,
      name,
      professionalTitle: null,
      isVerified: true,
      profession: 'lawyer',
      badges: { identityVerifiedAt: null, registrationCheckedAt: null, practisingFeeYear: null },
      jobsCompleted: seller.reviewCount,
      pictureUrl: null,
      ...seller,
    },
  };
}

const names = (bids: Bid[]) => bids.map((item) => item.seller.name);

describe('orderBids by rating', () => {
  it('puts forty 4.8s above a single 5 and a newcomer, by the Bayesian mean', () => {
    const single = bid('One five', { rating: 5, reviewCount: 1 });
    const seasoned = bid('Forty', { rating: 4.8, reviewCount: 40 });
    const newcomer = bid('Newcomer', { rating: null, reviewCount: 0 });
    const poor = bid('Poor', { rating: 3.1, reviewCount: 12 });
    expect(names(orderBids([newcomer, poor, single, seasoned], 'rating'))).toEqual([
      'Forty',
      'One five',
      'Newcomer',
      'Poor',
    ]);
  });

  it('breaks ties by state, and leaves the given array as it was', () => {
    const withdrawn = bid('Withdrawn', { rating: null, reviewCount: 0 }, { state: 'withdrawn' });
    const pending = bid('Pending', { rating: null, reviewCount: 0 });
    const given = [withdrawn, pending];
    expect(names(orderBids(given, 'rating'))).toEqual(['Pending', 'Withdrawn']);
    expect(names(given)).toEqual(['Withdrawn', 'Pending']);
  });
});

describe('the other orders', () => {
  const cheap = bid('Cheap', { rating: null, reviewCount: 0 }, { amountMinor: '90000000' });
  const dear = bid('Dear', { rating: 4.9, reviewCount: 9 }, { amountMinor: '500000000' });
  const accepted = bid('Accepted', { rating: null, reviewCount: 0 }, { state: 'accepted' });

  it('keeps the status order: accepted first, then pending, declined and withdrawn', () => {
    expect(names(orderBids([cheap, dear, accepted], 'status'))).toEqual([
      'Accepted',
      'Cheap',
      'Dear',
    ]);
  });

  it('compares prices as whole numbers of micro-USDC, not as text', () => {
    expect(names(orderBids([dear, cheap], 'price'))).toEqual(['Cheap', 'Dear']);
  });

  it('puts the quickest delivery first', () => {
    const quick = bid('Quick', { rating: null, reviewCount: 0 }, { deliveryDays: 2 });
    expect(names(orderBids([cheap, quick], 'delivery'))).toEqual(['Quick', 'Cheap']);
  });
});
