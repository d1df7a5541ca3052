import type { ReviewReport } from '@titletrust/shared';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reviewReports, reviews, users } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { recordAuditEvent } from '../audit';
import { notify } from '../notifications';
import { toReviews } from './review-rows';

/** Reports and wallet flags waiting for an admin, oldest first. */
export async function listReviewReports(db: Database): Promise<ReviewReport[]> {
  const rows = await db
    .select({ report: reviewReports, review: reviews, reporterName: users.name })
    .from(reviewReports)
    .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
    .leftJoin(users, eq(users.id, reviewReports.reporterId))
    .where(isNull(reviewReports.decision))
    .orderBy(asc(reviewReports.createdAt))
    .limit(200);
  const shown = await toReviews(
    db,
    rows.map((row) => row.review),
  );
  return rows.map((row, index) => ({
    id: row.report.id,
    review: shown[index]!,
    reporter:
      row.report.reporterId && row.reporterName
        ? { id: row.report.reporterId, name: row.reporterName }
        : null,
    reason: row.report.reason,
    createdAt: row.report.createdAt.toISOString(),
  }));
}

/**
 * An admin keeps a reported review or hides it with a reason. The decision is logged on the
 * report, the author is told, and a hold (shared wallet) ends either way: kept, it is published
 * if its contract's reviews already are. The decision and its audit row commit together.
 */
export async function decideReviewReport(
  db: Database,
  adminId: string,
  reportId: string,
  decision: { decision: 'keep' | 'hide'; reason: string },
  ipAddress: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [report] = await tx
      .select()
      .from(reviewReports)
      .where(eq(reviewReports.id, reportId))
      .for('update');
    if (!report) throw new AppError('NOT_FOUND', 'No report with that id.');
    if (report.decision) throw new AppError('CONFLICT', 'This report was already decided.');
    const [review] = await tx
      .select()
      .from(reviews)
      .where(eq(reviews.id, report.reviewId))
      .for('update');
    const now = new Date();
    // Every open report of the review is settled by the one decision.
    await tx
      .update(reviewReports)
      .set({
        decision: decision.decision === 'keep' ? 'kept' : 'hidden',
        decisionReason: decision.reason || null,
        decidedBy: adminId,
        decidedAt: now,
      })
      .where(
        sql`${reviewReports.reviewId} = ${report.reviewId} AND ${reviewReports.decision} IS NULL`,
      );
    if (decision.decision === 'hide') {
      await tx
        .update(reviews)
        .set({ hiddenAt: now, hiddenReason: decision.reason, heldReason: null })
        .where(eq(reviews.id, report.reviewId));
    } else {
      const { rows } = await tx.execute<{ published: boolean }>(sql`
        SELECT EXISTS (SELECT 1 FROM review_windows WHERE contract_id = ${review!.contractId} AND published_at IS NOT NULL)
          OR EXISTS (SELECT 1 FROM reviews WHERE contract_id = ${review!.contractId} AND id <> ${review!.id} AND published_at IS NOT NULL)
          AS published`);
      await tx
        .update(reviews)
        .set({
          heldReason: null,
          ...(review!.publishedAt || !rows[0]?.published ? {} : { publishedAt: now }),
        })
        .where(eq(reviews.id, report.reviewId));
    }
    await recordAuditEvent(tx, {
      action: 'review_report.decided',
      actorId: adminId,
      userId: review!.reviewerId,
      subject: { type: 'review', id: report.reviewId },
      reason: decision.reason || null,
      ipAddress,
      details: {
        decision: decision.decision === 'keep' ? 'kept' : 'hidden',
        reportId,
        contractId: review!.contractId,
      },
    });
    if (review!.reviewerId)
      await notify(tx, [
        {
          userId: review!.reviewerId,
          type: 'review_moderated',
          title: decision.decision === 'hide' ? 'Your review was hidden' : 'Your review stays up',
          body:
            decision.decision === 'hide'
              ? `An administrator hid your review: “${decision.reason}”.`
              : 'An administrator looked at your review and kept it.',
          href: `/contracts/${review!.contractId}`,
          email: decision.decision === 'hide',
        },
      ]);
  });
}
