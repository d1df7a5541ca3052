import { GIG_LIFECYCLE } from '@titletrust/shared';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gigs } from '../../db/schema';
import { applyTransition } from '../../platform/lifecycle';
import { rejectPendingBids } from '../bids';
import { notify } from '../notifications';

const BATCH = 100;

/**
 * Open gigs whose bid deadline passed become expired (PRODUCT.md), their pending bids declined
 * and the client told. Runs every minute; each gig in its own transaction, skipping rows another
 * instance is already handling.
 */
export async function expireGigs(db: Database): Promise<number> {
  const due = await db
    .select({ id: gigs.id, buyerId: gigs.buyerId, title: gigs.title })
    .from(gigs)
    .where(and(eq(gigs.state, 'open'), lte(gigs.bidDeadline, sql`now()`)))
    .limit(BATCH);
  let expired = 0;
  for (const gig of due) {
    await db.transaction(async (tx) => {
      const { rows } = await tx.execute(
        sql`SELECT 1 FROM ${gigs} WHERE id = ${gig.id} AND state = 'open' FOR UPDATE SKIP LOCKED`,
      );
      if (rows.length === 0) return;
      await applyTransition(tx, {
        machine: GIG_LIFECYCLE,
        id: gig.id,
        action: 'expire',
        actors: ['system'],
        actorId: null,
      });
      await rejectPendingBids(tx, gig.id, 'The deadline for bids passed', gig.title);
      await notify(tx, [
        {
          userId: gig.buyerId,
          type: 'gig_expired',
          title: 'Your gig expired',
          body: `The bid deadline of “${gig.title}” passed.`,
          href: `/gigs/${gig.id}`,
        },
      ]);
      expired += 1;
    });
  }
  return expired;
}
