import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { useTestDatabase } from '../../test/support/test-database';
import { runIdempotent } from './idempotency';

describe('an Idempotency-Key whose first request is still in flight', () => {
  const database = useTestDatabase();
  let userId: string;

  beforeAll(async () => {
    const [user] = await database()
      .db.insert(users)
      .values({ name: 'Key holder', email: `keys${Date.now()}@example.com` })
      .returning();
    userId = user!.id;
  });

  it('makes a retry wait for the first answer, or say 409 when the first takes too long', async () => {
    const { db } = database();
    const request = { userId, key: 'slow-one', fingerprint: 'same' };
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let claimed!: () => void;
    // The first request's work starts only once its key is claimed, so the retries below meet it.
    const firstIsWorking = new Promise<void>((resolve) => (claimed = resolve));
    const first = runIdempotent(db, request, async () => {
      claimed();
      await held;
      return { status: 201, body: { done: 1 } };
    });
    await firstIsWorking;

    // A retry that will not wait long enough is told the first is still being processed.
    await expect(
      runIdempotent(db, { ...request, waitForFirstMs: 200 }, () =>
        Promise.reject(new Error('must not run')),
      ),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_IN_USE' });

    // One that waits gets the first request's answer once it commits, without running again.
    const waiting = runIdempotent(db, request, () => Promise.reject(new Error('must not run')));
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await expect(first).resolves.toEqual({ status: 201, body: { done: 1 }, replayed: false });
    await expect(waiting).resolves.toEqual({ status: 201, body: { done: 1 }, replayed: true });
  });
});
