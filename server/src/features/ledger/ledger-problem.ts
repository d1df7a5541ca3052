/** What `npm run ledger:check` proves, in the order it reports them. */
export const LEDGER_INVARIANTS = {
  entry_balanced: 'every journal entry has at least two postings summing to zero',
  balance_matches_postings: "every account's balance equals the sum of its postings",
  not_negative: 'no balance is negative',
  escrow_matches_contract: "every escrow holds what its contract's state says",
  contract_entries: 'each contract was funded and paid out exactly as often as its state says',
  ledger_sums_to_zero: 'all postings together sum to zero',
  external_matches_transfers: 'money outside equals deposits less completed withdrawals',
  transfer_entries: 'every wallet transfer has exactly the journal entries its state calls for',
  payment_entries:
    'every naira checkout and payout has exactly the journal entries its state calls for, and naira outside equals what they moved',
  withdrawal_hold_matches: "each user's withdrawal hold equals their pending withdrawals",
  provider_reconciliation: "deposits and withdrawals agree with the wallet provider's records",
} as const;
export type LedgerInvariant = keyof typeof LEDGER_INVARIANTS;

export interface LedgerProblem {
  invariant: LedgerInvariant;
  /** What is wrong: an entry, account, contract or transfer id. */
  subject: string;
  detail: string;
}
