import type { Bid } from '@titletrust/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bids, gigs } from '../../db/schema';
import { AppError } from '../../platform/app-error';
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
    .orderBy(asc(bids.amountMinor), asc(bids.createdAt));
  return rows.map((row) => toBid(row, feeBps));
}
