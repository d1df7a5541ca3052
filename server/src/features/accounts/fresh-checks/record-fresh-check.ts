import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { freshChecks } from '../../../db/schema';
import { AppError } from '../../../platform/app-error';
import { pgErrorCode } from '../../../platform/pg-error-code';

/**
 * This session has just given a fresh factor (the password, or the two-factor code when it is
 * on): for the next FRESH_CHECK_SECONDS it may move money out and change payout destinations.
 * One row per session, so a later check only moves the time on; a session that ends takes its
 * row with it (ON DELETE CASCADE), and no other session of the account is made fresh.
 */
export async function recordFreshCheck(db: Database, sessionId: string): Promise<Date> {
  try {
    const [row] = await db
      .insert(freshChecks)
      .values({ sessionId, checkedAt: sql`now()` })
      .onConflictDoUpdate({ target: freshChecks.sessionId, set: { checkedAt: sql`now()` } })
      .returning({ checkedAt: freshChecks.checkedAt });
    return row!.checkedAt;
  } catch (error) {
    // The session ended (signed out elsewhere) while the factor was being checked.
    if (pgErrorCode(error) === '23503') {
      throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
    }
    throw error;
  }
}
