import { CUSTODIAL_WALLET_MESSAGES } from '@titletrust/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles, userActivities, userWallets, users } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { QUEUES, type JobQueue } from '../../platform/jobs';
import { walletReadyEmail } from '../../platform/mail/email-templates';
import { queueEmail } from '../../platform/mail/queue-email';
import type { ProviderWallet, WalletProvider } from './providers/wallet-provider';

export interface WalletDeps {
  db: Database;
  provider: WalletProvider;
  jobs: JobQueue;
  /** First retry delay of the creation job; it doubles on each further try. */
  retryDelaySeconds: number;
}

export type UserWallet = typeof userWallets.$inferSelect;

export interface CreateWalletJob {
  userId: string;
}

/** The account's wallet row, created PENDING with a fresh idempotency key if it has none. */
async function claimWalletRow({ db, provider }: WalletDeps, userId: string): Promise<UserWallet> {
  const [inserted] = await db
    .insert(userWallets)
    .values({ userId, provider: provider.name, blockchain: provider.blockchain })
    .onConflictDoNothing({ target: userWallets.userId })
    .returning();
  if (inserted) return inserted;
  const [existing] = await db.select().from(userWallets).where(eq(userWallets.userId, userId));
  return existing!;
}

/**
 * Records a failed attempt on the PENDING row and marks the profile's wallet PENDING too (until a
 * wallet id is saved). Enqueues nothing: retrying is the caller's decision (see
 * ensureCustodialWallet), so a failing job run cannot add jobs of its own.
 */
async function recordPendingFailure(deps: WalletDeps, row: UserWallet, message: string) {
  await deps.db.transaction(async (tx) => {
    await tx
      .update(userWallets)
      .set({
        creationAttempts: sql`${userWallets.creationAttempts} + 1`,
        lastError: message.slice(0, 500),
        updatedAt: new Date(),
      })
      .where(eq(userWallets.id, row.id));
    await tx
      .update(profiles)
      .set({ circleWalletStatus: 'PENDING', updatedAt: new Date() })
      .where(and(eq(profiles.id, row.userId), isNull(profiles.circleWalletId)));
    if (row.creationAttempts === 0) {
      await tx.insert(userActivities).values({
        userId: row.userId,
        activityType: 'wallet_creation_pending',
        description: CUSTODIAL_WALLET_MESSAGES.pending,
        metadata: { wallet_id: null, wallet_address: null, error: message.slice(0, 200) },
      });
    }
  });
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function enqueueWalletCreation(
  deps: Pick<WalletDeps, 'jobs' | 'retryDelaySeconds'>,
  userId: string,
) {
  await deps.jobs.send(QUEUES.createWallet.name, { userId } satisfies CreateWalletJob, {
    ...QUEUES.createWallet.options,
    retryDelay: deps.retryDelaySeconds,
    // One creation job per account at a time, however many triggers fire.
    singletonKey: `wallet-create:${userId}`,
  });
}

/**
 * Records the provider's wallet on the row that was PENDING, with the profile's circle_wallet_*
 * fields and a wallet_created activity, in one transaction. Only one of several racing calls can
 * move the row out of PENDING, so the activity is written once.
 */
async function saveCreatedWallet(
  deps: WalletDeps,
  row: UserWallet,
  wallet: ProviderWallet,
): Promise<UserWallet> {
  const state = wallet.state === 'FROZEN' ? 'FROZEN' : 'LIVE';
  const saved = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(userWallets)
      .set({
        circleWalletId: wallet.id,
        walletAddress: wallet.address,
        walletState: state,
        blockchain: wallet.blockchain,
        accountType: wallet.accountType,
        custodyType: wallet.custodyType,
        walletSetId: wallet.walletSetId,
        description: 'TitleTrust custodial wallet',
        lastError: null,
        updatedAt: new Date(),
      })
      .where(and(eq(userWallets.id, row.id), eq(userWallets.walletState, 'PENDING')))
      .returning();
    if (!updated) return undefined;
    await tx
      .update(profiles)
      .set({
        circleWalletId: wallet.id,
        circleWalletAddress: wallet.address,
        circleWalletCreatedAt: updated.updatedAt,
        circleWalletStatus: state,
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, row.userId));
    await tx.insert(userActivities).values({
      userId: row.userId,
      activityType: 'wallet_created',
      description: `Custodial wallet created on ${wallet.blockchain}`,
      metadata: { wallet_id: wallet.id, wallet_address: wallet.address },
    });
    return updated;
  });
  if (!saved) {
    const [current] = await deps.db.select().from(userWallets).where(eq(userWallets.id, row.id));
    return current!;
  }
  if (row.creationAttempts > 0) await tellWalletIsReady(deps, row.userId, wallet.address);
  return saved;
}

async function tellWalletIsReady(deps: WalletDeps, userId: string, address: string) {
  const [account] = await deps.db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  if (account)
    await queueEmail(deps.db, deps.jobs, walletReadyEmail(account.email, account.name, address));
}

/**
 * Gives the account its one custodial wallet (spec §4, PRODUCT.md). The provider call carries the
 * row's idempotency key, so a retry or a race can only ever yield the same wallet. If the
 * provider fails, the wallet stays PENDING (never a made-up address) and a job retries with
 * back-off until it succeeds; if saving fails, the caller hears "Failed to save wallet to
 * database" (so does the wallet page, through last_error) and the job retries too.
 *
 * The creation job itself passes retriedByQueue: pg-boss retries a failed run of that same job,
 * and enqueueing another one from inside it would multiply the jobs while the provider is down.
 */
export async function ensureCustodialWallet(
  deps: WalletDeps,
  userId: string,
  { retriedByQueue = false }: { retriedByQueue?: boolean } = {},
): Promise<UserWallet> {
  const row = await claimWalletRow(deps, userId);
  if (row.walletState !== 'PENDING') return row;
  const retryLater = async (message: string) => {
    await recordPendingFailure(deps, row, message);
    if (!retriedByQueue) await enqueueWalletCreation(deps, userId);
  };
  let wallet: ProviderWallet;
  try {
    wallet = await deps.provider.createWallet({
      idempotencyKey: row.idempotencyKey,
      refId: userId,
    });
  } catch (error) {
    await retryLater(messageOf(error));
    const [pending] = await deps.db.select().from(userWallets).where(eq(userWallets.id, row.id));
    return pending!;
  }
  try {
    return await saveCreatedWallet(deps, row, wallet);
  } catch (error) {
    // The prefix is what GET /api/wallet shows the user (toCustodialWallet); the rest is for us.
    await retryLater(`${CUSTODIAL_WALLET_MESSAGES.saveFailed}: ${messageOf(error)}`).catch(
      () => {},
    );
    throw new AppError('INTERNAL', CUSTODIAL_WALLET_MESSAGES.saveFailed);
  }
}
