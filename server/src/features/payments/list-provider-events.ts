import type { ProviderEvent, ProviderEventStateName } from '@titletrust/shared';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { providerEvents } from '../../db/schema';

const SHOWN = 100;

/** An inbox event as the admin API answers it; never its payload, which may name a payer. */
export const toProviderEvent = (row: typeof providerEvents.$inferSelect): ProviderEvent => ({
  id: row.id,
  provider: row.provider,
  event: row.event,
  reference: row.reference,
  state: row.state,
  attempts: row.attempts,
  lastError: row.lastError,
  receivedAt: row.receivedAt.toISOString(),
  processedAt: row.processedAt?.toISOString() ?? null,
});

/** The latest webhook events, newest first, of one state or all. */
export async function listProviderEvents(db: Database, state?: ProviderEventStateName) {
  const rows = await db
    .select()
    .from(providerEvents)
    .where(state ? eq(providerEvents.state, state) : undefined)
    .orderBy(desc(providerEvents.receivedAt))
    .limit(SHOWN);
  return { events: rows.map(toProviderEvent) };
}
