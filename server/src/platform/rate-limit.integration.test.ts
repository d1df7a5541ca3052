import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/support/test-database';
import { clearRateLimit, hitRateLimit, peekRateLimit } from './rate-limit';

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

  it('peeks without counting, and clears', async () => {
    for (let i = 0; i < 3; i++)
      await hitRateLimit(database().db, 'peek', { limit: 3, windowSeconds: 60 });
    expect(
      (await peekRateLimit(database().db, 'peek', { limit: 3, windowSeconds: 60 })).exceeded,
    ).toBe(true);
    expect((await peekRateLimit(database().db, 'peek', { limit: 4, windowSeconds: 60 })).hits).toBe(
      3,
    );
    await clearRateLimit(database().db, 'peek');
    expect((await peekRateLimit(database().db, 'peek', { limit: 3, windowSeconds: 60 })).hits).toBe(
      0,
    );
  });
});
