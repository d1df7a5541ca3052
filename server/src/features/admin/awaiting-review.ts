import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { professionalVerifications, profiles } from '../../db/schema';

/**
 * What "pending verification" means to an admin, in one place for the dashboard's tile and the
 * queue: a professional who submitted for review and is not yet decided. `pending` alone is not
 * it: every new professional starts as `pending` long before they submit anything.
 */
export const awaitingReview = and(
  isNotNull(professionalVerifications.submittedAt),
  eq(profiles.verificationStatus, 'pending'),
);

/** How many submissions wait for an admin (the tile and the queue's heading). */
export async function countAwaitingReview(db: Database): Promise<number> {
  const [row] = await db
    .select({ waiting: count() })
    .from(professionalVerifications)
    .innerJoin(profiles, eq(profiles.id, professionalVerifications.userId))
    .where(awaitingReview);
  return row?.waiting ?? 0;
}
