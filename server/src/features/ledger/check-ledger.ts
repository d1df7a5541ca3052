import { CURRENCY_CODES, formatMoney, type CurrencyCode } from '@titletrust/shared';
import type { Database, Tx } from '../../db/client';
import type { WalletProvider } from '../wallets';
import {
  accountProblems,
  contractProblems,
  holdProblems,
  platformAccountProblems,
  transferProblems,
  unbalancedEntries,
} from './ledger-invariants';
import { countsAndTotals, type CurrencyTotals } from './ledger-totals';
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
  /** Per currency, in its minor units: never a sum across currencies. */
  totals: Record<CurrencyCode, CurrencyTotals>;
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
        ...(await platformAccountProblems(q)),
        ...(await contractProblems(q)),
        ...(await transferProblems(q)),
        ...(await paymentProblems(q)),
        ...(await holdProblems(q)),
      ];
      const facts = await countsAndTotals(q);
      for (const currency of CURRENCY_CODES) {
        const { allPostings } = facts.totals[currency];
        if (allPostings !== 0n)
          problems.push({
            invariant: 'ledger_sums_to_zero',
            subject: `ledger ${currency}`,
            detail: `all ${currency} postings sum to ${formatMoney(allPostings, currency)}`,
          });
      }
      // The wallet provider's transfers are the USDC rail: what came in through it, net, is
      // what the outside world's USDC account gave.
      const { wallet } = facts;
      const walletIn = -facts.totals[wallet.currency].external;
      const outside = wallet.deposited - wallet.withdrawn;
      if (walletIn !== outside)
        problems.push({
          invariant: 'external_matches_transfers',
          subject: `account external:${wallet.currency}`,
          detail: `${formatMoney(walletIn, wallet.currency)} went in from outside; wallet deposits less completed withdrawals are ${formatMoney(outside, wallet.currency)}`,
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
