// What the rest of the app may use of bids: everything else is the feature's own.
export { GigBidsSection } from './compare/GigBidsSection';
export { SellerBidPanel } from './SellerBidPanel';
export { bidsPages } from './pages';
