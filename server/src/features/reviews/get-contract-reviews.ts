import type { ContractReviews, SessionUser } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { reviews } from '../../db/schema';
import { dimensionsFor, toReviews } from './review-rows';
import { findContract, sideOf, windowOf } from './review-window';

/**
 * What a party sees of a contract's reviews: the window, their own review, and the other
 * side's only once it is published (blind until both are in or the window closes).
 */
export async function getContractReviews(
  db: Database | Tx,
  viewer: SessionUser,
  contractId: string,
  now = new Date(),
): Promise<ContractReviews> {
  const contract = await findContract(db, contractId);
  const side = sideOf(contract, viewer.id);
  const window = windowOf(contract);
  const rows = await db.select().from(reviews).where(eq(reviews.contractId, contractId));
  const mineRow = rows.find((row) => row.reviewerRole === side);
  const theirsRow = rows.find((row) => row.reviewerRole !== side);
  const theirsVisible =
    theirsRow && theirsRow.publishedAt && !theirsRow.hiddenAt && !theirsRow.heldReason;
  const [mine, theirs] = await Promise.all([
    toReviews(db, mineRow ? [mineRow] : []),
    toReviews(db, theirsVisible ? [theirsRow] : []),
  ]);
  const open = !!window && now < window.closesAt;
  return {
    window: window
      ? { opensAt: window.opensAt.toISOString(), closesAt: window.closesAt.toISOString(), open }
      : null,
    viewerRole: side,
    dimensions: [...dimensionsFor(side)],
    canReview: open && !mineRow,
    mine: mine[0] ?? null,
    theirs: theirs[0] ?? null,
    theirsSubmitted: !!theirsRow,
  };
}
