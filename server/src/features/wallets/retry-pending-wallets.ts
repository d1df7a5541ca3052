import { and, eq, lt, sql } from 'drizzle-orm';
import { userWallets } from '../../db/schema';
import { enqueueWalletCreation, type WalletDeps } from './ensure-custodial-wallet';

/**
 * The safety net behind the retry job: a wallet still PENDING after its job gave up (or whose
 * job was lost) is put back in the queue. The singleton key keeps one job per account.
 */
export async function retryPendingWallets(
  deps: Pick<WalletDeps, 'db' | 'jobs' | 'retryDelaySeconds'>,
): Promise<number> {
  const { db } = deps;
  const stale = await db
    .select({ userId: userWallets.userId })
    .from(userWallets)
    .where(
      and(
        eq(userWallets.walletState, 'PENDING'),
        lt(userWallets.updatedAt, sql`now() - interval '10 minutes'`),
      ),
    );
  for (const { userId } of stale) await enqueueWalletCreation(deps, userId);
  return stale.length;
}
