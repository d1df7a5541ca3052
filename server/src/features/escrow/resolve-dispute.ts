import {
  ADMIN_MESSAGES,
  CONTRACT_LIFECYCLE,
  ESCROW_MESSAGES,
  formatUsdc,
  type resolveDisputeSchema,
  type SessionUser,
} from '@titletrust/shared';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { Database } from '../../db/client';
import type { IdempotentRequest } from '../../platform/idempotency';
import { transitionStep, type Tx } from '../../platform/lifecycle';
import { commitMovement, type MovementReceipt } from '../ledger/commit-movement';
import { actorsFor, contractHref, moveOnTerms, termsGuard } from './contract-record';
import { settlementOf, type Payout } from './settle-escrow';

type Decision = z.output<typeof resolveDisputeSchema>;

function payoutOf(decision: Decision, held: bigint): Payout {
  if (decision.outcome === 'release') return { sellerGrossMicros: held, buyerRefundMicros: 0n };
  if (decision.outcome === 'refund') return { sellerGrossMicros: 0n, buyerRefundMicros: held };
  const seller = decision.sellerMicros!;
  const buyer = decision.buyerMicros!;
  if (seller + buyer !== held)
    throw new AppError('VALIDATION_FAILED', ESCROW_MESSAGES.splitMustAddUp, [
      { path: 'sellerMicros', message: ESCROW_MESSAGES.splitMustAddUp },
      { path: 'buyerMicros', message: ESCROW_MESSAGES.splitMustAddUp },
    ]);
  return { sellerGrossMicros: seller, buyerRefundMicros: buyer };
}

/**
 * An administrator decides a dispute: release to the professional, refund the client, or split
 * the amount held in any two parts that add up to it exactly. The professional's part pays the
 * platform fee; both sides are told. An admin who is a party to the contract never decides it.
 */
export async function resolveDispute(
  db: Database | Tx,
  viewer: SessionUser,
  contractId: string,
  decision: Decision,
  claim?: IdempotentRequest,
): Promise<MovementReceipt> {
  return moveOnTerms(db, contractId, (contract) => {
    if (viewer.id === contract.buyerId || viewer.id === contract.sellerId)
      throw new AppError('FORBIDDEN', ADMIN_MESSAGES.cannotDecideOwnDispute);
    const payout = payoutOf(decision, contract.amountMicros);
    const { entry, completeGig, toSeller } = settlementOf(contract, payout);
    const summary = `${formatUsdc(toSeller)} to the professional (after the fee), ${formatUsdc(payout.buyerRefundMicros)} back to the client.`;
    return commitMovement(
      db,
      {
        transitions: [
          transitionStep({
            machine: CONTRACT_LIFECYCLE,
            id: contractId,
            action: 'resolve',
            actors: actorsFor(contract, viewer).filter((actor) => actor === 'admin'),
            actorId: viewer.id,
            details: { outcome: decision.outcome, note: decision.note },
            conflictMessage: 'Only a disputed contract can be resolved.',
            stamp: ['closed_at'],
            terms: termsGuard(contract),
          }),
          completeGig,
        ],
        entry,
        dispute: {
          contractId,
          outcome: decision.outcome,
          sellerMicros: payout.sellerGrossMicros,
          buyerMicros: payout.buyerRefundMicros,
          note: decision.note,
          resolvedBy: viewer.id,
        },
        notices: [contract.buyerId, contract.sellerId].map((userId) => ({
          userId,
          type: 'dispute_resolved',
          title: 'The dispute was decided',
          body: `“${contract.gigTitle}”: ${summary} ${decision.note}`,
          href: contractHref(contractId),
          email: true,
        })),
      },
      claim,
    );
  });
}
