import { formatMoney, type proposeMilestonesSchema } from '@titletrust/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { milestoneProposals } from '../../db/schema';
import { notify } from '../notifications';
import { lockNegotiatedBid } from './bid-negotiation';
import { assertMilestonePlan, toStoredPlan } from './milestone-plan';

export type ProposeMilestonesData = z.output<typeof proposeMilestonesSchema>;

/**
 * The client or the professional proposes another list of milestones for a pending bid. It must
 * divide the bid's price as a bid's own list does. It becomes the one question on the table: a
 * pending proposal of the other side is thereby answered, and one of the same side replaced.
 * The bid keeps its list until the other side agrees (agree-milestones).
 */
export async function proposeMilestones(
  db: Database,
  viewerId: string,
  bidId: string,
  input: ProposeMilestonesData,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { bid, side, otherId } = await lockNegotiatedBid(tx, viewerId, bidId);
    assertMilestonePlan(input.milestones, {
      amountMinor: bid.amountMinor,
      currency: bid.currency,
    });
    await tx
      .update(milestoneProposals)
      .set({ state: 'answered', decidedAt: sql`now()` })
      .where(and(eq(milestoneProposals.bidId, bidId), eq(milestoneProposals.state, 'pending')));
    await tx.insert(milestoneProposals).values({
      bidId,
      proposedBy: viewerId,
      proposerRole: side,
      milestones: toStoredPlan(input.milestones),
    });
    const count = input.milestones.length;
    const price = formatMoney(bid.amountMinor, bid.currency);
    await notify(tx, [
      {
        userId: otherId,
        type: 'milestones_proposed',
        title:
          side === 'buyer'
            ? 'The client proposes other milestones'
            : 'The professional proposes other milestones',
        body: `${count === 1 ? 'One milestone' : `${count} milestones`} for the bid of ${price} on “${bid.gigTitle}”. Agree to them or propose another list.`,
        href: `/gigs/${bid.gigId}`,
        email: true,
      },
    ]);
  });
}
