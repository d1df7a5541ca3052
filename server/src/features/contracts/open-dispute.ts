import { CONTRACT_LIFECYCLE, type SessionUser } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import { disputes } from '../../db/schema';
import { applyTransition } from '../../platform/lifecycle';
import type { Tx } from '../../db/client';
import { notify, notifyAdmins } from '../notifications';
import { actorsFor, contractHref, lockContract } from './contract-record';
import { attachDisputeFiles } from './dispute-files';
import { contractStateChanged } from './state-changed';

/**
 * Either party stops the contract for an administrator to decide, with their reason and any
 * files that show it. The escrow stays held (and the auto-release clock stops) until the decision.
 */
export async function openDispute(
  tx: Tx,
  viewer: SessionUser,
  contractId: string,
  { reason, fileIds }: { reason: string; fileIds: readonly string[] },
) {
  const contract = await lockContract(tx, contractId);
  const actors = actorsFor(contract, viewer);
  await applyTransition(tx, {
    machine: CONTRACT_LIFECYCLE,
    id: contractId,
    action: 'dispute',
    actors: actors.filter((actor) => actor === 'buyer' || actor === 'seller'),
    actorId: viewer.id,
    details: { reason },
    refusal: contractStateChanged,
    alsoSet: sql`auto_release_at = NULL`,
  });
  const openerRole = actors.includes('buyer') ? 'buyer' : 'seller';
  const [dispute] = await tx
    .insert(disputes)
    .values({ contractId, openedBy: viewer.id, openerRole, reason })
    .returning({ id: disputes.id });
  await attachDisputeFiles(tx, viewer.id, dispute!.id, fileIds);
  await notify(tx, [
    {
      userId: openerRole === 'buyer' ? contract.sellerId : contract.buyerId,
      type: 'dispute_opened',
      title: 'A dispute was opened',
      body: `The ${openerRole === 'buyer' ? 'client' : 'professional'} disputed “${contract.gigTitle}”. Add your side of the story for the administrator.`,
      href: contractHref(contractId),
      email: true,
    },
  ]);
  await notifyAdmins(tx, {
    type: 'dispute_opened',
    title: 'A dispute needs a decision',
    body: `“${contract.gigTitle}” is disputed by the ${openerRole === 'buyer' ? 'client' : 'professional'}.`,
    href: '/admin-dashboard',
  });
}
