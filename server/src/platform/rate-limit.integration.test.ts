import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/support/test-database';
import { clearRateLimit, hitRateLimit, releaseRateLimit, reserveRateLimits } from './rate-limit';

describe('the shared rate limiter', () => {
  const database = useTestDatabase();
  const rule = { limit: 10, windowSeconds: 60 };

  it('counts concurrent hits exactly once each (one atomic statement)', async () => {
    const results = await Promise.all(
      Array.from({ length: 25 }, () => hitRateLimit(database().db, 'concurrent', rule)),
    );
    expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    expect(results.filter((r) => r.exceeded)).toHaveLength(15);
  });

  it('starts a new window once the old one ends', async () => {
    const short = { limit: 1, windowSeconds: 1 };
    expect((await hitRateLimit(database().db, 'short', short)).exceeded).toBe(false);
    expect((await hitRateLimit(database().db, 'short', short)).exceeded).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await hitRateLimit(database().db, 'short', short)).toMatchObject({
      hits: 1,
      exceeded: false,
    });
  });

  it('reserves a slot in every window at once, and gives them all back when one is full', async () => {
    const db = database().db;
    const roomy = { key: 'reserve-roomy', rule: { limit: 10, windowSeconds: 60 } };
    const tight = { key: 'reserve-tight', rule: { limit: 2, windowSeconds: 60 } };
    const first = await reserveRateLimits(db, [roomy, tight]);
    const second = await reserveRateLimits(db, [roomy, tight]);
    expect([first.refused, second.refused]).toEqual([undefined, undefined]);

    const third = await reserveRateLimits(db, [roomy, tight]);
    expect(third.refused).toMatchObject({ hits: 3, exceeded: true });
    // The refused attempt left no trace in either window.
    expect((await hitRateLimit(db, roomy.key, roomy.rule)).hits).toBe(3);
    await releaseRateLimit(db, roomy.key);

    await first.release();
    expect((await hitRateLimit(db, tight.key, tight.rule)).hits).toBe(2);
    expect((await hitRateLimit(db, roomy.key, roomy.rule)).hits).toBe(2);
  });

  it('lets no more than the limit through however many reserve at once', async () => {
    const windows = [{ key: 'reserve-race', rule: { limit: 5, windowSeconds: 60 } }];
    const results = await Promise.all(
      Array.from({ length: 30 }, () => reserveRateLimits(database().db, windows)),
    );
    expect(results.filter((result) => !result.refused)).toHaveLength(5);
  });

  it('never gives back below zero, and clears', async () => {
    const rule = { limit: 3, windowSeconds: 60 };
    await releaseRateLimit(database().db, 'release-empty');
    await hitRateLimit(database().db, 'release-one', rule);
    await releaseRateLimit(database().db, 'release-one');
    await releaseRateLimit(database().db, 'release-one');
    expect((await hitRateLimit(database().db, 'release-one', rule)).hits).toBe(1);
    await clearRateLimit(database().db, 'release-one');
    expect((await hitRateLimit(database().db, 'release-one', rule)).hits).toBe(1);
  });
});
