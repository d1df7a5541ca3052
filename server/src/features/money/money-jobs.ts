import type { Database } from '../../db/client';
import { QUEUES, type JobQueue } from '../../platform/jobs';
import type { WalletProvider } from '../wallets';
import { processWithdrawal } from './process-withdrawal';
import { syncWalletTransfers } from './sync-wallet-transfers';

export interface ProcessWithdrawalJob {
  transferId: string;
}

/**
 * The background work money needs, all on pg-boss in our database (so it survives restarts and
 * runs once across instances): payouts handed to the provider and settled, and the every-minute
 * safety net for transfers the provider knows (deposits, payouts left pending).
 */
export async function startMoneyJobs(deps: {
  db: Database;
  jobs: JobQueue;
  provider: WalletProvider;
}) {
  const { db, jobs, provider } = deps;
  await jobs.work<ProcessWithdrawalJob>(
    QUEUES.processWithdrawal.name,
    { pollingIntervalSeconds: 1 },
    async ([job]) => {
      if (!job) return;
      const outcome = await processWithdrawal({ db, provider }, job.data.transferId);
      // Not settled yet: fail the attempt so the queue asks again with back-off.
      if (outcome === 'pending') throw new Error('the payout is still pending at the provider');
    },
  );
  await jobs.schedule(QUEUES.syncWalletTransfers.name, '* * * * *');
  await jobs.work(QUEUES.syncWalletTransfers.name, async () => {
    await syncWalletTransfers({ db, provider });
  });
}
