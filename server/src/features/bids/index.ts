// The bids entry file: all that code outside features/bids/ may import from it.
export { selectBids, toBid } from './bid.repository';
export { bidsRoutes } from './bids.routes';
export { acceptBid, rejectPendingBids } from './decide-bid';
export { placeBid } from './place-bid';
