import path from 'node:path';
import pg from 'pg';

/** Held in the cluster's `postgres` database by the app instance that serves from it. */
const INSTANCE_LOCK_KEY = 7_319_046_515;

/** A second app instance found the embedded cluster already claimed by a running one. */
export class AnotherInstanceError extends Error {
  constructor(clusterDir: string) {
    super(
      `Another TitleTrust instance is already using the embedded database in ` +
        `${path.resolve(clusterDir)}. Several instances need one shared PostgreSQL: set ` +
        `DATABASE_URL (see README, Running several instances).`,
    );
    this.name = 'AnotherInstanceError';
  }
}

export interface InstanceClaim {
  release(): Promise<void>;
}

/**
 * Claims the embedded cluster for this app instance: a session-level advisory lock on a
 * connection kept open until release. PostgreSQL drops it with the connection, so an instance
 * killed with SIGKILL leaves no stale claim behind. Tools beside the app (admin:create,
 * ledger:check) never claim, so they still share the cluster with it.
 */
export async function claimEmbeddedCluster(
  adminUrl: string,
  clusterDir: string,
): Promise<InstanceClaim> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
  // The cluster stopping under an idle connection is an 'error' event; unheard, it would end
  // the process. The instance keeps serving; only its claim is gone.
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ claimed: boolean }>(
      'SELECT pg_try_advisory_lock($1) AS claimed',
      [INSTANCE_LOCK_KEY],
    );
    if (!rows[0]?.claimed) throw new AnotherInstanceError(clusterDir);
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  return { release: () => client.end().catch(() => {}) };
}
