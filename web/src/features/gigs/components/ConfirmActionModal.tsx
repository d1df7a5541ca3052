// The dialog moved to lib/ (it serves every feature); this path stays until the features other
// engineers are editing (gigs, bids, admin, earnings) import it from there.
export { ConfirmActionModal } from '../../../lib/ConfirmActionModal';
