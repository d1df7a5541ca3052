/** What `npm run ledger:check` proves, in the order it reports them. */
export const LEDGER_INVARIANTS = {
  entry_balanced: 'every journal entry has at least two postings summing to zero in each currency',
  posting_in_account_currency: "every posting is in its account's currency",
  balance_matches_postings: "every account's balance equals the sum of its postings",
  not_negative: 'no balance is negative',
  platform_accounts: 'each currency has its platform fees and outside-world accounts, by fixed id',
  escrow_matches_contract: "every escrow holds what its contract's state says, in its currency",
  contract_entries:
    'each contract was funded and paid out exactly as often as its state says, in its own currency',
  ledger_sums_to_zero: 'all postings together sum to zero in each currency',
  external_matches_transfers:
    'USDC outside equals wallet deposits less completed withdrawals; no currency outside is owed',
  transfer_entries:
    'every USDC wallet transfer has exactly the journal entries its state calls for',
  payment_entries:
    'every naira checkout and payout has exactly the journal entries its state calls for, and naira outside equals what they moved',
  withdrawal_hold_matches:
    "each user's withdrawal hold, in each currency, equals their pending withdrawals and payouts",
  provider_reconciliation: "USDC deposits and withdrawals agree with the wallet provider's records",
} as const;
export type LedgerInvariant = keyof typeof LEDGER_INVARIANTS;

export interface LedgerProblem {
  invariant: LedgerInvariant;
  /** What is wrong: an entry, account, contract or transfer id. */
  subject: string;
  detail: string;
}
