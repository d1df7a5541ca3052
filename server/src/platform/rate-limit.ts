import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from '../http/app-error';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export interface RateLimitState {
  hits: number;
  retryAfterSeconds: number;
  exceeded: boolean;
}

function stateOf(
  row: { hits: number; windowEndsAt: Date } | undefined,
  rule: RateLimitRule,
): RateLimitState {
  if (!row || row.windowEndsAt.getTime() <= Date.now()) {
    return { hits: 0, retryAfterSeconds: 0, exceeded: false };
  }
  return {
    hits: row.hits,
    retryAfterSeconds: Math.max(1, Math.ceil((row.windowEndsAt.getTime() - Date.now()) / 1000)),
    exceeded: row.hits > rule.limit,
  };
}

/**
 * Counts one hit against a fixed window in one atomic statement, so every app instance shares
 * the count. "exceeded" means this hit is over the limit.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
): Promise<RateLimitState> {
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, windowEndsAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${rateLimits.windowEndsAt} <= now() THEN 1 ELSE ${rateLimits.hits} + 1 END`,
        windowEndsAt: sql`CASE WHEN ${rateLimits.windowEndsAt} <= now() THEN now() + ${window} ELSE ${rateLimits.windowEndsAt} END`,
      },
    })
    .returning({ hits: rateLimits.hits, windowEndsAt: rateLimits.windowEndsAt });
  return stateOf(row, rule);
}

/** Whether the key is already at its limit, without counting a hit. */
export async function peekRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
): Promise<RateLimitState> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  const state = stateOf(row, rule);
  return { ...state, exceeded: state.hits >= rule.limit };
}

export async function clearRateLimit(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export async function purgeExpiredRateLimits(db: Database): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.windowEndsAt} < now()`);
}

export function tooManyAttempts(what: string, retryAfterSeconds: number): AppError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = minutes <= 1 ? 'a minute' : `${minutes} minutes`;
  return new AppError(
    'RATE_LIMITED',
    `Too many ${what}. Please wait ${wait} and try again.`,
    undefined,
    {
      retryAfterSeconds,
    },
  );
}
