import { FRESH_CHECK_SECONDS, SECURITY_MESSAGES } from '@titletrust/shared';
import type { Database } from '../../../db/client';
import { runNamed, type NamedStatement } from '../../../db/named-statement';
import type { FreshCheckGuard } from '../../../http/access-control';
import { AppError } from '../../../platform/app-error';

/** Whether a session gave a fresh factor in the last `$2` seconds (by the database's clock). */
const FRESH_SESSION: NamedStatement = {
  name: 'fresh_session',
  text: `SELECT 1 AS fresh FROM fresh_checks
    WHERE session_id = $1::uuid AND checked_at > now() - make_interval(secs => $2)`,
};

export async function isSessionFresh(db: Database, sessionId: string): Promise<boolean> {
  const rows = await runNamed(db, FRESH_SESSION, [sessionId, FRESH_CHECK_SECONDS]);
  return rows.length > 0;
}

/**
 * The guard of every route declared `freshCheck`: money leaving or a payout destination changing
 * goes ahead only on a session that gave a fresh factor in the last five minutes. A stolen
 * session cookie alone, or a session opened with a wallet or Google, is not enough. It runs with
 * the access rule, before the body is read, so nothing of the request is used or saved.
 */
export function createFreshCheckGuard(db: Database): FreshCheckGuard {
  return async (request) => {
    if (request.sessionId && (await isSessionFresh(db, request.sessionId))) return;
    throw new AppError('FRESH_CHECK_REQUIRED', SECURITY_MESSAGES.freshCheckRequired);
  };
}
