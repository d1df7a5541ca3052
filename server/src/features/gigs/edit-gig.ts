import { GIG_LIFECYCLE, GIG_MESSAGES } from '@titletrust/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bids, gigs } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { applyTransition } from '../../platform/lifecycle';
import { removeQuietly, type FileStorage } from '../../platform/storage/file-storage';
import { notify } from '../notifications';
import { setGigAttachments } from './gig-attachments';
import { gigColumnsOf, type GigInputData } from './post-gig';
import { recordSearchWords } from './search-words';

/**
 * The client changes their open gig: every field and the attachments, in one transaction with
 * its audit row. Professionals with a pending bid are told, since their offer was made on the
 * old text; the deadline rule (at least 24 hours ahead) gives them time to reconsider.
 */
export async function editGig(
  deps: { db: Database; storage: FileStorage },
  viewerId: string,
  gigId: string,
  input: GigInputData,
): Promise<void> {
  const droppedKeys = await deps.db.transaction(async (tx) => {
    const [gig] = await tx
      .select({ buyerId: gigs.buyerId, currency: gigs.currency })
      .from(gigs)
      .where(eq(gigs.id, gigId));
    if (!gig) throw new AppError('NOT_FOUND', 'No gig with that id.');
    await applyTransition(tx, {
      machine: GIG_LIFECYCLE,
      id: gigId,
      action: 'edit',
      actors: gig.buyerId === viewerId ? ['owner'] : [],
      actorId: viewerId,
      conflictMessage: 'Only an open gig can be edited.',
    });
    // Bids are prices in the gig's currency: once there is one, the currency stays.
    if (input.currency !== gig.currency) {
      const [bid] = await tx
        .select({ id: bids.id })
        .from(bids)
        .where(eq(bids.gigId, gigId))
        .limit(1);
      if (bid)
        throw new AppError('CONFLICT', GIG_MESSAGES.currencyFixed, [
          { path: 'currency', message: GIG_MESSAGES.currencyFixed },
        ]);
    }
    await tx.update(gigs).set(gigColumnsOf(input)).where(eq(gigs.id, gigId));
    await recordSearchWords(tx, eq(gigs.id, gigId));
    const dropped = await setGigAttachments(tx, {
      buyerId: viewerId,
      gigId,
      ids: input.attachmentIds,
    });
    const bidders = await tx
      .select({ sellerId: bids.sellerId })
      .from(bids)
      .where(and(eq(bids.gigId, gigId), eq(bids.state, 'pending')));
    await notify(
      tx,
      bidders.map(({ sellerId }) => ({
        userId: sellerId,
        type: 'gig_edited',
        title: 'A gig you bid on was updated',
        body: `The client changed “${input.title}”. Check that your bid still fits.`,
        href: `/gigs/${gigId}`,
      })),
    );
    return dropped;
  });
  // After commit: a failed removal leaves an unreachable file, never a gig pointing at nothing.
  await removeQuietly(deps.storage, droppedKeys);
}
