import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Env } from './config/env';
import type { Database } from './db/client';
import type { PlatformServices } from './http/route-deps';
import { createAuth, type Auth } from './features/accounts';
import { deliverEmail } from './platform/mail/deliver-email';
import { createMailTransport } from './platform/mail/mail-transport';
import type { DeliverEmailJob } from './platform/mail/queue-email';
import {
  ensureCustodialWallet,
  type CreateWalletJob,
  createWalletProvider,
  type WalletProvider,
  retryPendingWallets,
} from './features/wallets';
import { expireGigs } from './features/gigs';
import { startMoneyJobs } from './features/money';
import { startContractsJobs } from './features/contracts';
import { startNotificationsJobs } from './features/notifications';
import { QUEUES, startJobQueue } from './platform/jobs';
import { startPurgeJobs } from './platform/purge-jobs';
import { resolveCustodyKey } from './platform/server-secrets';
import { createKycProvider, type KycProvider } from './features/verification';
import { emailUnreadMessages, startMessageHub, type MessageHub } from './features/messages';
import { runReviewWindows } from './features/reviews';
import { removeUnattachedFiles } from './features/files';
import { createLocalFileStorage } from './platform/storage/file-storage';
import { createFileLinks } from './platform/storage/signed-links';
import {
  createVideoProvider,
  type VideoProvider,
  endOverdueConversations,
} from './features/assistant';

/** The long-lived collaborators use cases need, built once per process. */
export interface Services extends PlatformServices {
  auth: Auth;
  walletProvider: WalletProvider;
  /** The automatic identity check, or null for manual review only (no provider configured). */
  kyc: KycProvider | null;
  /** This instance's end of the live message fan-out (LISTEN/NOTIFY). */
  messageHub: MessageHub;
  /** The assistant's video provider (Tavus), or null for the text assistant only. */
  videoProvider: VideoProvider | null;
  stop(): Promise<void>;
}

interface ServiceDeps {
  env: Env;
  db: Database;
  pool: pg.Pool;
  secret: string;
  logger: FastifyBaseLogger | false;
}

export async function startServices({
  env,
  db,
  pool,
  secret,
  logger,
}: ServiceDeps): Promise<Services> {
  const jobs = await startJobQueue(pool, logger);
  const storage = createLocalFileStorage(path.join(env.DATA_DIR, 'storage'));
  const transport = createMailTransport(env);
  const walletProvider = createWalletProvider(env, db, await resolveCustodyKey(env));
  const walletDeps = {
    db,
    provider: walletProvider,
    jobs,
    retryDelaySeconds: env.WALLET_RETRY_DELAY_SECONDS,
  };

  await jobs.work<DeliverEmailJob>(
    QUEUES.deliverEmail.name,
    { pollingIntervalSeconds: 1 },
    async ([job]) => {
      if (job) await deliverEmail(db, transport, job.data.messageId);
    },
  );
  await jobs.work<CreateWalletJob>(
    QUEUES.createWallet.name,
    { pollingIntervalSeconds: 1 },
    async ([job]) => {
      if (!job) return;
      const wallet = await ensureCustodialWallet(walletDeps, job.data.userId, {
        retriedByQueue: true,
      });
      // Still pending: fail the job so the queue retries this same job with back-off.
      if (wallet.walletState === 'PENDING')
        throw new Error(wallet.lastError ?? 'wallet still pending');
    },
  );
  await startPurgeJobs({ db, jobs });
  await jobs.schedule(QUEUES.retryPendingWallets.name, '*/15 * * * *');
  await jobs.work(QUEUES.retryPendingWallets.name, async () => {
    await retryPendingWallets(walletDeps);
  });
  await jobs.send(QUEUES.retryPendingWallets.name, {}, QUEUES.retryPendingWallets.options);
  await jobs.schedule(QUEUES.expireGigs.name, '* * * * *');
  await jobs.work(QUEUES.expireGigs.name, async () => {
    await expireGigs(db);
  });
  await jobs.schedule(QUEUES.removeUnattachedFiles.name, '41 * * * *');
  await jobs.work(QUEUES.removeUnattachedFiles.name, async () => {
    await removeUnattachedFiles({ db, storage });
  });
  await startMoneyJobs({ db, jobs, provider: walletProvider });
  await startContractsJobs({ db, jobs });
  await startNotificationsJobs({ env, db, jobs });
  await jobs.schedule(QUEUES.emailUnreadMessages.name, '* * * * *');
  await jobs.work(QUEUES.emailUnreadMessages.name, async () => {
    await emailUnreadMessages(db, jobs, env.PUBLIC_URL);
  });
  await jobs.schedule(QUEUES.reviewWindows.name, '* * * * *');
  await jobs.work(QUEUES.reviewWindows.name, async () => {
    await runReviewWindows(db);
  });
  const videoProvider = createVideoProvider(env, logger);
  await jobs.schedule(QUEUES.endOverdueConversations.name, '* * * * *');
  await jobs.work(QUEUES.endOverdueConversations.name, async () => {
    await endOverdueConversations({ db, provider: videoProvider, logger });
  });
  const messageHub = await startMessageHub(pool.options, logger);

  const auth = createAuth({
    env,
    db,
    jobs,
    secret,
    // Every new account, however it signed up, gets its custodial wallet. A provider failure
    // leaves it pending (the job retries), so a sign-up never fails for want of a wallet.
    onAccountCreated: async (userId) => {
      await ensureCustodialWallet(walletDeps, userId).catch((error: unknown) => {
        if (logger) logger.error({ err: error, userId }, 'custodial wallet creation failed');
      });
    },
  });
  return {
    auth,
    jobs,
    walletProvider,
    storage,
    fileLinks: createFileLinks(secret),
    documentLinks: createFileLinks(secret, (id) => `/api/documents/${id}/file`),
    kyc: createKycProvider(env, logger),
    messageHub,
    videoProvider,
    stop: async () => {
      await messageHub.stop();
      await jobs.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
