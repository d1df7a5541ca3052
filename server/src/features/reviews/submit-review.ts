import {
  REVIEW_DIMENSIONS,
  REVIEW_MESSAGES,
  type ContractReviews,
  type SessionUser,
  type submitReviewSchema,
} from '@titletrust/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Tx } from '../../db/client';
import { reviewReports, reviews, reviewWindows } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { notify } from '../notifications';
import { getContractReviews } from './get-contract-reviews';
import { dimensionsFor } from './review-rows';
import {
  findContract,
  publishContractReviews,
  sideOf,
  windowOf,
  type ReviewableContract,
} from './review-window';

type Submission = z.output<typeof submitReviewSchema>;

export const SHARED_WALLET_REASON = 'The two accounts share a wallet address.';

/** Whether the two accounts share a wallet: sign-in wallets, linked addresses or custodial ones. */
async function shareAWallet(tx: Tx, a: string, b: string): Promise<boolean> {
  const { rows } = await tx.execute<{ shared: boolean }>(sql`
    WITH addresses AS (
      SELECT user_id, lower(address) AS address FROM wallet_addresses WHERE user_id IN (${a}, ${b})
      UNION SELECT id, lower(eth_address) FROM profiles WHERE id IN (${a}, ${b}) AND eth_address IS NOT NULL
      UNION SELECT user_id, lower(wallet_address) FROM user_wallets
        WHERE user_id IN (${a}, ${b}) AND wallet_address IS NOT NULL
    )
    SELECT EXISTS (
      SELECT 1 FROM addresses x JOIN addresses y ON x.address = y.address AND x.user_id <> y.user_id
    ) AS shared`);
  return rows[0]?.shared ?? false;
}

function checkDimensions(submission: Submission, asked: readonly string[]) {
  const given = Object.keys(submission.dimensions);
  const missing = asked.filter((dimension) => !given.includes(dimension));
  const extra = given.filter((dimension) => !asked.includes(dimension));
  if (missing.length > 0 || extra.length > 0)
    throw new AppError('VALIDATION_FAILED', REVIEW_MESSAGES.dimensionMissing, [
      { path: 'dimensions', message: REVIEW_MESSAGES.dimensionMissing },
    ]);
}

async function tellBothPublished(tx: Tx, contract: ReviewableContract) {
  await notify(
    tx,
    [contract.buyerId, contract.sellerId].map((userId) => ({
      userId,
      type: 'reviews_published',
      title: 'Your reviews are published',
      body: `The reviews of “${contract.gigTitle}” are now public.`,
      href: `/contracts/${contract.id}`,
      email: true,
    })),
  );
}

/**
 * A party reviews the other once, inside the contract's 14-day window, rating the points of
 * their side. The review stays blind until the other side's is in, and then both are published
 * together. Accounts that share a wallet address are held for an admin rather than published.
 */
export async function submitReview(
  db: Database,
  viewer: SessionUser,
  contractId: string,
  submission: Submission,
  now = new Date(),
): Promise<ContractReviews> {
  return db.transaction(async (tx) => {
    const contract = await findContract(tx, contractId);
    const side = sideOf(contract, viewer.id);
    const window = windowOf(contract);
    if (!window) throw new AppError('CONFLICT', REVIEW_MESSAGES.notReviewable);
    if (now >= window.closesAt) throw new AppError('CONFLICT', REVIEW_MESSAGES.windowClosed);
    checkDimensions(submission, dimensionsFor(side));

    // The window row is the lock two reviews of one contract take in turn.
    await tx
      .insert(reviewWindows)
      .values({ contractId, opensAt: window.opensAt, closesAt: window.closesAt })
      .onConflictDoNothing();
    await tx
      .select()
      .from(reviewWindows)
      .where(eq(reviewWindows.contractId, contractId))
      .for('update');
    const existing = await tx.select().from(reviews).where(eq(reviews.contractId, contractId));
    if (existing.some((row) => row.reviewerRole === side))
      throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyReviewed);

    const revieweeId = side === 'client' ? contract.sellerId : contract.buyerId;
    const held = await shareAWallet(tx, viewer.id, revieweeId);
    const dimensions = Object.fromEntries(
      REVIEW_DIMENSIONS.map((dimension) => [dimension, submission.dimensions[dimension] ?? null]),
    );
    const [review] = await tx
      .insert(reviews)
      .values({
        contractId,
        reviewerId: viewer.id,
        revieweeId,
        reviewerRole: side,
        rating: submission.rating,
        ...dimensions,
        comment: submission.comment,
        resolvedByAdmin: contract.state === 'resolved',
        heldReason: held ? SHARED_WALLET_REASON : null,
      })
      .returning({ id: reviews.id });
    if (held)
      await tx.insert(reviewReports).values({ reviewId: review!.id, reason: SHARED_WALLET_REASON });

    if (existing.length > 0 && (await publishContractReviews(tx, contractId)) > 0)
      await tellBothPublished(tx, contract);
    return getContractReviews(tx, viewer, contractId, now);
  });
}
