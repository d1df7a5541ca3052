import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Env } from './config/env';
import type { Database } from './db/client';
import { createAuth, type Auth } from './features/accounts/auth';
import { deliverEmail } from './features/mail/deliver-email';
import { createMailTransport } from './features/mail/mail-transport';
import type { DeliverEmailJob } from './features/mail/queue-email';
import { QUEUES, startJobQueue, type JobQueue } from './platform/jobs';
import { purgeExpiredRateLimits } from './platform/rate-limit';

/** The long-lived collaborators use cases need, built once per process. */
export interface Services {
  auth: Auth;
  jobs: JobQueue;
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
  const transport = createMailTransport(env);

  await jobs.work<DeliverEmailJob>(
    QUEUES.deliverEmail.name,
    { pollingIntervalSeconds: 1 },
    async ([job]) => {
      if (job) await deliverEmail(db, transport, job.data.messageId);
    },
  );
  await jobs.schedule(QUEUES.purgeRateLimits.name, '17 * * * *');
  await jobs.work(QUEUES.purgeRateLimits.name, async () => purgeExpiredRateLimits(db));

  const auth = createAuth({ env, db, jobs, secret });
  return { auth, jobs, stop: () => jobs.stop({ graceful: true, wait: true, timeout: 10_000 }) };
}
