import { CONTRACT_LIFECYCLE, GIG_LIFECYCLE, type SessionUser } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import { applyTransition } from '../../platform/lifecycle';
import type { Tx } from '../../db/client';
import { notify } from '../notifications';
import { actorsFor, contractHref, lockContract } from './contract-record';
import { contractStateChanged } from './state-changed';

/**
 * Either party calls off a contract before it is funded (no money has moved); the gig takes bids
 * again until its deadline.
 */
export async function cancelContract(tx: Tx, viewer: SessionUser, contractId: string) {
  const contract = await lockContract(tx, contractId);
  const actors = actorsFor(contract, viewer);
  await applyTransition(tx, {
    machine: CONTRACT_LIFECYCLE,
    id: contractId,
    action: 'cancel',
    actors,
    actorId: viewer.id,
    refusal: contractStateChanged,
    alsoSet: sql`closed_at = now()`,
  });
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
