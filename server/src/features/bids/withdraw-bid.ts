import { BID_LIFECYCLE } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bids } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { applyTransition } from '../../platform/lifecycle';

/** The professional takes back a pending bid. */
export async function withdrawBid(db: Database, viewerId: string, bidId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [bid] = await tx.select({ sellerId: bids.sellerId }).from(bids).where(eq(bids.id, bidId));
    if (!bid) throw new AppError('NOT_FOUND', 'No bid with that id.');
    await applyTransition(tx, {
      machine: BID_LIFECYCLE,
      id: bidId,
      action: 'withdraw',
      actors: bid.sellerId === viewerId ? ['bidder'] : [],
      actorId: viewerId,
      conflictMessage: 'Only a pending bid can be withdrawn.',
    });
  });
}
