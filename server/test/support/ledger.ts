import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database, Tx } from '../../src/db/client';
import { walletTransfers } from '../../src/db/schema';
import { checkLedger, type LedgerReport } from '../../src/features/ledger';
import { processWithdrawal } from '../../src/features/money';
import { recordPaidTopUp } from '../../src/features/payments';
import {
  createLocalWalletProvider,
  WalletProviderError,
  type WalletProvider,
} from '../../src/features/wallets';

/**
 * Every invariant of `npm run ledger:check` holds, reconciled with the provider when one is given
 * (deposits not yet credited count at once: tests check at rest). Fails listing each difference.
 */
export async function expectSoundLedger(
  db: Database,
  provider?: WalletProvider,
): Promise<LedgerReport> {
  const report = await checkLedger(db, { provider, uncreditedGraceMs: 0 });
  expect(report.problems, 'ledger differences').toEqual([]);
  return report;
}

/** Naira paid in, as a paid top-up checkout and its deposit entry (no checkout page involved). */
export function creditNaira(db: Database | Tx, userId: string, minor: bigint): Promise<void> {
  return db.transaction((tx) =>
    recordPaidTopUp(tx, {
      userId,
      amountMinor: minor,
      key: randomBytes(12).toString('hex'),
      memo: 'Naira paid in (test)',
    }),
  );
}

/**
 * Drives every pending withdrawal to the provider's verdict (as the payout job would, without
 * waiting on its back-off), until none is pending. The provider decides the outcome.
 */
export async function settlePendingWithdrawals(
  db: Database,
  provider: WalletProvider,
  userId?: string,
): Promise<void> {
  for (let round = 0; round < 20; round++) {
    const pending = await db
      .select({ id: walletTransfers.id })
      .from(walletTransfers)
      .where(
        and(
          eq(walletTransfers.direction, 'withdrawal'),
          eq(walletTransfers.state, 'pending'),
          userId ? eq(walletTransfers.userId, userId) : undefined,
        ),
      );
    if (pending.length === 0) return;
    for (const { id } of pending) await processWithdrawal({ db, provider }, id);
  }
  throw new Error('withdrawals are still pending after 20 rounds');
}

/** The journal entries of each kind that moved a contract's money. */
export async function entryCountsByContract(
  db: Database,
): Promise<Map<string, Record<string, number>>> {
  const { rows } = await db.execute<{ contract_id: string; kind: string; n: number }>(sql`
    SELECT contract_id, kind, count(*)::int AS n FROM journal_entries
    WHERE contract_id IS NOT NULL GROUP BY contract_id, kind`);
  const counts = new Map<string, Record<string, number>>();
  for (const row of rows)
    counts.set(row.contract_id, { ...counts.get(row.contract_id), [row.kind]: row.n });
  return counts;
}

/** The milestone (its position, 1 for a contract of one) each of these journal entries moved. */
export async function milestonePositions(
  db: Database,
  entryIds: readonly string[],
): Promise<Map<string, number>> {
  const { rows } = await db.execute<{ id: string; position: number }>(sql`
    SELECT e.id, m.position FROM journal_entries e
    JOIN contract_milestones m ON m.id = e.milestone_id
    WHERE e.id = ANY(${sql.param([...entryIds])}::uuid[])`);
  return new Map(rows.map((row) => [row.id, row.position]));
}

/** Milestones funded more than once, or paid out more than once: none, in sound books. */
export async function movedTwice(db: Database): Promise<string[]> {
  const { rows } = await db.execute<{ milestone_id: string; what: string; n: number }>(sql`
    SELECT milestone_id,
           CASE WHEN kind = 'fund_escrow' THEN 'funded' ELSE 'paid out' END AS what,
           count(*)::int AS n
    FROM journal_entries
    WHERE milestone_id IS NOT NULL AND kind IN ('fund_escrow', 'release', 'refund', 'split')
    GROUP BY 1, 2 HAVING count(*) > 1`);
  return rows.map((row) => `milestone ${row.milestone_id} ${row.what} ${row.n} times`);
}

/**
 * Wallet providers for settling payouts on the test's terms, over the same local custodian
 * tables as the app's: `instant` settles a payout on the first look (the app's waits two
 * seconds); `refusing` refuses every new payout outright, so it fails and the money returns.
 */
export function testProviders(db: Database | Tx) {
  const instant = createLocalWalletProvider(db, randomBytes(32), { settleAfterMs: 0 });
  const refusing: WalletProvider = {
    ...instant,
    createTransfer: () =>
      Promise.reject(
        new WalletProviderError('Destination refused by the test', { permanent: true }),
      ),
  };
  return { instant, refusing };
}
