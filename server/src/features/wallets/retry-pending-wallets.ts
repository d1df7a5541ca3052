import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { users, userWallets } from '../../db/schema';
import { enqueueWalletCreation, type WalletDeps } from './ensure-custodial-wallet';

/**
 * The safety net behind the retry job: a wallet still PENDING after its job gave up (or whose
 * job was lost), or an account with no wallet at all (created before wallets existed), is put
 * (back) in the queue. The singleton key keeps one job per account. Runs at start-up and every
 * 15 minutes.
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
  const without = await db
    .select({ userId: users.id })
    .from(users)
    .leftJoin(userWallets, eq(userWallets.userId, users.id))
    .where(isNull(userWallets.id));
  const due = [...stale, ...without];
  for (const { userId } of due) await enqueueWalletCreation(deps, userId);
  return due.length;
}
