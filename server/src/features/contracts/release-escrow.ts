import { formatMoney, type Actor, type SessionUser } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { notify } from '../notifications';
import { actorsFor, contractHref, lockContract, type ContractRecord } from './contract-record';
import { syncContractState } from './contract-state';
import {
  lockMilestones,
  milestoneLabel,
  milestoneNamed,
  moveMilestone,
  type MilestoneRecord,
} from './milestone-record';
import { payOutEscrow } from './pay-out-escrow';

/**
 * A milestone's delivered work accepted, by the client or by the clock: its escrow goes to the
 * professional, less the platform fee, and the contract moves on to the next milestone (or
 * completes after the last). Both sides are told when the clock decided. Returns the journal
 * entry's id.
 */
async function releaseEscrow(
  tx: Tx,
  contract: ContractRecord,
  milestones: MilestoneRecord[],
  milestone: MilestoneRecord,
  by: { action: 'approve' | 'auto_release'; actors: Actor[]; actorId: string | null },
) {
  await moveMilestone(tx, milestone, {
    ...by,
    alsoSet: sql`closed_at = now(), auto_release_at = NULL`,
  });
  // The gig completes with the last milestone: its row is locked before the ledger accounts.
  await syncContractState(tx, contract);
  const { entryId, toSeller, fee } = await payOutEscrow(tx, contract, milestone, {
    sellerGrossMinor: milestone.amountMinor,
    buyerRefundMinor: 0n,
  });
  const href = contractHref(contract.id);
  const what = milestoneLabel(contract, milestone, milestones.length);
  await notify(tx, [
    {
      userId: contract.sellerId,
      type: 'funds_released',
      title: milestones.length > 1 ? `Milestone ${milestone.position} is paid` : 'Payment released',
      body: `${formatMoney(toSeller, contract.currency)} for ${what} is in your available balance (platform fee ${formatMoney(fee, contract.currency)}).`,
      href,
      email: true,
    },
    ...(by.action === 'auto_release'
      ? [
          {
            userId: contract.buyerId,
            type: 'funds_released',
            title: 'The escrow was released automatically',
            body: `No decision was made on the delivery of ${what} in time, so its escrow went to the professional.`,
            href,
            email: true,
          },
        ]
      : []),
  ]);
  return entryId;
}

/** The client approves a milestone's delivered work and the professional is paid for it. */
export async function approveDelivery(
  tx: Tx,
  viewer: SessionUser,
  contractId: string,
  target: { milestoneId?: string } = {},
) {
  const contract = await lockContract(tx, contractId);
  const milestones = await lockMilestones(tx, contractId);
  const milestone = milestoneNamed(milestones, target.milestoneId, () => null);
  return releaseEscrow(tx, contract, milestones, milestone, {
    action: 'approve',
    actors: actorsFor(contract, viewer),
    actorId: viewer.id,
  });
}

/** The clock ran out on a milestone's delivery: released as if approved. */
export async function autoRelease(tx: Tx, contractId: string, milestoneId: string) {
  const contract = await lockContract(tx, contractId);
  const milestones = await lockMilestones(tx, contractId);
  const milestone = milestoneNamed(milestones, milestoneId, () => null);
  await releaseEscrow(tx, contract, milestones, milestone, {
    action: 'auto_release',
    actors: ['system'],
    actorId: null,
  });
}
