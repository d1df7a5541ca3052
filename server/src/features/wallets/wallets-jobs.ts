import { QUEUES } from '../../platform/jobs';
import {
  ensureCustodialWallet,
  type CreateWalletJob,
  type WalletDeps,
} from './ensure-custodial-wallet';
import { retryPendingWallets } from './retry-pending-wallets';

/**
 * A wallet the provider could not create at sign-up is retried by its own job with back-off,
 * and a sweep every 15 minutes (and once at start) re-enqueues any left pending.
 */
export async function startWalletsJobs(deps: WalletDeps) {
  const { jobs } = deps;
  await jobs.work<CreateWalletJob>(
    QUEUES.createWallet.name,
    { pollingIntervalSeconds: 1 },
    async ([job]) => {
      if (!job) return;
      const wallet = await ensureCustodialWallet(deps, job.data.userId, { retriedByQueue: true });
      // Still pending: fail the job so the queue retries this same job with back-off.
      if (wallet.walletState === 'PENDING')
        throw new Error(wallet.lastError ?? 'wallet still pending');
    },
  );
  await jobs.schedule(QUEUES.retryPendingWallets.name, '*/15 * * * *');
  await jobs.work(QUEUES.retryPendingWallets.name, async () => {
    await retryPendingWallets(deps);
  });
  await jobs.send(QUEUES.retryPendingWallets.name, {}, QUEUES.retryPendingWallets.options);
}
