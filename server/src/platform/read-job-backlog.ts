import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { QUEUES } from './jobs';

/** Jobs of one queue due to run and not started yet, and how long the oldest has been due. */
export interface JobBacklog {
  queue: string;
  waiting: number;
  oldestSeconds: number;
}

/**
 * Each queue's backlog, from pg-boss's job table. A job scheduled for later (a retry's back-off,
 * a delayed check) is not waiting until its time comes, so only due jobs count. pg-boss indexes
 * exactly these rows (job_i5: name and start_after, for states before active).
 */
export async function readJobBacklog(db: Database): Promise<JobBacklog[]> {
  const { rows } = await db.execute<{ queue: string; waiting: number; oldest: number }>(sql`
    SELECT name AS queue, count(*)::int AS waiting,
           extract(epoch FROM now() - min(start_after))::float8 AS oldest
    FROM pgboss.job WHERE state < 'active' AND start_after <= now() GROUP BY name`);
  const byQueue = new Map(rows.map((row) => [row.queue, row]));
  // Every queue has its figures, at 0 when empty, so an alert sees the series from the start.
  const names = new Set([...Object.values(QUEUES).map((queue) => queue.name), ...byQueue.keys()]);
  return [...names].map((queue) => ({
    queue,
    waiting: byQueue.get(queue)?.waiting ?? 0,
    oldestSeconds: Math.max(0, byQueue.get(queue)?.oldest ?? 0),
  }));
}
