import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/support/test-database';
import { isJobQueueFailure, startJobQueue } from './jobs';

describe('the job queue on a starved database', () => {
  const database = useTestDatabase();

  it("marks its own statements' failures, which the process survives unawaited", async () => {
    const { pool } = database();
    const failing = Object.assign(Object.create(pool) as typeof pool, {
      query: () => Promise.reject(new Error('timeout exceeded when trying to connect')),
    });
    const queue = await startJobQueue(pool, false);
    await queue.stop({ graceful: false, wait: true });
    // The marking is what the process-wide handler looks for; anything unmarked stays fatal.
    const boss = await startJobQueue(failing, false).catch((error: unknown) => error);
    expect(isJobQueueFailure(boss)).toBe(true);
    expect(isJobQueueFailure(new Error('ours'))).toBe(false);
    expect(process.listeners('unhandledRejection').length).toBeGreaterThan(0);
  });
});
