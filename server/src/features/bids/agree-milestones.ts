import { MILESTONE_MESSAGES, milestonePlanProblems } from '@titletrust/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bids, milestoneProposals } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { notify } from '../notifications';
import { lockNegotiatedBid, NEGOTIATION_MESSAGES, pendingProposalOf } from './bid-negotiation';
import { fromStoredPlan } from './milestone-plan';

/**
 * The side that did not propose the pending list agrees to it: the bid carries it from now on,
 * and accepting the bid makes it the contract's milestones. The proposer is told.
 */
export async function agreeMilestones(
  db: Database,
  viewerId: string,
  bidId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { bid, side } = await lockNegotiatedBid(tx, viewerId, bidId);
    const proposal = await pendingProposalOf(tx, bidId);
    if (!proposal) throw new AppError('CONFLICT', MILESTONE_MESSAGES.noProposal);
    if (proposal.proposerRole === side)
      throw new AppError('CONFLICT', NEGOTIATION_MESSAGES.ownProposal);
    // Days pass while a proposal waits: a due date may have gone by since it was made.
    const [problem] = milestonePlanProblems(fromStoredPlan(proposal.milestones), {
      amountMinor: bid.amountMinor,
      currency: bid.currency,
    });
    if (problem)
      throw new AppError('CONFLICT', NEGOTIATION_MESSAGES.proposalStale(problem.message));
    await tx
      .update(bids)
      .set({ milestones: proposal.milestones, updatedAt: sql`now()` })
      .where(eq(bids.id, bidId));
    await tx
      .update(milestoneProposals)
      .set({ state: 'agreed', decidedAt: sql`now()` })
      .where(eq(milestoneProposals.id, proposal.id));
    await notify(tx, [
      {
        userId: proposal.proposedBy,
        type: 'milestones_agreed',
        title:
          side === 'seller'
            ? 'The professional agreed to your milestones'
            : 'The client agreed to your milestones',
        body: `The bid on “${bid.gigTitle}” is now paid in the ${proposal.milestones.length === 1 ? 'milestone' : `${proposal.milestones.length} milestones`} you proposed.`,
        href: `/gigs/${bid.gigId}`,
        email: true,
      },
    ]);
  });
}
