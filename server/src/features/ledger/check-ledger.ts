import type { Database, Tx } from '../../db/client';
import type { WalletProvider } from '../wallets';
import {
  accountProblems,
  contractProblems,
  countsAndTotals,
  holdProblems,
  transferProblems,
  unbalancedEntries,
} from './ledger-invariants';
import type { LedgerProblem } from './ledger-problem';
import { paymentProblems } from './payment-invariants';
import { reconcileWithProvider } from './reconcile-with-provider';

export interface LedgerReport {
  problems: LedgerProblem[];
  counted: {
    entries: number;
    postings: number;
    accounts: number;
    contracts: number;
    transfers: number;
    /** Transfers compared with the provider's records (null: no provider given). */
    reconciled: number | null;
    /** Transfers recorded with another provider than the one configured, so not compared. */
    otherProvider: number;
  };
  /** micro-USDC, as the ledger holds them. */
  totals: {
    deposited: bigint;
    withdrawn: bigint;
    available: bigint;
    withdrawalHolds: bigint;
    escrow: bigint;
    fees: bigint;
  };
}

export interface CheckOptions {
  /** Reconcile deposits and withdrawals with this provider's records. */
  provider?: WalletProvider;
  /**
   * A deposit the provider settled this recently may still be on its way into our books (the
   * faucet's credit commits just after the provider answers; the sync job runs every minute), so
   * it is not yet reported as never credited.
   */
  uncreditedGraceMs?: number;
}

/**
 * Proves every invariant of the ledger on one consistent snapshot (a read-only REPEATABLE READ
 * transaction, so movements committing meanwhile cannot make it report a false difference), then
 * reconciles the wallet transfers it saw with the provider's records. Returns every difference
 * found; none means the books are sound. Given a transaction (tests that plant a fault and roll
 * it back), it runs inside it.
 */
export async function checkLedger(
  db: Database | Tx,
  options: CheckOptions = {},
): Promise<LedgerReport> {
  const snapshot = await db.transaction(
    async (q) => {
      const startedAt = new Date();
      const problems = [
        ...(await unbalancedEntries(q)),
        ...(await accountProblems(q)),
        ...(await contractProblems(q)),
        ...(await transferProblems(q)),
        ...(await paymentProblems(q)),
        ...(await holdProblems(q)),
      ];
      const facts = await countsAndTotals(q);
      if (facts.allPostings !== 0n)
        problems.push({
          invariant: 'ledger_sums_to_zero',
          subject: 'ledger',
          detail: `all postings sum to ${facts.allPostings}`,
        });
      const outside = facts.totals.deposited - facts.totals.withdrawn;
      if (-facts.external !== outside)
        problems.push({
          invariant: 'external_matches_transfers',
          subject: 'account external',
          detail: `${-facts.external} went in from outside; deposits less completed withdrawals are ${outside}`,
        });
      const reconciliation = options.provider
        ? await reconcileWithProvider(q, options.provider, {
            notCreditedBefore: new Date(
              startedAt.getTime() - (options.uncreditedGraceMs ?? 300_000),
            ),
          })
        : null;
      return { problems, facts, reconciliation };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const { problems, facts, reconciliation } = snapshot;
  return {
    problems: [...problems, ...(reconciliation?.problems ?? [])],
    counted: {
      ...facts.counted,
      reconciled: reconciliation?.reconciled ?? null,
      otherProvider: reconciliation?.otherProvider ?? 0,
    },
    totals: facts.totals,
  };
}
