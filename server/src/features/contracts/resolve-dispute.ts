import {
  ADMIN_MESSAGES,
  ESCROW_MESSAGES,
  formatMoney,
  type resolveDisputeSchema,
  type SessionUser,
} from '@titletrust/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { disputes } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { Tx } from '../../db/client';
import { recordAuditEvent } from '../audit';
import { notify } from '../notifications';
import { actorsFor, contractHref, lockContract } from './contract-record';
import { syncContractState } from './contract-state';
import { lockMilestones, milestoneLabel, milestoneNamed, moveMilestone } from './milestone-record';
import { payOutEscrow, type Payout } from './pay-out-escrow';

type Decision = z.output<typeof resolveDisputeSchema>;

function payoutOf(decision: Decision, held: bigint): Payout {
  if (decision.outcome === 'release') return { sellerGrossMinor: held, buyerRefundMinor: 0n };
  if (decision.outcome === 'refund') return { sellerGrossMinor: 0n, buyerRefundMinor: held };
  const seller = decision.sellerMinor!;
  const buyer = decision.buyerMinor!;
  if (seller + buyer !== held)
    throw new AppError('VALIDATION_FAILED', ESCROW_MESSAGES.splitMustAddUp, [
      { path: 'sellerMinor', message: ESCROW_MESSAGES.splitMustAddUp },
      { path: 'buyerMinor', message: ESCROW_MESSAGES.splitMustAddUp },
    ]);
  return { sellerGrossMinor: seller, buyerRefundMinor: buyer };
}

/**
 * An administrator decides a dispute, on the disputed milestone's escrow alone: release to the
 * professional, refund the client, or split the milestone's amount in any two parts that add up
 * to it exactly. Milestones already released stay released; later ones can go on after it. The professional's part pays the
 * platform fee; both sides are told. An admin who is a party to the contract never decides it.
 * The ruling's audit row is written in the same transaction as the money it moves.
 */
export async function resolveDispute(
  tx: Tx,
  viewer: SessionUser,
  contractId: string,
  decision: Decision,
  ipAddress: string,
) {
  const contract = await lockContract(tx, contractId);
  if (viewer.id === contract.buyerId || viewer.id === contract.sellerId)
    throw new AppError('FORBIDDEN', ADMIN_MESSAGES.cannotDecideOwnDispute);
  const milestones = await lockMilestones(tx, contractId);
  const milestone = milestoneNamed(
    milestones,
    undefined,
    (all) => all.find((candidate) => candidate.state === 'disputed') ?? null,
  );
  const payout = payoutOf(decision, milestone.amountMinor);
  await moveMilestone(tx, milestone, {
    action: 'resolve',
    actors: actorsFor(contract, viewer).filter((actor) => actor === 'admin'),
    actorId: viewer.id,
    details: { outcome: decision.outcome, note: decision.note },
    alsoSet: sql`closed_at = now()`,
  });
  await syncContractState(tx, contract);
  const { entryId, toSeller } = await payOutEscrow(tx, contract, milestone, payout);
  await tx
    .update(disputes)
    .set({
      outcome: decision.outcome,
      sellerMinor: payout.sellerGrossMinor,
      buyerMinor: payout.buyerRefundMinor,
      resolutionNote: decision.note,
      resolvedBy: viewer.id,
      resolvedAt: sql`now()`,
    })
    .where(eq(disputes.milestoneId, milestone.id));
  // The client owns the contract (their gig); the professional is named in the details.
  await recordAuditEvent(tx, {
    action: 'dispute.resolved',
    actorId: viewer.id,
    userId: contract.buyerId,
    subject: { type: 'contract', id: contractId },
    reason: decision.note,
    ipAddress,
    details: {
      outcome: decision.outcome,
      currency: contract.currency,
      milestoneId: milestone.id,
      milestonePosition: milestone.position,
      heldMinor: milestone.amountMinor.toString(),
      sellerGrossMinor: payout.sellerGrossMinor.toString(),
      sellerNetMinor: toSeller.toString(),
      buyerRefundMinor: payout.buyerRefundMinor.toString(),
      sellerId: contract.sellerId,
      entryId,
    },
  });
  const summary = `${formatMoney(toSeller, contract.currency)} to the professional (after the fee), ${formatMoney(payout.buyerRefundMinor, contract.currency)} back to the client.`;
  await notify(
    tx,
    [contract.buyerId, contract.sellerId].map((userId) => ({
      userId,
      type: 'dispute_resolved',
      title: 'The dispute was decided',
      body: `${milestoneLabel(contract, milestone, milestones.length)}: ${summary} ${decision.note}`,
      href: contractHref(contractId),
      email: true,
    })),
  );
  return entryId;
}
