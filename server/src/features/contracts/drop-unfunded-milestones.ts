import {
  MILESTONE_HELD_STATES,
  MILESTONE_MESSAGES,
  type Actor,
  type ContractAction,
} from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { lifecycleEvents } from '../../db/schema';
import type { ContractRecord } from './contract-record';
import { syncContractState } from './contract-state';
import { lockMilestones, moveMilestone } from './milestone-record';
import { contractStateChanged } from './state-changed';

/**
 * Cancelling (nothing ever funded) and ending (between milestones, something paid) both drop
 * the milestones not yet funded, as the party asking: refused while any milestone holds money,
 * and each to its own case — a contract with payments is ended, one without is cancelled.
 * Records the contract's own move and returns how many milestones were dropped.
 */
export async function dropUnfundedMilestones(
  tx: Tx,
  contract: ContractRecord,
  actors: Actor[],
  actorId: string,
  action: Extract<ContractAction, 'cancel' | 'end'>,
) {
  const parties = actors.filter((actor) => actor === 'buyer' || actor === 'seller');
  if (parties.length === 0) throw new AppError('FORBIDDEN', `You may not ${action} this contract.`);
  const milestones = await lockMilestones(tx, contract.id);
  const unfunded = milestones.filter((milestone) => milestone.state === 'awaiting_funding');
  // Funded at some point: not waiting for its money, and not dropped with the others.
  const paid = milestones.some((m) => m.state !== 'awaiting_funding' && m.state !== 'dropped');
  if (action === 'cancel' && paid) {
    // Told what happened since their page was read: "No longer possible — the escrow was funded…"
    const { rows } = await tx.execute<{ action: string; at: string }>(sql`
      SELECT action, created_at AS at FROM lifecycle_events
      WHERE entity_type = 'milestone' AND details->>'contractId' = ${contract.id}
      ORDER BY created_at DESC LIMIT 1`);
    const last = rows[0] ? { action: rows[0].action, at: new Date(rows[0].at) } : null;
    throw contractStateChanged({ action, current: 'active', last });
  }
  if (milestones.some((m) => (MILESTONE_HELD_STATES as readonly string[]).includes(m.state)))
    throw new AppError('CONFLICT', MILESTONE_MESSAGES.endWhileHeld);
  if (unfunded.length === 0)
    throw new AppError('STATE_CHANGED', 'No longer possible — the contract is over.');
  if (action === 'end' && !paid)
    throw new AppError('CONFLICT', MILESTONE_MESSAGES.endBeforePayment);
  for (const milestone of unfunded)
    await moveMilestone(tx, milestone, { action: 'drop', actors: parties, actorId });
  const { from, to } = await syncContractState(tx, contract);
  await tx.insert(lifecycleEvents).values({
    entityType: 'contract',
    entityId: contract.id,
    action,
    fromState: from,
    toState: to,
    actorId,
    actorRole: parties.join(','),
    details: { dropped: unfunded.length },
  });
  return { dropped: unfunded.length };
}
