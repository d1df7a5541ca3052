import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

/** Every background job the platform runs, with its retry policy. */
export const QUEUES = {
  deliverEmail: {
    name: 'email.deliver',
    // Back-off from 15 s doubling: roughly four hours of attempts before giving up.
    options: { retryLimit: 10, retryDelay: 15, retryBackoff: true, expireInSeconds: 120 },
  },
  purgeRateLimits: { name: 'rate-limits.purge', options: { retryLimit: 2 } },
  createWallet: {
    name: 'wallet.create',
    // 30 s doubling over 12 tries (about a day); the sweeper below re-enqueues after that.
    // 'stately': at most one job per singleton key in each of created, retry and active, so
    // however many triggers fire, an account has one creation in flight (the default 'standard'
    // policy ignores singletonKey). Older databases are switched by migration 0007.
    options: {
      policy: 'stately',
      retryLimit: 12,
      retryDelay: 30,
      retryBackoff: true,
      expireInSeconds: 180,
    },
  },
  retryPendingWallets: { name: 'wallets.retry-pending', options: { retryLimit: 2 } },
  expireGigs: { name: 'gigs.expire', options: { retryLimit: 2 } },
  removeUnattachedFiles: { name: 'files.remove-unattached', options: { retryLimit: 2 } },
  processWithdrawal: {
    name: 'withdrawals.process',
    // 2 s doubling: a local payout settles on the second try, Circle's within the hour; the
    // sweeper below picks up anything left after that.
    options: { retryLimit: 12, retryDelay: 2, retryBackoff: true, expireInSeconds: 120 },
  },
  syncWalletTransfers: { name: 'wallet-transfers.sync', options: { retryLimit: 1 } },
  processPayout: {
    name: 'payouts.process',
    // A pending transfer is asked about again by a delayed job of its own (payments-jobs.ts);
    // these retries are for a provider that did not answer.
    options: { retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 },
  },
  sweepPayments: { name: 'payments.sweep', options: { retryLimit: 1 } },
  // A failed check waits for the next day's: the figures are only compared, nothing moves.
  checkProviderBalance: { name: 'payments.check-provider-balance', options: { retryLimit: 2 } },
  releaseDueContracts: { name: 'contracts.release-due', options: { retryLimit: 2 } },
  emailNotifications: { name: 'notifications.email', options: { retryLimit: 2 } },
  purgeIdempotencyKeys: { name: 'idempotency-keys.purge', options: { retryLimit: 2 } },
  emailUnreadMessages: { name: 'messages.email-unread', options: { retryLimit: 2 } },
  endOverdueConversations: {
    name: 'assistant.end-overdue-conversations',
    options: { retryLimit: 2 },
  },
  reviewWindows: { name: 'reviews.windows', options: { retryLimit: 2 } },
  // A failed fetch is logged and waits for the next day's run: the last stored rate stands.
  fetchExchangeRate: { name: 'rates.fetch', options: { retryLimit: 0, expireInSeconds: 120 } },
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES]['name'];

export type JobQueue = Pick<PgBoss, 'send' | 'work' | 'schedule' | 'stop'>;

const FROM_JOB_QUEUE = Symbol('job queue statement');

/** Whether a rejection came from a statement pg-boss ran (marked by our executeSql below). */
export const isJobQueueFailure = (reason: unknown) =>
  typeof reason === 'object' && reason !== null && FROM_JOB_QUEUE in reason;

let rejectionsWatched = false;

/**
 * pg-boss 10 records a job's completion or failure without awaiting it (manager.js calls
 * `this.complete()` and `this.fail()` bare), so a database error at that moment — a pool
 * timeout on a starved machine — is an unhandled rejection, which ends a Node process. Ours
 * are logged instead: the job is expired and retried by pg-boss's supervisor. Every other
 * unhandled rejection still ends the process, as Node would.
 */
function survivePgBossRejections(logger: FastifyBaseLogger | false) {
  if (rejectionsWatched) return;
  rejectionsWatched = true;
  process.on('unhandledRejection', (reason) => {
    if (!isJobQueueFailure(reason)) throw reason;
    if (logger) logger.error({ err: reason }, 'job queue could not record a job outcome');
  });
}

/**
 * pg-boss on our own database and connection pool: jobs are rows in the same PostgreSQL, so
 * a second app instance needs nothing new and a job enqueued in a transaction commits with it.
 */
export async function startJobQueue(
  pool: pg.Pool,
  logger: FastifyBaseLogger | false,
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: {
      executeSql: (text, values) =>
        pool.query(text, values).catch((error: unknown) => {
          if (typeof error === 'object' && error !== null)
            Object.defineProperty(error, FROM_JOB_QUEUE, { value: true });
          throw error;
        }),
    },
    schema: 'pgboss',
    supervise: true,
    schedule: true,
    migrate: true,
  });
  survivePgBossRejections(logger);
  boss.on('error', (error) => {
    if (logger) logger.error({ err: error }, 'job queue error');
  });
  await boss.start();
  for (const queue of Object.values(QUEUES)) {
    await boss.createQueue(queue.name, { name: queue.name, ...queue.options });
  }
  return boss;
}
