// What the rest of the app may use of payments: everything else is the feature's own.
export { AddNairaCard } from './AddNairaCard';
export { BankAccountApprovalsSection } from './BankAccountApprovalsSection';
export { paymentsPages } from './pages';
