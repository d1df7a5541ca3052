import type { ReadinessResponse } from '@titletrust/shared';
import type { Database } from '../../db/client';
import type { Readiness } from '../../platform/readiness';
import { probeDatabase } from './check-health';

/**
 * Whether a load balancer should send this instance requests: not while it stops, nor while its
 * database does not answer. (While it starts, http/starting-answer.ts says "starting".)
 */
export async function checkReadiness(
  db: Database,
  readiness: Readiness,
): Promise<ReadinessResponse> {
  if (readiness.stopping) return { status: 'stopping' };
  const { up } = await probeDatabase(db);
  return { status: up ? 'ready' : 'database_unreachable' };
}
