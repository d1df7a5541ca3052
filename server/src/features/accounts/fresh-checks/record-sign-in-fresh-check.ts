import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { recordFreshCheck } from './record-fresh-check';

/** Better Auth's paths whose new session follows the password just given. */
const PASSWORD_PATHS = new Set(['/sign-up/email', '/sign-in/email']);
/** ...and those whose new session follows the second step: a code or a recovery code. */
const SECOND_FACTOR_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);

/**
 * A session opened with a factor just given starts fresh, as if it had been asked for: the
 * two-factor code (or a recovery code) always; the password only on an account without two-factor
 * sign-in (with it on, the password alone is what a thief most likely has: a browser trusted
 * for 30 days signs in without the code, and its session is not fresh). A wallet or Google
 * sign-in proves no factor we can ask for again, so its session is not fresh either.
 */
export async function recordSignInFreshCheck(
  db: Database,
  session: { id: string; userId: string },
  path: string | undefined,
): Promise<void> {
  if (SECOND_FACTOR_PATHS.has(path ?? '')) {
    await recordFreshCheck(db, session.id);
    return;
  }
  if (!PASSWORD_PATHS.has(path ?? '')) return;
  await db.execute(sql`
    INSERT INTO fresh_checks (session_id, checked_at)
    SELECT ${session.id}::uuid, now() FROM users
    WHERE id = ${session.userId}::uuid AND NOT two_factor_enabled
    ON CONFLICT (session_id) DO UPDATE SET checked_at = excluded.checked_at`);
}
