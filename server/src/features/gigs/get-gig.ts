import type { GigDetail } from '@titletrust/shared';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bids, contracts, gigs, storedFiles } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { FileLinks } from '../../platform/storage/signed-links';
import { selectBids, toBid } from '../bids';
import { checklistFor } from './checklist-for';
import { gigsBidOnBy, selectGigs, toGigSummary } from './gig.repository';
import { toAttachment } from '../files';

/**
 * A gig's page: the summary, description, signed attachment links, the checklist, and what the
 * viewer needs — their own bid, and the contract only for its two parties.
 */
export async function getGig(
  deps: { db: Database; fileLinks: FileLinks; feeBps: number },
  viewerId: string,
  gigId: string,
): Promise<GigDetail> {
  const { db } = deps;
  const [row] = await selectGigs(db).where(eq(gigs.id, gigId));
  if (!row) throw new AppError('NOT_FOUND', 'No gig with that id.');
  const [files, bidOn, [myBid], [contract]] = await Promise.all([
    db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.gigId, gigId))
      .orderBy(storedFiles.createdAt),
    gigsBidOnBy(db, viewerId, [gigId]),
    selectBids(db)
      .where(and(eq(bids.gigId, gigId), eq(bids.sellerId, viewerId), ne(bids.state, 'withdrawn')))
      .orderBy(desc(bids.createdAt))
      .limit(1),
    db
      .select({ id: contracts.id, buyerId: contracts.buyerId, sellerId: contracts.sellerId })
      .from(contracts)
      .where(and(eq(contracts.gigId, gigId), ne(contracts.state, 'cancelled'))),
  ]);
  const isParty = !!contract && (contract.buyerId === viewerId || contract.sellerId === viewerId);
  return {
    ...toGigSummary(row, bidOn),
    description: row.description,
    attachments: files.map((file) => toAttachment(file, deps.fileLinks)),
    checklist: checklistFor(row.category),
    isOwner: row.buyerId === viewerId,
    myBid: myBid ? toBid(myBid, deps.feeBps) : null,
    contractId: isParty ? contract.id : null,
  };
}
