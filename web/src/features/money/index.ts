// What the rest of the app may use of money: everything else is the feature's own.
export { earningsQuery } from './earnings/useEarnings';
export { fundingPath } from './funding/fundingLink';
export { moneyPages } from './pages';
