import type { Bid } from '@titletrust/shared';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bids, gigs } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { selectGigs, toGigSummary } from '../gigs/gig.repository';
import { selectBids, toBid } from './bid.repository';

/** A gig's bids, for its client only: other clients and professionals never see them. */
export async function listGigBids(
  db: Database,
  feeBps: number,
  viewerId: string,
  gigId: string,
): Promise<Bid[]> {
  const [gig] = await db.select({ buyerId: gigs.buyerId }).from(gigs).where(eq(gigs.id, gigId));
  if (!gig) throw new AppError('NOT_FOUND', 'No gig with that id.');
  if (gig.buyerId !== viewerId)
    throw new AppError('FORBIDDEN', 'Only the client who posted this gig can see its bids.');
  const rows = await selectBids(db)
    .where(eq(bids.gigId, gigId))
    .orderBy(asc(bids.amountMicros), asc(bids.createdAt));
  return rows.map((row) => toBid(row, feeBps));
}

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
