// The ledger entry file: all that code outside features/ledger/ may import from it.
export { checkLedger, type LedgerReport } from './check-ledger';
export {
  available,
  escrow,
  ESCROW_HELD_STATES,
  EXTERNAL,
  PLATFORM_ACCOUNT_IDS,
  PLATFORM_FEES,
  withdrawalHold,
} from './ledger-accounts';
export { LEDGER_INVARIANTS, type LedgerInvariant } from './ledger-problem';
export { type MovementCount, tallyMoneyMovements } from './movement-tally';
export { nairaThroughProvider } from './naira-through-provider';
export { openEscrowAccount } from './open-escrow-account';
export { postEntry } from './post-entry';
