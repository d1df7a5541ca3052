import { COUNTED_BID_STATES, type GigSummary } from '@titletrust/shared';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bids, gigs, profiles } from '../../db/schema';

const EXCERPT_LENGTH = 220;

/** Columns of a gig as lists show it, with its client's first name and its bid count. */
export const gigSummaryColumns = {
  id: gigs.id,
  buyerId: gigs.buyerId,
  category: gigs.category,
  title: gigs.title,
  description: gigs.description,
  propertyState: gigs.propertyState,
  propertyAddress: gigs.propertyAddress,
  currency: gigs.currency,
  budgetMinMinor: gigs.budgetMinMinor,
  budgetMaxMinor: gigs.budgetMaxMinor,
  budgetSortMinor: gigs.budgetSortMinor,
  bidDeadline: gigs.bidDeadline,
  state: gigs.state,
  createdAt: gigs.createdAt,
  buyerFirstName: sql<string>`coalesce(${profiles.firstName}, 'A client')`,
  // The bids still standing (COUNTED_BID_STATES): the one count every page shows.
  bidCount: sql<number>`(SELECT count(*)::int FROM ${bids} WHERE ${bids.gigId} = ${gigs.id} AND ${inArray(bids.state, [...COUNTED_BID_STATES])})`,
};

export type GigRow = Awaited<ReturnType<typeof selectGigs>>[number];

export function excerptOf(description: string): string {
  if (description.length <= EXCERPT_LENGTH) return description;
  return `${description.slice(0, EXCERPT_LENGTH).replace(/\s+\S*$/, '')}…`;
}

export function toGigSummary(row: GigRow, viewerBidGigIds: ReadonlySet<string>): GigSummary {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    excerpt: excerptOf(row.description),
    propertyState: row.propertyState,
    propertyAddress: row.propertyAddress,
    currency: row.currency,
    budgetMinMinor: row.budgetMinMinor.toString(),
    budgetMaxMinor: row.budgetMaxMinor?.toString() ?? null,
    bidDeadline: row.bidDeadline.toISOString(),
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    buyerFirstName: row.buyerFirstName,
    bidCount: row.bidCount,
    viewerHasBid: viewerBidGigIds.has(row.id),
  };
}

/** The gigs among these the viewer has bid on (any bid they have not withdrawn). */
export async function gigsBidOnBy(
  db: Database,
  viewerId: string,
  gigIds: string[],
): Promise<Set<string>> {
  if (gigIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ gigId: bids.gigId })
    .from(bids)
    .where(
      and(eq(bids.sellerId, viewerId), inArray(bids.gigId, gigIds), ne(bids.state, 'withdrawn')),
    );
  return new Set(rows.map((row) => row.gigId));
}

export function selectGigs(db: Database) {
  return db
    .select(gigSummaryColumns)
    .from(gigs)
    .leftJoin(profiles, eq(profiles.id, gigs.buyerId))
    .$dynamic();
}
