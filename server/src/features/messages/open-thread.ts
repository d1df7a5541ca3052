import { MESSAGE_MESSAGES, type SessionUser } from '@titletrust/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bids, contracts, gigs, messageThreads } from '../../db/schema';
import { AppError } from '../../platform/app-error';

/** Whether the professional bid on the gig (in any state) or holds its contract. */
async function tookPart(db: Database, gigId: string, professionalId: string): Promise<boolean> {
  const [bid] = await db
    .select({ id: bids.id })
    .from(bids)
    .where(and(eq(bids.gigId, gigId), eq(bids.sellerId, professionalId)))
    .limit(1);
  if (bid) return true;
  const [contract] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.gigId, gigId), eq(contracts.sellerId, professionalId)))
    .limit(1);
  return !!contract;
}

/**
 * Finds or starts the one thread of a gig and a professional. A professional opens it by asking
 * a question while the gig is open (or later, once they bid); a client opens it with a
 * professional who bid on their gig or holds its contract. Two concurrent opens meet on the
 * unique (gig, professional) key and return the same thread. An admin finds one, never starts it.
 */
export async function openThread(
  db: Database,
  viewer: SessionUser,
  request: { gigId: string; professionalId?: string },
): Promise<string> {
  const [gig] = await db
    .select({ id: gigs.id, buyerId: gigs.buyerId, state: gigs.state })
    .from(gigs)
    .where(eq(gigs.id, request.gigId));
  if (!gig) throw new AppError('NOT_FOUND', 'No gig with that id.');

  let professionalId: string;
  if (viewer.role === 'admin' && request.professionalId) {
    // An admin only finds an existing thread; reading it is allowed while the contract is
    // disputed (thread-access.ts), and nothing is started on anyone's behalf.
    const [found] = await db
      .select({ id: messageThreads.id })
      .from(messageThreads)
      .where(
        and(
          eq(messageThreads.gigId, gig.id),
          eq(messageThreads.professionalId, request.professionalId),
        ),
      );
    if (!found) throw new AppError('NOT_FOUND', MESSAGE_MESSAGES.noThreadYet);
    return found.id;
  }
  if (viewer.role === 'seller') {
    if (gig.buyerId === viewer.id) throw new AppError('FORBIDDEN', MESSAGE_MESSAGES.ownGig);
    professionalId = viewer.id;
  } else if (viewer.role === 'buyer' && gig.buyerId === viewer.id && request.professionalId) {
    professionalId = request.professionalId;
  } else {
    throw new AppError('FORBIDDEN', MESSAGE_MESSAGES.notABidder);
  }

  const [existing] = await db
    .select({ id: messageThreads.id })
    .from(messageThreads)
    .where(
      and(eq(messageThreads.gigId, gig.id), eq(messageThreads.professionalId, professionalId)),
    );
  if (existing) return existing.id;

  const involved = await tookPart(db, gig.id, professionalId);
  if (viewer.role === 'buyer' && !involved)
    throw new AppError('FORBIDDEN', MESSAGE_MESSAGES.notABidder);
  if (viewer.role === 'seller' && !involved && gig.state !== 'open')
    throw new AppError('CONFLICT', MESSAGE_MESSAGES.gigNotOpen);

  await db
    .insert(messageThreads)
    .values({ gigId: gig.id, clientId: gig.buyerId, professionalId })
    .onConflictDoNothing();
  const [thread] = await db
    .select({ id: messageThreads.id })
    .from(messageThreads)
    .where(
      and(eq(messageThreads.gigId, gig.id), eq(messageThreads.professionalId, professionalId)),
    );
  return thread!.id;
}
