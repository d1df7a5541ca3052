import type { HealthResponse } from '@titletrust/shared';
import type { Logger } from 'pino';
import type { Env } from '../config/env';
import { ensureDatabase, startEmbeddedPostgres } from './embedded/embedded-postgres';

/** Whether the database is the configured server or the embedded one (/health reports it). */
export type DatabaseMode = HealthResponse['database']['mode'];

export interface OpenedDatabase {
  url: string;
  mode: DatabaseMode;
  /** Stops the embedded cluster; nothing to do for an external database. */
  stop(): Promise<void>;
}

const APP_DATABASE = 'titletrust';

/**
 * DATABASE_URL when given; otherwise a real PostgreSQL of our own under DATA_DIR. The app claims
 * the embedded one (`claim`): it serves one instance only, and a second is refused.
 */
export async function openDatabase(
  env: Env,
  logger: Logger,
  options: { claim?: boolean } = {},
): Promise<OpenedDatabase> {
  if (env.DATABASE_URL) {
    return { url: env.DATABASE_URL, mode: 'external', stop: async () => {} };
  }
  const log = logger.child({ component: 'embedded-postgres' });
  const started = performance.now();
  const cluster = await startEmbeddedPostgres({
    dataDir: env.DATA_DIR,
    port: env.EMBEDDED_PG_PORT,
    log: (message) => log.debug(message),
    claim: options.claim,
  });
  const url = await ensureDatabase(cluster.adminUrl, APP_DATABASE);
  log.info(
    {
      dataDir: env.DATA_DIR,
      port: env.EMBEDDED_PG_PORT,
      ms: Math.round(performance.now() - started),
    },
    'embedded PostgreSQL is up',
  );
  return { url, mode: 'embedded', stop: () => cluster.stop() };
}
