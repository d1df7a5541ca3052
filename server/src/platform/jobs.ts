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
  releaseDueContracts: { name: 'contracts.release-due', options: { retryLimit: 2 } },
  emailNotifications: { name: 'notifications.email', options: { retryLimit: 2 } },
  purgeIdempotencyKeys: { name: 'idempotency-keys.purge', options: { retryLimit: 2 } },
  emailUnreadMessages: { name: 'messages.email-unread', options: { retryLimit: 2 } },
  endOverdueConversations: {
    name: 'assistant.end-overdue-conversations',
    options: { retryLimit: 2 },
  },
  reviewWindows: { name: 'reviews.windows', options: { retryLimit: 2 } },
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES]['name'];

export type JobQueue = Pick<PgBoss, 'send' | 'work' | 'schedule' | 'stop'>;

/**
 * pg-boss on our own database and connection pool: jobs are rows in the same PostgreSQL, so
 * a second app instance needs nothing new and a job enqueued in a transaction commits with it.
 */
export async function startJobQueue(
  pool: pg.Pool,
  logger: FastifyBaseLogger | false,
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: 'pgboss',
    supervise: true,
    schedule: true,
    migrate: true,
  });
  boss.on('error', (error) => {
    if (logger) logger.error({ err: error }, 'job queue error');
  });
  await boss.start();
  for (const queue of Object.values(QUEUES)) {
    await boss.createQueue(queue.name, { name: queue.name, ...queue.options });
  }
  return boss;
}
