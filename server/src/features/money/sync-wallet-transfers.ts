import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { walletTransfers } from '../../db/schema';
import type { WalletProvider } from '../wallets';
import { creditInboundTransfer } from './credit-inbound-transfer';
import { processWithdrawal } from './process-withdrawal';

/** How far back the poll looks for deposits: a safety net under the webhook, not the main path. */
const DEPOSIT_LOOKBACK_MS = 24 * 3600 * 1000;

/**
 * The safety net, run every minute: credits any deposit the provider knows and we do not (a lost
 * webhook, a crash between the faucet and its credit), and moves on every payout left pending.
 */
export async function syncWalletTransfers(deps: { db: Database; provider: WalletProvider }) {
  const { db, provider } = deps;
  const inbound = await provider.listInboundTransfers({
    since: new Date(Date.now() - DEPOSIT_LOOKBACK_MS),
  });
  let credited = 0;
  for (const transfer of inbound) {
    if (await creditInboundTransfer(db, provider, transfer)) credited++;
  }

  const pending = await db
    .select({ id: walletTransfers.id })
    .from(walletTransfers)
    .where(
      and(
        eq(walletTransfers.direction, 'withdrawal'),
        eq(walletTransfers.state, 'pending'),
        lt(walletTransfers.updatedAt, sql`now() - interval '30 seconds'`),
      ),
    )
    .limit(200);
  const settled = { complete: 0, failed: 0, pending: 0, errors: 0 };
  for (const { id } of pending) {
    try {
      settled[await processWithdrawal(deps, id)]++;
    } catch {
      settled.errors++;
    }
  }
  return { credited, ...settled };
}
