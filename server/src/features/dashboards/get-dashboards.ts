import { COUNTED_BID_STATES, type ContractState, type CurrencyCode } from '@titletrust/shared';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bids, contracts, gigs, professionalVerifications, profiles } from '../../db/schema';
import { countJobsCompleted, contractHref } from '../contracts';
import { getBalances } from '../money';
import { stageOf } from '../verification';
import { listDueMilestones } from './list-due-milestones';

type NextAction = { label: string; href: string };

/** The page of the oldest contract of the user's in a state: where the next action is. */
async function oldestContractIn(
  db: Database,
  party: 'buyer' | 'seller',
  userId: string,
  state: ContractState,
): Promise<string> {
  const column = party === 'buyer' ? contracts.buyerId : contracts.sellerId;
  const [row] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(column, userId), eq(contracts.state, state)))
    .orderBy(asc(contracts.updatedAt))
    .limit(1);
  return row ? contractHref(row.id) : party === 'buyer' ? '/MyGigs' : '/my-gigs';
}

async function contractsByState(db: Database, party: 'buyer' | 'seller', userId: string) {
  const column = party === 'buyer' ? contracts.buyerId : contracts.sellerId;
  const rows = await db
    .select({ state: contracts.state, total: count() })
    .from(contracts)
    .where(eq(column, userId))
    .groupBy(contracts.state);
  return Object.fromEntries(rows.map((row) => [row.state, row.total]));
}

/** Open gigs the client's dashboard lists; "My gigs" has them all. */
const OPEN_GIGS_SHOWN = 5;

/** What a client has going on, and what to do next. */
export async function getBuyerDashboard(db: Database, buyerId: string) {
  const [[open], [awaiting], byState, balances, openGigs, milestonesDue] = await Promise.all([
    db
      .select({ total: count() })
      .from(gigs)
      .where(and(eq(gigs.buyerId, buyerId), eq(gigs.state, 'open'))),
    db
      .select({ total: count() })
      .from(bids)
      .innerJoin(gigs, eq(gigs.id, bids.gigId))
      .where(
        and(
          eq(gigs.buyerId, buyerId),
          eq(gigs.state, 'open'),
          inArray(bids.state, [...COUNTED_BID_STATES]),
        ),
      ),
    contractsByState(db, 'buyer', buyerId),
    getBalances(db, buyerId),
    // The open gigs whose bidding closes first, each with the bids waiting on it.
    db
      .select({
        id: gigs.id,
        title: gigs.title,
        bidDeadline: gigs.bidDeadline,
        pendingBids: sql<number>`count(${bids.id})::int`,
      })
      .from(gigs)
      .leftJoin(bids, and(eq(bids.gigId, gigs.id), inArray(bids.state, [...COUNTED_BID_STATES])))
      .where(and(eq(gigs.buyerId, buyerId), eq(gigs.state, 'open')))
      .groupBy(gigs.id)
      .orderBy(asc(gigs.bidDeadline), asc(gigs.id))
      .limit(OPEN_GIGS_SHOWN),
    listDueMilestones(db, 'buyer', buyerId),
  ]);
  const nextActions: NextAction[] = [];
  const waiting = awaiting?.total ?? 0;
  if (waiting > 0)
    nextActions.push({
      label: `Compare the ${waiting === 1 ? 'bid' : `${waiting} bids`} waiting for you`,
      href: '/MyGigs',
    });
  if ((byState.awaiting_funding ?? 0) > 0)
    nextActions.push({
      label: 'Fund the escrow of an accepted bid',
      href: await oldestContractIn(db, 'buyer', buyerId, 'awaiting_funding'),
    });
  if ((byState.delivered ?? 0) > 0)
    nextActions.push({
      label: 'Review delivered work',
      href: await oldestContractIn(db, 'buyer', buyerId, 'delivered'),
    });
  nextActions.push({ label: 'Post a new gig', href: '/post-gig' });
  return {
    openGigs: open?.total ?? 0,
    openGigsSoonestClosing: openGigs.map((gig) => ({
      ...gig,
      bidDeadline: gig.bidDeadline.toISOString(),
    })),
    bidsAwaitingDecision: awaiting?.total ?? 0,
    contractsByState: byState,
    escrowHeld: balances
      .filter((balance) => balance.inEscrowMinor !== '0')
      .map((balance) => ({ currency: balance.currency, amountMinor: balance.inEscrowMinor })),
    nextActions,
    milestonesDue,
  };
}

/** What a professional has going on, and what to do next. */
export async function getSellerDashboard(db: Database, sellerId: string) {
  const [[profile], [pending], byState, { rows: earned }, balances, jobsCompleted, milestonesDue] =
    await Promise.all([
      db
        .select({
          status: profiles.verificationStatus,
          submittedAt: professionalVerifications.submittedAt,
        })
        .from(profiles)
        .leftJoin(professionalVerifications, eq(professionalVerifications.userId, profiles.id))
        .where(eq(profiles.id, sellerId)),
      db
        .select({ total: count() })
        .from(bids)
        .where(and(eq(bids.sellerId, sellerId), eq(bids.state, 'pending'))),
      contractsByState(db, 'seller', sellerId),
      // Released to the professional this month (after the fee), from the ledger.
      db.execute<{ currency: CurrencyCode; total: string }>(sql`
      SELECT a.currency, sum(p.amount_minor)::text AS total
      FROM ledger_postings p
      JOIN ledger_accounts a ON a.id = p.account_id
        AND a.user_id = ${sellerId} AND a.kind = 'available'
      JOIN journal_entries e ON e.id = p.entry_id
      WHERE e.kind IN ('release', 'split') AND e.created_at >= date_trunc('month', now())
      GROUP BY a.currency
      ORDER BY a.currency <> 'NGN', a.currency`),
      getBalances(db, sellerId),
      countJobsCompleted(db, sellerId),
      listDueMilestones(db, 'seller', sellerId),
    ]);
  const status = profile?.status ?? 'pending';
  // A submission in the admins' queue waits for them: there is nothing more to send.
  const inReviewSince =
    stageOf(status, profile) === 'in_review' ? (profile?.submittedAt ?? null) : null;
  const nextActions: NextAction[] = [];
  if (status !== 'verified' && !inReviewSince)
    nextActions.push({ label: 'Get verified to start bidding', href: '/verification' });
  nextActions.push({ label: 'Find gigs to bid on', href: '/find-gigs' });
  if ((pending?.total ?? 0) > 0)
    nextActions.push({
      label: `Follow your ${pending!.total === 1 ? 'pending bid' : `${pending!.total} pending bids`}`,
      href: '/active-bids',
    });
  if ((byState.active ?? 0) > 0)
    nextActions.push({
      label: 'Deliver your active work',
      href: await oldestContractIn(db, 'seller', sellerId, 'active'),
    });
  if (balances.some((balance) => BigInt(balance.availableMinor) > 0n))
    nextActions.push({ label: 'See your earnings and withdraw', href: '/earnings' });
  return {
    verificationStatus: status,
    verificationSubmittedAt: inReviewSince?.toISOString() ?? null,
    pendingBids: pending?.total ?? 0,
    contractsByState: byState,
    earningsThisMonth: earned.map((row) => ({ currency: row.currency, amountMinor: row.total })),
    jobsCompleted,
    nextActions,
    milestonesDue,
  };
}
