import { CONTRACT_LIFECYCLE, formatUsdc, type Actor, type SessionUser } from '@titletrust/shared';
import { transitionStep, type Tx } from '../../platform/lifecycle';
import { commitMovement } from '../ledger/commit-movement';
import { actorsFor, contractHref, findContract, type ContractRecord } from './contract-record';
import { settlementOf } from './settle-escrow';

/** Delivered work accepted (by the client, or by the clock): the escrow goes to the professional. */
async function release(
  tx: Tx,
  contract: ContractRecord,
  by: { action: 'approve' | 'auto_release'; actors: Actor[]; actorId: string | null },
) {
  const { entry, completeGig, toSeller, fee } = settlementOf(contract, {
    sellerGrossMicros: contract.amountMicros,
    buyerRefundMicros: 0n,
  });
  const automatic = by.action === 'auto_release';
  await commitMovement(tx, {
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
  });
}

/** The client approves the delivered work and the professional is paid. */
export async function approveDelivery(tx: Tx, viewer: SessionUser, contractId: string) {
  const contract = await findContract(tx, contractId);
  await release(tx, contract, {
    action: 'approve',
    actors: actorsFor(contract, viewer),
    actorId: viewer.id,
  });
}

/** The clock ran out on a delivery: released as if approved. */
export async function autoRelease(tx: Tx, contractId: string) {
  const contract = await findContract(tx, contractId);
  await release(tx, contract, { action: 'auto_release', actors: ['system'], actorId: null });
}
