import { GIG_LIFECYCLE, type SessionUser } from '@titletrust/shared';
import type { Tx } from '../../db/client';
import { applyTransition } from '../../platform/lifecycle';
import { notify } from '../notifications';
import { actorsFor, contractHref, lockContract } from './contract-record';
import { dropUnfundedMilestones } from './drop-unfunded-milestones';

/**
 * Either party calls off a contract before anything is funded (no money has moved): every
 * milestone is dropped, and the gig takes bids again until its deadline.
 */
export async function cancelContract(tx: Tx, viewer: SessionUser, contractId: string) {
  const contract = await lockContract(tx, contractId);
  const actors = actorsFor(contract, viewer);
  await dropUnfundedMilestones(tx, contract, actors, viewer.id, 'cancel');
  await applyTransition(tx, {
    machine: GIG_LIFECYCLE,
    id: contract.gigId,
    action: 'reopen',
    actors: ['system'],
    actorId: null,
  });
  const other = actors.includes('buyer') ? contract.sellerId : contract.buyerId;
  await notify(tx, [
    {
      userId: other,
      type: 'contract_cancelled',
      title: 'A contract was cancelled before funding',
      body: `The contract for “${contract.gigTitle}” was cancelled; no money had moved.`,
      href: contractHref(contractId),
      email: true,
    },
  ]);
}
