import type { GigSummary } from '@titletrust/shared';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gigs } from '../../db/schema';
import { selectGigs, toGigSummary } from './gig.repository';

/** A client's gigs in every state, newest first, with bid counts. */
export async function listMyGigs(db: Database, buyerId: string): Promise<GigSummary[]> {
  const rows = await selectGigs(db)
    .where(eq(gigs.buyerId, buyerId))
    .orderBy(desc(gigs.createdAt))
    .limit(500);
  return rows.map((row) => toGigSummary(row, new Set()));
}
