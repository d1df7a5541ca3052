import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import { purgeExpiredIdempotencyKeys } from '../../platform/idempotency';
import { QUEUES, type JobQueue } from '../../platform/jobs';
import { releaseDueContracts } from '../contracts/release-due-contracts';
import { emailPendingNotifications } from '../notifications/email-notifications';
import type { WalletProvider } from '../wallets/providers/wallet-provider';
import { processWithdrawal } from './process-withdrawal';
import { syncWalletTransfers } from './sync-wallet-transfers';

export interface ProcessWithdrawalJob {
  transferId: string;
}

/**
 * The background work money needs, all on pg-boss in our database (so it survives restarts and
 * runs once across instances): payouts handed to the provider and settled, the every-minute
 * safety nets (deposits the provider knows, payouts left pending, deliveries whose release time
 * came, e-mails of notifications), and purging old idempotency keys.
 */
export async function startMoneyJobs(deps: {
  env: Pick<Env, 'PUBLIC_URL'>;
  db: Database;
  jobs: JobQueue;
  provider: WalletProvider;
}) {
  const { env, db, jobs, provider } = deps;
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
  await jobs.schedule(QUEUES.releaseDueContracts.name, '* * * * *');
  await jobs.work(QUEUES.releaseDueContracts.name, async () => {
    await releaseDueContracts(db);
  });
  await jobs.schedule(QUEUES.emailNotifications.name, '* * * * *');
  await jobs.work(QUEUES.emailNotifications.name, async () => {
    await emailPendingNotifications(db, jobs, env.PUBLIC_URL);
  });
  await jobs.schedule(QUEUES.purgeIdempotencyKeys.name, '23 * * * *');
  await jobs.work(QUEUES.purgeIdempotencyKeys.name, async () => {
    await purgeExpiredIdempotencyKeys(db);
  });
}
