import type { HealthResponse } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { DatabaseMode } from '../../db/open-database';
import { appVersion } from '../../config/paths';

const PROBE_TIMEOUT_MS = 2_000;

/** Whether the database answers a trivial query within two seconds, and how fast. */
export async function probeDatabase(db: Database): Promise<{ up: boolean; latencyMs: number }> {
  const started = performance.now();
  const up = await Promise.race([
    db.execute(sql`SELECT 1`).then(
      () => true,
      () => false,
    ),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), PROBE_TIMEOUT_MS).unref()),
  ]);
  return { up, latencyMs: Math.round((performance.now() - started) * 100) / 100 };
}

/** Reports whether the database answers, and how fast. Never throws: "down" is an answer. */
export async function checkHealth(db: Database, mode: DatabaseMode): Promise<HealthResponse> {
  const { up, latencyMs } = await probeDatabase(db);
  return {
    status: up ? 'ok' : 'degraded',
    database: { status: up ? 'up' : 'down', latencyMs: up ? latencyMs : null, mode },
    version: appVersion,
    uptimeSeconds: Math.round(process.uptime()),
  };
}
