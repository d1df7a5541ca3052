import { bayesianRating, type Bid } from '@titletrust/shared';

export const BID_ORDERS = [
  { value: 'status', label: 'Status' },
  { value: 'price', label: 'Lowest price' },
  { value: 'delivery', label: 'Fastest delivery' },
  { value: 'rating', label: 'Rating' },
] as const;
export type BidOrder = (typeof BID_ORDERS)[number]['value'];

const STATE_ORDER: Record<Bid['state'], number> = {
  accepted: 0,
  pending: 1,
  rejected: 2,
  withdrawn: 3,
};

const byState = (a: Bid, b: Bid) => STATE_ORDER[a.state] - STATE_ORDER[b.state];
const byPrice = (a: Bid, b: Bid) => {
  const difference = BigInt(a.amountMinor) - BigInt(b.amountMinor);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
};
const ratingOf = (bid: Bid) => bayesianRating(bid.seller.rating, bid.seller.reviewCount);

const COMPARE: Record<BidOrder, (a: Bid, b: Bid) => number> = {
  status: byState,
  price: (a, b) => byPrice(a, b) || byState(a, b),
  delivery: (a, b) => a.deliveryDays - b.deliveryDays || byState(a, b),
  // The Bayesian mean: one 5-star review does not outrank forty 4.8s.
  rating: (a, b) => ratingOf(b) - ratingOf(a) || byState(a, b),
};

/** The bids in the order chosen, a new array; ties fall back to accepted, pending, then the rest. */
export function orderBids(bids: readonly Bid[], order: BidOrder): Bid[] {
  return [...bids].sort(COMPARE[order]);
}
