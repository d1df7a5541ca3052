import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { QUEUES, type JobQueue } from '../../platform/jobs';
import { checkProviderBalance } from './check-provider-balance';
import type { FundEscrow } from './confirm-checkout';
import { processPayout } from './process-payout';
import type { PaymentsProvider } from './providers/payments-provider';
import { sweepPayments } from './sweep-payments';

export interface ProcessPayoutJob {
  payoutId: string;
  /** How many times a pending transfer was asked about; past the limit the sweeper takes over. */
  checks?: number;
  /** How many times a paid transfer was asked about for a reversal. */
  watches?: number;
}

/** A pending transfer is asked about again this long after (the local bank settles in 3 s). */
export const PAYOUT_RECHECK_SECONDS = 3;
const PAYOUT_CHECKS_MAX = 40;
/** A paid transfer is watched for a reversal this many times, then reversals come by the sweeper no more. */
const REVERSAL_WATCHES_MAX = 3;

/** Hands a payout to the payouts job, now or after a delay. */
export function enqueuePayout(jobs: JobQueue, data: ProcessPayoutJob, startAfterSeconds = 0) {
  return jobs
    .send(QUEUES.processPayout.name, data, {
      ...QUEUES.processPayout.options,
      ...(startAfterSeconds > 0 ? { startAfter: startAfterSeconds } : {}),
    })
    .then(() => undefined);
}

/**
 * Payouts and the sweeper, on pg-boss: a requested payout is sent at once; a transfer still
 * pending is asked about again after PAYOUT_RECHECK_SECONDS (a delayed job, never a wait in the
 * worker); a paid one once more when the provider may still reverse it. Every minute the sweeper
 * processes webhook events left waiting, confirms checkouts nobody came back from and
 * re-enqueues payouts left behind (sweep-payments.ts). Every day Paystack's balance is compared
 * with the ledger's (check-provider-balance.ts; nothing happens with another provider).
 */
export async function startPaymentsJobs(deps: {
  db: Database;
  jobs: JobQueue;
  provider: PaymentsProvider;
  fundEscrow: FundEscrow;
  logger?: FastifyBaseLogger | false;
}) {
  const { db, jobs, provider, fundEscrow, logger } = deps;
  await jobs.work<ProcessPayoutJob>(
    QUEUES.processPayout.name,
    { pollingIntervalSeconds: 1 },
    async ([job]) => {
      if (!job) return;
      const { payoutId, checks = 0, watches = 0 } = job.data;
      const step = await processPayout({ db, provider }, payoutId);
      if (step === 'pending' && checks < PAYOUT_CHECKS_MAX)
        await enqueuePayout(jobs, { payoutId, checks: checks + 1 }, PAYOUT_RECHECK_SECONDS);
      if (
        step === 'watch_reversal' &&
        provider.reversalCheckAfterSeconds !== null &&
        watches < REVERSAL_WATCHES_MAX
      )
        await enqueuePayout(
          jobs,
          { payoutId, checks, watches: watches + 1 },
          provider.reversalCheckAfterSeconds,
        );
    },
  );
  await jobs.schedule(QUEUES.sweepPayments.name, '* * * * *');
  await jobs.work(QUEUES.sweepPayments.name, async () => {
    const report = await sweepPayments({ db, provider, fundEscrow }, (payoutId) =>
      enqueuePayout(jobs, { payoutId }),
    );
    if (logger && Object.values(report).some((count) => count > 0))
      logger.info(report, 'payments swept');
    if (logger && report.payoutsAwaitingOtp > 0)
      logger.warn(
        { payouts: report.payoutsAwaitingOtp },
        'transfers wait for an OTP: an administrator finalises them on the payments admin page',
      );
  });
  // 05:00 UTC, 06:00 in Lagos: before the working day, after the night's settlements.
  await jobs.schedule(QUEUES.checkProviderBalance.name, '0 5 * * *');
  await jobs.work(QUEUES.checkProviderBalance.name, async () => {
    const check = await checkProviderBalance({ db, provider });
    if (logger && check)
      logger.info(
        { ledgerMinor: String(check.ledgerMinor), providerMinor: String(check.providerMinor) },
        'provider balance checked',
      );
  });
}
