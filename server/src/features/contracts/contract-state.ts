import { contractStateOf, GIG_LIFECYCLE, type ContractState } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { applyTransition } from '../../platform/lifecycle';
import type { ContractRecord } from './contract-record';
import { lockMilestones } from './milestone-record';

const FINISHED: readonly ContractState[] = ['completed', 'resolved'];

/**
 * After a milestone moved, inside the same transaction: writes the contract's state as its
 * milestones now make it (contractStateOf), with the current milestone's delivery and release
 * times the lists and the reviews read; closes it once no milestone is open; and completes the
 * gig when the contract finishes — before any ledger account is locked, the order every movement
 * locks in (contract, milestones, gig, accounts). Returns the state before and after.
 */
export async function syncContractState(
  tx: Tx,
  contract: Pick<ContractRecord, 'id' | 'gigId' | 'state'>,
): Promise<{ from: ContractState; to: ContractState }> {
  const milestones = await lockMilestones(tx, contract.id);
  const from = contract.state as ContractState;
  const to = contractStateOf(milestones);
  const open = !['completed', 'resolved', 'cancelled'].includes(to);
  await tx.execute(sql`
    UPDATE contracts c SET state = ${to}, updated_at = now(),
      funded_at = coalesce(c.funded_at,
        (SELECT min(m.funded_at) FROM contract_milestones m WHERE m.contract_id = c.id)),
      delivered_at = coalesce(
        (SELECT max(m.delivered_at) FROM contract_milestones m WHERE m.contract_id = c.id),
        c.delivered_at),
      auto_release_at = (SELECT m.auto_release_at FROM contract_milestones m
                         WHERE m.contract_id = c.id AND m.state = 'delivered'
                         ORDER BY m.position LIMIT 1),
      closed_at = ${open ? sql`NULL` : sql`coalesce(c.closed_at, now())`}
    WHERE c.id = ${contract.id}`);
  if (FINISHED.includes(to) && !FINISHED.includes(from))
    await applyTransition(tx, {
      machine: GIG_LIFECYCLE,
      id: contract.gigId,
      action: 'complete',
      actors: ['system'],
      actorId: null,
    });
  return { from, to };
}
