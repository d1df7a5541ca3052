import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bids, gigs, milestoneProposals } from '../../db/schema';
import { AppError } from '../../platform/app-error';

export type NegotiatingSide = 'buyer' | 'seller';

export const NEGOTIATION_MESSAGES = {
  notParty:
    'Only the client who posted this gig and the professional who placed this bid can change its milestones.',
  notPending:
    'This bid is no longer pending: its milestones can only change before it is accepted.',
  ownProposal:
    'You proposed these milestones: the other side agrees to them or answers with another list.',
  proposalStale: (problem: string) =>
    `These milestones cannot be agreed as they are (${problem}). Propose another list instead.`,
} as const;

/**
 * The bid whose milestones are being negotiated, locked until the transaction ends (accepting it
 * waits, so a list cannot change under an acceptance), with which side the viewer is on.
 * Strangers are refused; so is a bid no longer pending.
 */
export async function lockNegotiatedBid(tx: Tx, viewerId: string, bidId: string) {
  const [bid] = await tx
    .select({
      id: bids.id,
      gigId: bids.gigId,
      state: bids.state,
      sellerId: bids.sellerId,
      amountMinor: bids.amountMinor,
      buyerId: gigs.buyerId,
      gigTitle: gigs.title,
      currency: gigs.currency,
    })
    .from(bids)
    .innerJoin(gigs, eq(gigs.id, bids.gigId))
    .where(eq(bids.id, bidId))
    .for('update', { of: bids });
  if (!bid) throw new AppError('NOT_FOUND', 'No bid with that id.');
  const side: NegotiatingSide | null =
    bid.buyerId === viewerId ? 'buyer' : bid.sellerId === viewerId ? 'seller' : null;
  if (!side) throw new AppError('FORBIDDEN', NEGOTIATION_MESSAGES.notParty);
  if (bid.state !== 'pending') throw new AppError('CONFLICT', NEGOTIATION_MESSAGES.notPending);
  return {
    bid,
    side,
    /** Who is on the other side, to be told. */
    otherId: side === 'buyer' ? bid.sellerId : bid.buyerId,
  };
}

/** The change still waiting for an answer on a bid, if any (one at most: a unique index). */
export async function pendingProposalOf(tx: Tx, bidId: string) {
  const [proposal] = await tx
    .select()
    .from(milestoneProposals)
    .where(and(eq(milestoneProposals.bidId, bidId), eq(milestoneProposals.state, 'pending')));
  return proposal;
}
