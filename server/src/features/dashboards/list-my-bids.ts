import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bids, gigs } from '../../db/schema';
import { selectBids, toBid } from '../bids';
import { selectGigs, toGigSummary } from '../gigs';

/** A professional's own bids, newest first, each with its gig. */
export async function listMyBids(db: Database, feeBps: number, sellerId: string) {
  const rows = await selectBids(db)
    .where(eq(bids.sellerId, sellerId))
    .orderBy(desc(bids.createdAt))
    .limit(200);
  const gigIds = [...new Set(rows.map((row) => row.gigId))];
  const gigRows = gigIds.length ? await selectGigs(db).where(inArray(gigs.id, gigIds)) : [];
  const summaries = new Map(gigRows.map((row) => [row.id, toGigSummary(row, new Set(gigIds))]));
  return rows.map((row) => ({ ...toBid(row, feeBps), gig: summaries.get(row.gigId)! }));
}
