import { REVIEW_LIMITS } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notify } from '../notifications';
import { lagosDateTime, publishContractReviews } from './review-window';

type WindowRow = {
  contract_id: string;
  buyer_id: string;
  seller_id: string;
  title: string;
  closes_at: Date;
};

const href = (contractId: string) => `/contracts/${contractId}`;

/**
 * Run every minute by a scheduled job, so it survives restarts: opens the review window of each
 * contract that just finished and asks both sides for a review; reminds those who have not
 * reviewed 3 days before it closes; and when it closes publishes what was written. Each step
 * marks its rows in the same transaction as its notices, so nothing is announced twice.
 */
export async function runReviewWindows(
  db: Database,
): Promise<{ opened: number; reminded: number; published: number }> {
  const opened = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<WindowRow>(sql`
      INSERT INTO review_windows (contract_id, opens_at, closes_at, prompted_at)
      SELECT c.id, c.closed_at, c.closed_at + make_interval(days => ${REVIEW_LIMITS.windowDays}), now()
      FROM contracts c
      WHERE c.state IN ('completed', 'resolved') AND c.closed_at IS NOT NULL
        AND c.closed_at > now() - make_interval(days => ${REVIEW_LIMITS.windowDays})
      ON CONFLICT (contract_id) DO UPDATE SET prompted_at = now()
        WHERE review_windows.prompted_at IS NULL
      RETURNING contract_id, closes_at,
        (SELECT buyer_id FROM contracts WHERE id = contract_id) AS buyer_id,
        (SELECT seller_id FROM contracts WHERE id = contract_id) AS seller_id,
        (SELECT g.title FROM contracts c JOIN gigs g ON g.id = c.gig_id WHERE c.id = contract_id) AS title`);
    await notify(
      tx,
      rows.flatMap((row) =>
        [row.buyer_id, row.seller_id].map((userId) => ({
          userId,
          type: 'review_requested',
          title: 'Leave a review',
          body: `How did “${row.title}” go? Review the other side by ${lagosDateTime(new Date(row.closes_at))}. Reviews stay hidden until both are in.`,
          href: href(row.contract_id),
          email: true,
        })),
      ),
    );
    return rows.length;
  });

  const reminded = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<WindowRow & { missing: string[] }>(sql`
      UPDATE review_windows w SET reminded_at = now()
      FROM contracts c JOIN gigs g ON g.id = c.gig_id
      WHERE c.id = w.contract_id AND w.reminded_at IS NULL AND w.published_at IS NULL
        AND w.closes_at > now()
        AND w.closes_at <= now() + make_interval(days => ${REVIEW_LIMITS.reminderDaysBefore})
      RETURNING w.contract_id, w.closes_at, c.buyer_id, c.seller_id, g.title,
        ARRAY(SELECT reviewer_role FROM reviews r WHERE r.contract_id = w.contract_id) AS missing`);
    await notify(
      tx,
      rows.flatMap((row) =>
        [
          { userId: row.buyer_id, side: 'client' },
          { userId: row.seller_id, side: 'professional' },
        ]
          .filter(({ side }) => !row.missing.includes(side))
          .map(({ userId }) => ({
            userId,
            type: 'review_reminder',
            title: 'Your review window closes soon',
            body: `Review “${row.title}” by ${lagosDateTime(new Date(row.closes_at))}; after that the window closes.`,
            href: href(row.contract_id),
            email: true,
          })),
      ),
    );
    return rows.length;
  });

  const { rows: due } = await db.execute<{ contract_id: string }>(sql`
    SELECT contract_id FROM review_windows WHERE published_at IS NULL AND closes_at <= now()
    ORDER BY closes_at LIMIT 200`);
  let published = 0;
  for (const { contract_id: contractId } of due) {
    published += await db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ reviewee_id: string; title: string }>(sql`
        SELECT r.reviewee_id, g.title FROM review_windows w
        JOIN reviews r ON r.contract_id = w.contract_id AND r.published_at IS NULL AND r.held_reason IS NULL
        JOIN contracts c ON c.id = w.contract_id JOIN gigs g ON g.id = c.gig_id
        WHERE w.contract_id = ${contractId} AND w.published_at IS NULL
        FOR UPDATE OF w`);
      const count = await publishContractReviews(tx, contractId);
      await notify(
        tx,
        rows.map((row) => ({
          userId: row.reviewee_id,
          type: 'reviews_published',
          title: 'A review of you is published',
          body: `The review window of “${row.title}” closed and its review is now public.`,
          href: href(contractId),
          email: true,
        })),
      );
      return count;
    });
  }
  return { opened, reminded, published };
}
