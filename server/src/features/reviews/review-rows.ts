import {
  CLIENT_DIMENSIONS,
  PROFESSIONAL_DIMENSIONS,
  REVIEW_DIMENSIONS,
  REVIEW_LIMITS,
  SERVICE_CATEGORIES,
  stateName,
  type Review,
  type ReviewDimension,
  type ReviewerRole,
  type ReviewSummary,
} from '@titletrust/shared';
import { and, desc, eq, isNotNull, isNull, sql, type SQL, type AnyColumn } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { contracts, gigs, reviews, users } from '../../db/schema';

type ReviewRow = typeof reviews.$inferSelect;

const serviceName = new Map<string, string>(SERVICE_CATEGORIES.map((s) => [s.slug, s.name]));

export const dimensionsFor = (role: ReviewerRole): readonly ReviewDimension[] =>
  role === 'client' ? CLIENT_DIMENSIONS : PROFESSIONAL_DIMENSIONS;

/** Shown to anyone: published, not hidden by an admin, not held for one. */
export const isPublic = and(
  isNotNull(reviews.publishedAt),
  isNull(reviews.hiddenAt),
  isNull(reviews.heldReason),
);

/** "Adaeze Okafor" → "Adaeze O.": enough to be a person, not enough to be found. */
const shortName = (name: string) => {
  const [first, ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : (first ?? name);
};

/** A review with its gig's service and state and the reviewer's short name, as the API gives it. */
export async function toReviews(db: Database | Tx, rows: ReviewRow[]): Promise<Review[]> {
  if (rows.length === 0) return [];
  const context = await db
    .select({
      contractId: contracts.id,
      category: gigs.category,
      state: gigs.propertyState,
    })
    .from(contracts)
    .innerJoin(gigs, eq(gigs.id, contracts.gigId))
    .where(
      sql`${contracts.id} IN (${sql.join(
        rows.map((row) => sql`${row.contractId}::uuid`),
        sql`, `,
      )})`,
    );
  const names = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      sql`${users.id} IN (${sql.join(
        rows.map((row) => sql`${row.reviewerId}::uuid`),
        sql`, `,
      )})`,
    );
  const nameOf = (id: string | null) => {
    const name = names.find((person) => person.id === id)?.name;
    return name ? shortName(name) : 'A former member';
  };
  return rows.map((row) => {
    const gig = context.find((candidate) => candidate.contractId === row.contractId);
    const dimensions: Review['dimensions'] = {};
    for (const dimension of REVIEW_DIMENSIONS) {
      const value = row[dimension];
      if (value !== null) dimensions[dimension] = value;
    }
    return {
      id: row.id,
      contractId: row.contractId,
      reviewerRole: row.reviewerRole,
      reviewer: {
        id: row.reviewerId ?? '00000000-0000-4000-8000-000000000000',
        name: nameOf(row.reviewerId),
      },
      revieweeId: row.revieweeId,
      rating: row.rating,
      dimensions,
      comment: row.comment,
      service: serviceName.get(gig?.category ?? '') ?? '',
      state: gig ? stateName(gig.state) : '',
      resolvedByAdmin: row.resolvedByAdmin,
      createdAt: row.createdAt.toISOString(),
      publishedAt: row.publishedAt?.toISOString() ?? null,
      reply:
        row.reply && row.repliedAt
          ? { body: row.reply, createdAt: row.repliedAt.toISOString() }
          : null,
    };
  });
}

/** The public average and count of a person's reviews from the other side, as SQL columns. */
export function publicRatingOf(personId: AnyColumn | SQL) {
  const about = sql`${reviews.revieweeId} = ${personId} AND ${reviews.publishedAt} IS NOT NULL
    AND ${reviews.hiddenAt} IS NULL AND ${reviews.heldReason} IS NULL`;
  return {
    average: sql<
      string | null
    >`(SELECT round(avg(${reviews.rating}), 1)::text FROM ${reviews} WHERE ${about})`,
    count: sql<number>`(SELECT count(*)::int FROM ${reviews} WHERE ${about})`,
  };
}

/** The average is shown from REVIEW_LIMITS.showAverageFrom reviews on; before, "New". */
export const shownAverage = (average: string | null, count: number) =>
  average === null || count < REVIEW_LIMITS.showAverageFrom ? null : Number(average);

/** A person's public reviews, newest first, with the summary over all of them. */
export async function reviewPageAbout(
  db: Database,
  personId: string,
  page: number,
  { showAverageAlways = false } = {},
): Promise<{ summary: ReviewSummary; items: Review[]; page: number; hasMore: boolean }> {
  const where = and(eq(reviews.revieweeId, personId), isPublic);
  const rows = await db
    .select()
    .from(reviews)
    .where(where)
    .orderBy(desc(reviews.publishedAt), desc(reviews.createdAt))
    .limit(REVIEW_LIMITS.pageSize + 1)
    .offset((page - 1) * REVIEW_LIMITS.pageSize);
  const [totals] = await db
    .select({
      count: sql<number>`count(*)::int`,
      average: sql<string | null>`round(avg(${reviews.rating}), 1)::text`,
      ...Object.fromEntries(
        REVIEW_DIMENSIONS.map((dimension) => [
          dimension,
          sql<string | null>`round(avg(${reviews[dimension]}), 1)::text`,
        ]),
      ),
    })
    .from(reviews)
    .where(where);
  const count = totals?.count ?? 0;
  const dimensions: ReviewSummary['dimensions'] = {};
  for (const dimension of REVIEW_DIMENSIONS) {
    const value = (totals as Record<string, string | null> | undefined)?.[dimension];
    if (value !== null && value !== undefined) dimensions[dimension] = Number(value);
  }
  return {
    summary: {
      average: showAverageAlways
        ? totals?.average === null || totals?.average === undefined
          ? null
          : Number(totals.average)
        : shownAverage(totals?.average ?? null, count),
      count,
      dimensions,
    },
    items: await toReviews(db, rows.slice(0, REVIEW_LIMITS.pageSize)),
    page,
    hasMore: rows.length > REVIEW_LIMITS.pageSize,
  };
}
