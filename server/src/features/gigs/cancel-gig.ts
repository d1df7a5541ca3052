import { GIG_LIFECYCLE } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gigs } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { applyTransition } from '../../platform/lifecycle';
import { rejectPendingBids } from '../bids';

/** The client withdraws an open gig (only while no bid was accepted); its bidders are told. */
export async function cancelGig(db: Database, viewerId: string, gigId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [gig] = await tx
      .select({ buyerId: gigs.buyerId, title: gigs.title })
      .from(gigs)
      .where(eq(gigs.id, gigId));
    if (!gig) throw new AppError('NOT_FOUND', 'No gig with that id.');
    await applyTransition(tx, {
      machine: GIG_LIFECYCLE,
      id: gigId,
      action: 'cancel',
      actors: gig.buyerId === viewerId ? ['owner'] : [],
      actorId: viewerId,
      conflictMessage: 'Only an open gig, with no accepted bid, can be cancelled.',
    });
    await rejectPendingBids(tx, gigId, 'The client cancelled the gig', gig.title);
  });
}
