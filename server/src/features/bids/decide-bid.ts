import {
  BID_LIFECYCLE,
  formatMoney,
  GIG_LIFECYCLE,
  GIG_MESSAGES,
  type CurrencyCode,
} from '@titletrust/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Env } from '../../config/env';
import type { Database, Tx } from '../../db/client';
import { bids, gigs, type StoredMilestonePlan } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { applyTransition } from '../../platform/lifecycle';
import { contractHref, makeContract } from '../contracts';
import { notify } from '../notifications';

interface BidWithGig {
  bidId: string;
  gigId: string;
  sellerId: string;
  amountMinor: bigint;
  currency: CurrencyCode;
  buyerId: string;
  gigTitle: string;
  milestones: StoredMilestonePlan;
}

async function findBidWithGig(tx: Tx, bidId: string): Promise<BidWithGig> {
  const [row] = await tx
    .select({
      bidId: bids.id,
      gigId: bids.gigId,
      sellerId: bids.sellerId,
      amountMinor: bids.amountMinor,
      currency: gigs.currency,
      buyerId: gigs.buyerId,
      gigTitle: gigs.title,
      milestones: bids.milestones,
    })
    .from(bids)
    .innerJoin(gigs, eq(gigs.id, bids.gigId))
    .where(eq(bids.id, bidId));
  if (!row) throw new AppError('NOT_FOUND', 'No bid with that id.');
  return row;
}

/** Declines every other pending bid on a gig (after an award, a cancellation or expiry). */
export async function rejectPendingBids(
  tx: Tx,
  gigId: string,
  reason: string,
  gigTitle: string,
  exceptBidId?: string,
) {
  const pending = await tx
    .select({ id: bids.id, sellerId: bids.sellerId })
    .from(bids)
    .where(
      and(
        eq(bids.gigId, gigId),
        eq(bids.state, 'pending'),
        ...(exceptBidId ? [ne(bids.id, exceptBidId)] : []),
      ),
    );
  for (const bid of pending) {
    await applyTransition(tx, {
      machine: BID_LIFECYCLE,
      id: bid.id,
      action: 'reject',
      actors: ['system'],
      actorId: null,
      details: { reason },
    });
  }
  await notify(
    tx,
    pending.map((bid) => ({
      userId: bid.sellerId,
      type: 'bid_declined',
      title: 'Your bid was not chosen',
      body: `${reason} (“${gigTitle}”).`,
      href: `/gigs/${gigId}`,
    })),
  );
}

/**
 * The client accepts one bid: the gig is awarded, the bid accepted, every other pending bid
 * declined, and the contract created awaiting funding — with the platform fee of today fixed on
 * it — all in one transaction, and everyone told.
 */
export async function acceptBid(
  db: Database,
  env: Pick<Env, 'PLATFORM_FEE_BPS'>,
  viewerId: string,
  bidId: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const bid = await findBidWithGig(tx, bidId);
    const owner = bid.buyerId === viewerId ? (['owner'] as const) : ([] as const);
    await tx.execute(sql`SELECT 1 FROM ${gigs} WHERE id = ${bid.gigId} FOR UPDATE`);
    await applyTransition(tx, {
      machine: GIG_LIFECYCLE,
      id: bid.gigId,
      action: 'award',
      actors: owner,
      actorId: viewerId,
      conflictMessage: GIG_MESSAGES.notOpen,
    });
    await applyTransition(tx, {
      machine: BID_LIFECYCLE,
      id: bidId,
      action: 'accept',
      actors: owner,
      actorId: viewerId,
      conflictMessage: 'Only a pending bid can be accepted.',
    });
    // The milestones both sides last agreed to: the bid's own list (a client's proposal the
    // professional has not agreed to is not part of it).
    const contractId = await makeContract(
      tx,
      {
        gigId: bid.gigId,
        gigTitle: bid.gigTitle,
        bidId,
        buyerId: bid.buyerId,
        sellerId: bid.sellerId,
        currency: bid.currency,
        amountMinor: bid.amountMinor,
        feeBps: env.PLATFORM_FEE_BPS,
        plan: bid.milestones,
      },
      viewerId,
    );
    await rejectPendingBids(
      tx,
      bid.gigId,
      'The client chose another professional',
      bid.gigTitle,
      bidId,
    );
    await notify(tx, [
      {
        userId: bid.sellerId,
        type: 'bid_accepted',
        title: 'Your bid was accepted',
        body: `The client accepted your bid of ${formatMoney(bid.amountMinor, bid.currency)} on “${bid.gigTitle}”. Work starts once the escrow is funded.`,
        href: contractHref(contractId),
        email: true,
      },
    ]);
    return contractId;
  });
}

/** The client declines one pending bid. */
export async function rejectBid(db: Database, viewerId: string, bidId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const bid = await findBidWithGig(tx, bidId);
    await applyTransition(tx, {
      machine: BID_LIFECYCLE,
      id: bidId,
      action: 'reject',
      actors: bid.buyerId === viewerId ? ['owner'] : [],
      actorId: viewerId,
      conflictMessage: 'Only a pending bid can be declined.',
    });
    await notify(tx, [
      {
        userId: bid.sellerId,
        type: 'bid_declined',
        title: 'Your bid was declined',
        body: `The client declined your bid on “${bid.gigTitle}”.`,
        href: `/gigs/${bid.gigId}`,
      },
    ]);
  });
}
