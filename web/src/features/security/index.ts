// What the rest of the app may use of security: everything else is the feature's own.
export { PayoutHoldsAlert } from './PayoutHoldsAlert';
export { securityPages } from './pages';
