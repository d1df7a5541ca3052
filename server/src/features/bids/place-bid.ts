import {
  bidPriceProblem,
  formatMoney,
  GIG_MESSAGES,
  type bidInputSchema,
  type CurrencyCode,
} from '@titletrust/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { bids, gigs, lifecycleEvents, profiles } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { pgErrorCode } from '../../platform/pg-error-code';
import { notify } from '../notifications';
import { assertMilestonePlan, toStoredPlan } from './milestone-plan';

type ParsedBidInput = z.output<typeof bidInputSchema>;
/** A bid as the route parses it; callers in code (the demo seed) may leave the milestones out. */
export type BidInputData = Omit<ParsedBidInput, 'milestones'> &
  Partial<Pick<ParsedBidInput, 'milestones'>>;

const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';

/**
 * A verified professional bids on an open gig before its deadline: one pending bid per
 * professional per gig (a partial unique index backs the check), never on their own gig. The
 * gig row is locked so a bid cannot slip in while the gig is being awarded or cancelled. A bid
 * may divide its price into milestones; none is one milestone of the whole price.
 */
export async function placeBid(
  db: Database,
  sellerId: string,
  gigId: string,
  input: BidInputData,
): Promise<string> {
  const milestones = input.milestones ?? [];
  try {
    return await db.transaction(async (tx) => {
      const [profile] = await tx
        .select({ status: profiles.verificationStatus })
        .from(profiles)
        .where(eq(profiles.id, sellerId));
      if (profile?.status !== 'verified') throw new AppError('FORBIDDEN', GIG_MESSAGES.notVerified);
      const { rows } = await tx.execute<{
        buyer_id: string;
        state: string;
        open_for_bids: boolean;
        title: string;
        currency: CurrencyCode;
      }>(
        sql`SELECT buyer_id, state, title, currency, bid_deadline > now() AS open_for_bids FROM ${gigs} WHERE id = ${gigId} FOR SHARE`,
      );
      const gig = rows[0];
      if (!gig) throw new AppError('NOT_FOUND', 'No gig with that id.');
      if (gig.buyer_id === sellerId) throw new AppError('FORBIDDEN', GIG_MESSAGES.ownGig);
      if (gig.state !== 'open') throw new AppError('CONFLICT', GIG_MESSAGES.notOpen);
      if (!gig.open_for_bids) throw new AppError('CONFLICT', GIG_MESSAGES.deadlinePassed);
      // A price is in the gig's currency: its range and step are that currency's.
      const priceProblem = bidPriceProblem(input.amountMinor, gig.currency);
      if (priceProblem)
        throw new AppError('VALIDATION_FAILED', priceProblem, [
          { path: 'amountMinor', message: priceProblem },
        ]);
      // Milestones divide that price exactly, each at least the currency's minimum.
      assertMilestonePlan(milestones, {
        amountMinor: input.amountMinor,
        currency: gig.currency,
      });

      const [bid] = await tx
        .insert(bids)
        .values({
          gigId,
          sellerId,
          amountMinor: input.amountMinor,
          deliveryDays: input.deliveryDays,
          coverLetter: input.coverLetter,
          milestones: toStoredPlan(milestones),
        })
        .returning({ id: bids.id });
      await tx.insert(lifecycleEvents).values({
        entityType: 'bid',
        entityId: bid!.id,
        action: 'place',
        fromState: 'none',
        toState: 'pending',
        actorId: sellerId,
        actorRole: 'bidder',
      });
      await notify(tx, [
        {
          userId: gig.buyer_id,
          type: 'bid_received',
          title: 'New bid on your gig',
          body: `A professional bid ${formatMoney(input.amountMinor, gig.currency)} on “${gig.title}”.`,
          href: `/gigs/${gigId}`,
          email: true,
        },
      ]);
      return bid!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', GIG_MESSAGES.alreadyBid);
    throw error;
  }
}
