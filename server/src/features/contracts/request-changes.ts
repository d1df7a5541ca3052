import type { SessionUser } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { notify } from '../notifications';
import { actorsFor, contractHref, lockContract } from './contract-record';
import { syncContractState } from './contract-state';
import { lockMilestones, milestoneLabel, milestoneNamed, moveMilestone } from './milestone-record';

/** The client sends a milestone's delivery back with a note; its auto-release clock stops. */
export async function requestChanges(
  tx: Tx,
  viewer: SessionUser,
  contractId: string,
  { note, milestoneId }: { note: string; milestoneId?: string },
) {
  const contract = await lockContract(tx, contractId);
  const milestones = await lockMilestones(tx, contractId);
  const milestone = milestoneNamed(milestones, milestoneId, () => null);
  await moveMilestone(tx, milestone, {
    action: 'request_changes',
    actors: actorsFor(contract, viewer),
    actorId: viewer.id,
    details: { note },
    alsoSet: sql`auto_release_at = NULL`,
  });
  await syncContractState(tx, contract);
  await notify(tx, [
    {
      userId: contract.sellerId,
      type: 'changes_requested',
      title: 'The client asked for changes',
      body: `${milestoneLabel(contract, milestone, milestones.length)}: ${note}`,
      href: contractHref(contractId),
      email: true,
    },
  ]);
}
