import { CONTRACT_LIFECYCLE, formatUsdc, type Actor, type SessionUser } from '@titletrust/shared';
import type { Database } from '../../db/client';
import type { IdempotentRequest } from '../../platform/idempotency';
import { transitionStep, type Tx } from '../../platform/lifecycle';
import { commitMovement, type MovementReceipt } from '../ledger/commit-movement';
import {
  actorsFor,
  contractHref,
  findContract,
  moveOnTerms,
  termsGuard,
  type ContractTerms,
} from './contract-record';
import { settlementOf } from './settle-escrow';

/** Delivered work accepted (by the client, or by the clock): the escrow goes to the professional. */
function release(
  db: Database | Tx,
  contract: ContractTerms,
  by: { action: 'approve' | 'auto_release'; actors: Actor[]; actorId: string | null },
  claim?: IdempotentRequest,
): Promise<MovementReceipt> {
  const { entry, completeGig, toSeller, fee } = settlementOf(contract, {
    sellerGrossMicros: contract.amountMicros,
    buyerRefundMicros: 0n,
  });
  const automatic = by.action === 'auto_release';
  return commitMovement(
    db,
    {
      transitions: [
        transitionStep({
          machine: CONTRACT_LIFECYCLE,
          id: contract.id,
          action: by.action,
          actors: by.actors,
          actorId: by.actorId,
          conflictMessage: 'Only delivered work can be approved.',
          stamp: ['closed_at'],
          clear: ['auto_release_at'],
          terms: termsGuard(contract),
        }),
        completeGig,
      ],
      entry,
      notices: [
        {
          userId: contract.sellerId,
          type: 'funds_released',
          title: 'Payment released',
          body: `${formatUsdc(toSeller)} for “${contract.gigTitle}” is in your available balance (platform fee ${formatUsdc(fee)}).`,
          href: contractHref(contract.id),
          email: true,
        },
        ...(automatic
          ? [
              {
                userId: contract.buyerId,
                type: 'funds_released',
                title: 'The escrow was released automatically',
                body: `No decision was made on the delivery of “${contract.gigTitle}” in time, so the escrow went to the professional.`,
                href: contractHref(contract.id),
                email: true,
              },
            ]
          : []),
      ],
    },
    claim,
  );
}

/** The client approves the delivered work and the professional is paid (once per key's `claim`). */
export async function approveDelivery(
  db: Database | Tx,
  viewer: SessionUser,
  contractId: string,
  claim?: IdempotentRequest,
): Promise<MovementReceipt> {
  return moveOnTerms(db, contractId, (contract) =>
    release(
      db,
      contract,
      { action: 'approve', actors: actorsFor(contract, viewer), actorId: viewer.id },
      claim,
    ),
  );
}

/** The clock ran out on a delivery: released as if approved. */
export async function autoRelease(tx: Tx, contractId: string) {
  const contract = await findContract(tx, contractId);
  await release(tx, contract, { action: 'auto_release', actors: ['system'], actorId: null });
}
