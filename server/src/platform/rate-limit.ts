import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from './app-error';

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

/**
 * Counts one hit in each window, in order, and refuses with the 429 of the first window over its
 * limit. `what` names the attempts in the message ("sign-up attempts").
 */
export async function enforceRateLimits(
  db: Database,
  what: string,
  windows: ReadonlyArray<{ key: string; rule: RateLimitRule }>,
): Promise<void> {
  for (const { key, rule } of windows) {
    const state = await hitRateLimit(db, key, rule);
    if (state.exceeded) throw tooManyAttempts(what, state.retryAfterSeconds);
  }
}

/**
 * Gives back one hit counted in the current window (never below zero): for a hit that reserved a
 * slot and then turned out not to count, such as a sign-in with the right password.
 */
export async function releaseRateLimit(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`${rateLimits.hits} - 1` })
    .where(
      and(eq(rateLimits.key, key), gt(rateLimits.hits, 0), gt(rateLimits.windowEndsAt, sql`now()`)),
    );
}

export interface RateLimitReservation {
  /** The first full window, when the attempt may not go ahead (its slots are given back). */
  refused?: RateLimitState;
  /** Gives the slots back: the attempt went ahead and does not count (e.g. it succeeded). */
  release(): Promise<void>;
}

/**
 * Takes one slot in each window before an attempt. Each slot is counted in one atomic statement,
 * so however many requests race, no more than the limit get through; one that finds a window
 * full gives back every slot it took, so refused attempts do not count.
 */
export async function reserveRateLimits(
  db: Database,
  windows: ReadonlyArray<{ key: string; rule: RateLimitRule }>,
): Promise<RateLimitReservation> {
  const taken: string[] = [];
  const release = async () => {
    await Promise.all(taken.map((key) => releaseRateLimit(db, key)));
  };
  for (const { key, rule } of windows) {
    const state = await hitRateLimit(db, key, rule);
    taken.push(key);
    if (state.exceeded) {
      await release();
      return { refused: state, release: async () => {} };
    }
  }
  return { release };
}

export async function clearRateLimit(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export async function purgeExpiredRateLimits(db: Database): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.windowEndsAt} < now()`);
}

export function tooManyAttempts(what: string, retryAfterSeconds: number): AppError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  // A day-long window reads in hours: "23 hours", not "1380 minutes".
  const wait =
    minutes <= 1
      ? 'a minute'
      : minutes <= 90
        ? `${minutes} minutes`
        : `${Math.ceil(minutes / 60)} hours`;
  return new AppError(
    'RATE_LIMITED',
    `Too many ${what}. Please wait ${wait} and try again.`,
    undefined,
    {
      retryAfterSeconds,
    },
  );
}
