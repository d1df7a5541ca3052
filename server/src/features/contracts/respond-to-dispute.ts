import type { SessionUser } from '@titletrust/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { disputes } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { Tx } from '../../db/client';
import { notify } from '../notifications';
import { actorsFor, contractHref, lockContract } from './contract-record';
import { attachDisputeFiles } from './dispute-files';

/** The other party gives their side of a dispute, with any files, once, before the decision. */
export async function respondToDispute(
  tx: Tx,
  viewer: SessionUser,
  contractId: string,
  { statement, fileIds }: { statement: string; fileIds: readonly string[] },
) {
  const contract = await lockContract(tx, contractId);
  const actors = actorsFor(contract, viewer);
  // Who asks comes first: someone outside the contract learns nothing of its state.
  const side = actors.includes('buyer') ? 'buyer' : actors.includes('seller') ? 'seller' : null;
  if (!side) throw new AppError('FORBIDDEN', 'Only the other party can answer this dispute.');
  const [dispute] = await tx
    .select()
    .from(disputes)
    .where(eq(disputes.contractId, contractId))
    // The latest: a contract has one dispute per milestone, and only one open at a time.
    .orderBy(desc(disputes.createdAt))
    .limit(1)
    .for('update');
  if (!dispute || dispute.resolvedAt)
    throw new AppError('CONFLICT', 'There is no open dispute on this contract.');
  if (side === dispute.openerRole)
    throw new AppError('FORBIDDEN', 'Only the other party can answer this dispute.');
  const answered = await tx
    .update(disputes)
    .set({ response: statement, respondedAt: sql`now()` })
    .where(and(eq(disputes.id, dispute.id), isNull(disputes.response)))
    .returning({ id: disputes.id });
  if (answered.length === 0)
    throw new AppError('CONFLICT', 'You have already given your side of this dispute.');
  await attachDisputeFiles(tx, viewer.id, dispute.id, fileIds);
  await notify(tx, [
    {
      userId: dispute.openedBy,
      type: 'dispute_answered',
      title: 'The other party answered the dispute',
      body: `Both sides of “${contract.gigTitle}” are now with the administrator.`,
      href: contractHref(contractId),
    },
  ]);
}
