import type { SessionUser } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import { disputes } from '../../db/schema';
import type { Tx } from '../../db/client';
import { notify, notifyAdmins } from '../notifications';
import { actorsFor, contractHref, lockContract } from './contract-record';
import { syncContractState } from './contract-state';
import { attachDisputeFiles } from './dispute-files';
import {
  lockMilestones,
  milestoneLabel,
  milestoneNamed,
  moveMilestone,
  requireCurrent,
} from './milestone-record';

/**
 * Either party stops the milestone in progress for an administrator to decide, with their reason
 * and any files that show it. Its escrow stays held (and its auto-release clock stops) until the
 * decision; milestones already released stay released, and later ones wait for the ruling.
 */
export async function openDispute(
  tx: Tx,
  viewer: SessionUser,
  contractId: string,
  input: { reason: string; fileIds: readonly string[]; milestoneId?: string },
) {
  const contract = await lockContract(tx, contractId);
  const milestones = await lockMilestones(tx, contractId);
  const milestone = milestoneNamed(milestones, input.milestoneId, () => null);
  const actors = actorsFor(contract, viewer).filter(
    (actor) => actor === 'buyer' || actor === 'seller',
  );
  if (actors.length > 0) requireCurrent(milestones, milestone);
  await moveMilestone(tx, milestone, {
    action: 'dispute',
    actors,
    actorId: viewer.id,
    details: { reason: input.reason },
    alsoSet: sql`auto_release_at = NULL`,
  });
  await syncContractState(tx, contract);
  const openerRole = actors.includes('buyer') ? 'buyer' : 'seller';
  const [dispute] = await tx
    .insert(disputes)
    .values({
      contractId,
      milestoneId: milestone.id,
      openedBy: viewer.id,
      openerRole,
      reason: input.reason,
    })
    .returning({ id: disputes.id });
  await attachDisputeFiles(tx, viewer.id, dispute!.id, input.fileIds);
  const what = milestoneLabel(contract, milestone, milestones.length);
  await notify(tx, [
    {
      userId: openerRole === 'buyer' ? contract.sellerId : contract.buyerId,
      type: 'dispute_opened',
      title: 'A dispute was opened',
      body: `The ${openerRole === 'buyer' ? 'client' : 'professional'} disputed ${what}. Add your side of the story for the administrator.`,
      href: contractHref(contractId),
      email: true,
    },
  ]);
  await notifyAdmins(tx, {
    type: 'dispute_opened',
    title: 'A dispute needs a decision',
    body: `${what} is disputed by the ${openerRole === 'buyer' ? 'client' : 'professional'}.`,
    href: '/admin-dashboard',
  });
}
