import { CONTRACT_LIFECYCLE, type SessionUser } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import { applyTransition } from '../../platform/lifecycle';
import type { Tx } from '../../db/client';
import { notify } from '../notifications';
import { actorsFor, contractHref, lockContract } from './contract-record';
import { contractStateChanged } from './state-changed';

/** The client sends the delivery back with a note; the auto-release clock stops. */
export async function requestChanges(
  tx: Tx,
  viewer: SessionUser,
  contractId: string,
  note: string,
) {
  const contract = await lockContract(tx, contractId);
  await applyTransition(tx, {
    machine: CONTRACT_LIFECYCLE,
    id: contractId,
    action: 'request_changes',
    actors: actorsFor(contract, viewer),
    actorId: viewer.id,
    details: { note },
    refusal: contractStateChanged,
    alsoSet: sql`auto_release_at = NULL`,
  });
  await notify(tx, [
    {
      userId: contract.sellerId,
      type: 'changes_requested',
      title: 'The client asked for changes',
      body: `“${contract.gigTitle}”: ${note}`,
      href: contractHref(contractId),
      email: true,
    },
  ]);
}
