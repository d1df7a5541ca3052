// What the rest of the app may use of contracts: everything else is the feature's own.
export { PARTY_NAMES } from './contractLabels';
export { applyContractMove, isStateChanged } from './contractMoves';
export { ContractNotice } from './ContractNotice';
export { latestFirst } from './contractView';
export { DeliveryRevision } from './DeliveryRevision';
export { DisputeStatement } from './DisputeStatement';
export { useMyContracts } from './useMyContracts';
export { contractsPages } from './pages';
