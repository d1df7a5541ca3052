import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Provider events not yet processed: how many, and how long the oldest has waited. */
export interface WebhookBacklog {
  provider: string;
  waiting: number;
  oldestSeconds: number;
}

/**
 * The webhook inbox's lag (decision 060), per provider: events received and not processed yet,
 * or failed (a failed one the sweep gave up on waits for an administrator's retry, so it keeps
 * the lag up until someone looks). Read through the inbox's partial index of exactly these rows.
 */
export async function readWebhookBacklog(db: Database): Promise<WebhookBacklog[]> {
  const { rows } = await db.execute<{ provider: string; waiting: number; oldest: number }>(sql`
    SELECT provider, count(*)::int AS waiting,
           extract(epoch FROM now() - min(received_at))::float8 AS oldest
    FROM provider_events WHERE state IN ('received', 'failed') GROUP BY provider`);
  const backlog = rows.map((row) => ({
    provider: row.provider,
    waiting: row.waiting,
    oldestSeconds: Math.max(0, row.oldest),
  }));
  // Paystack is the one provider that sends webhooks: its figures exist (at 0) before any event.
  if (!backlog.some((row) => row.provider === 'paystack'))
    backlog.push({ provider: 'paystack', waiting: 0, oldestSeconds: 0 });
  return backlog;
}
