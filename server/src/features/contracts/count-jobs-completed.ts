import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * A professional's jobs done, as a subquery on `sellerId` (a column or a parameter): their
 * contracts that paid them for the work. That is a completed contract (the client approved the
 * work, or the escrow released itself after 14 days) and a dispute an administrator resolved with
 * a part to the professional (a release or a split); a refund of everything is not a job done.
 *
 * Counted from the contracts on every read, by the (seller_id, state) index, rather than kept in
 * profiles.jobs_completed: a count nothing has to remember to bump cannot fall behind the money.
 */
export function jobsCompletedBy(sellerId: SQLWrapper): SQL<number> {
  return sql<number>`(
    SELECT count(*)::int FROM contracts jc
    WHERE jc.seller_id = ${sellerId}
      AND (jc.state = 'completed'
        OR (jc.state = 'resolved' AND EXISTS (
          SELECT 1 FROM disputes jd WHERE jd.contract_id = jc.id AND jd.seller_minor > 0))))`;
}

/** One professional's jobs done. */
export async function countJobsCompleted(db: Database, sellerId: string): Promise<number> {
  const { rows } = await db.execute<{ total: number }>(
    sql`SELECT ${jobsCompletedBy(sql`${sellerId}::uuid`)} AS total`,
  );
  return rows[0]?.total ?? 0;
}
