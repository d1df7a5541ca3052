import type { SessionUser } from '@titletrust/shared';
import type { Tx } from '../../db/client';
import { notify } from '../notifications';
import { actorsFor, contractHref, lockContract } from './contract-record';
import { dropUnfundedMilestones } from './drop-unfunded-milestones';

/**
 * Either party ends a contract between milestones: the milestones not yet funded are dropped,
 * nothing paid is taken back, and the contract completes (its gig too; reviews open). Refused
 * while a milestone holds money: it is finished, or disputed, first.
 */
export async function endContract(tx: Tx, viewer: SessionUser, contractId: string) {
  const contract = await lockContract(tx, contractId);
  const actors = actorsFor(contract, viewer);
  const { dropped } = await dropUnfundedMilestones(tx, contract, actors, viewer.id, 'end');
  const ender = actors.includes('buyer') ? 'client' : 'professional';
  await notify(tx, [
    {
      userId: actors.includes('buyer') ? contract.sellerId : contract.buyerId,
      type: 'contract_ended',
      title: 'The contract was ended',
      body: `The ${ender} ended the contract for “${contract.gigTitle}” between milestones: ${dropped} milestone${dropped === 1 ? ' was' : 's were'} not started. What was paid stays paid.`,
      href: contractHref(contractId),
      email: true,
    },
  ]);
}
