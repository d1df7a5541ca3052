import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Env } from './config/env';
import type { Database } from './db/client';
import type { PlatformServices } from './http/route-deps';
import { createAuth, type Auth } from './features/accounts';
import { startMailJobs } from './platform/mail/mail-jobs';
import { createMailTransport } from './platform/mail/mail-transport';
import {
  ensureCustodialWallet,
  createWalletProvider,
  startWalletsJobs,
  type WalletProvider,
} from './features/wallets';
import { startGigsJobs } from './features/gigs';
import { startMoneyJobs } from './features/money';
import { fundContract, startContractsJobs } from './features/contracts';
import {
  createPaymentsProvider,
  startPaymentsJobs,
  type FundEscrow,
  type PaymentsProvider,
} from './features/payments';
import { startNotificationsJobs } from './features/notifications';
import { startJobQueue } from './platform/jobs';
import { startPurgeJobs } from './platform/purge-jobs';
import { createReadiness } from './platform/readiness';
import { resolveCustodyKey } from './platform/server-secrets';
import { createKycProvider, type KycProvider } from './features/verification';
import { startMessageHub, startMessagesJobs, type MessageHub } from './features/messages';
import { startReviewsJobs } from './features/reviews';
import { startFilesJobs } from './features/files';
import { createRateSource, startRatesJobs } from './features/rates';
import { openFileStorage } from './platform/storage/open-file-storage';
import { createFileLinks } from './platform/storage/signed-links';
import { createVideoProvider, startAssistantJobs, type VideoProvider } from './features/assistant';
import {
  alertNewDeviceSignIn,
  createSecurityLinks,
  startWithdrawalWait,
  type SecurityLinks,
} from './features/security';

/** The long-lived collaborators use cases need, built once per process. */
export interface Services extends PlatformServices {
  auth: Auth;
  walletProvider: WalletProvider;
  /** Naira in and out: the local provider by default (decision 057). */
  paymentsProvider: PaymentsProvider;
  /** A paid escrow checkout funds its contract through the contracts feature. */
  fundEscrow: FundEscrow;
  /** The automatic identity check, or null for manual review only (no provider configured). */
  kyc: KycProvider | null;
  /** This instance's end of the live message fan-out (LISTEN/NOTIFY). */
  messageHub: MessageHub;
  /** The assistant's video provider (Tavus), or null for the text assistant only. */
  videoProvider: VideoProvider | null;
  /** Signed links e-mailed to an account's owner, such as "This wasn't me". */
  securityLinks: SecurityLinks;
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
  // First: a bucket that refuses us stops the start before anything else is running.
  const storage = await openFileStorage(env, logger);
  const jobs = await startJobQueue(pool, logger);
  const transport = createMailTransport(env);
  const walletProvider = createWalletProvider(env, db, await resolveCustodyKey(env));
  const walletDeps = {
    db,
    provider: walletProvider,
    jobs,
    retryDelaySeconds: env.WALLET_RETRY_DELAY_SECONDS,
  };

  // Each feature starts the background work its rules need (pg-boss, in our database).
  await startMailJobs({ db, jobs, transport });
  await startPurgeJobs({ db, jobs });
  await startWalletsJobs(walletDeps);
  await startGigsJobs({ db, jobs });
  await startFilesJobs({ db, jobs, storage });
  await startMoneyJobs({ db, jobs, provider: walletProvider });
  await startContractsJobs({ db, jobs });
  const paymentsProvider = createPaymentsProvider(env, db, logger);
  const fundEscrow: FundEscrow = async (tx, userId, contractId) => {
    await fundContract(tx, { id: userId, role: 'buyer' }, contractId);
    return true;
  };
  await startPaymentsJobs({ db, jobs, provider: paymentsProvider, fundEscrow, logger });
  await startNotificationsJobs({ env, db, jobs });
  await startMessagesJobs({ env, db, jobs });
  await startReviewsJobs({ db, jobs });
  await startRatesJobs({
    db,
    jobs,
    source: createRateSource(env),
    logger,
    configuredMinor: env.NGN_PER_USD_RATE,
    demoMode: env.DEMO_MODE,
    fetchAtStart: env.NODE_ENV !== 'test',
  });
  const videoProvider = createVideoProvider(env, logger);
  await startAssistantJobs({ db, jobs, provider: videoProvider, logger });
  const messageHub = await startMessageHub(pool.options, logger);

  const securityLinks = createSecurityLinks(secret, env.PUBLIC_URL);
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
    // Withdrawals wait after a password reset or an e-mail change (the security feature keeps
    // the hold): whoever did it reads the mailbox, which may not be the owner's any more.
    startWithdrawalWait: (userId, reason) => startWithdrawalWait(db, userId, reason),
    onNewDevice: (signIn) => alertNewDeviceSignIn({ db, jobs, links: securityLinks }, signIn),
  });
  return {
    auth,
    jobs,
    walletProvider,
    paymentsProvider,
    fundEscrow,
    storage,
    fileLinks: createFileLinks(secret),
    documentLinks: createFileLinks(secret, (id) => `/api/documents/${id}/file`),
    kyc: createKycProvider(env, logger),
    messageHub,
    videoProvider,
    securityLinks,
    readiness: createReadiness(),
    stop: async () => {
      await messageHub.stop();
      await jobs.stop({ graceful: true, wait: true, timeout: 10_000 });
      storage.close();
    },
  };
}
