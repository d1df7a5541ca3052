import type { gigInputSchema } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { gigs, lifecycleEvents } from '../../db/schema';
import { setGigAttachments } from './gig-attachments';
import { recordSearchWords } from './search-words';

export type GigInputData = z.output<typeof gigInputSchema>;

/** The gig's columns a client writes, on posting and on editing. */
export function gigColumnsOf(input: GigInputData) {
  return {
    category: input.category,
    title: input.title,
    description: input.description,
    propertyState: input.propertyState,
    propertyAddress: input.propertyAddress,
    currency: input.currency,
    budgetMinMinor: input.budgetMinMinor,
    budgetMaxMinor: input.budgetMaxMinor ?? null,
    bidDeadline: new Date(input.bidDeadline),
  };
}

/**
 * Publishes a gig: the gig row (state open), its uploaded attachments claimed for it (only the
 * poster's own, not yet used), its words for spelling suggestions, and the first lifecycle
 * event, in one transaction.
 */
export async function postGig(db: Database, buyerId: string, input: GigInputData): Promise<string> {
  return db.transaction(async (tx) => {
    const [gig] = await tx
      .insert(gigs)
      .values({ buyerId, ...gigColumnsOf(input) })
      .returning({ id: gigs.id });
    await setGigAttachments(tx, { buyerId, gigId: gig!.id, ids: input.attachmentIds });
    await recordSearchWords(tx, eq(gigs.id, gig!.id));
    await tx.insert(lifecycleEvents).values({
      entityType: 'gig',
      entityId: gig!.id,
      action: 'post',
      fromState: 'none',
      toState: 'open',
      actorId: buyerId,
      actorRole: 'owner',
    });
    return gig!.id;
  });
}
