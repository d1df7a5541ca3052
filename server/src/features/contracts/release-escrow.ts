import { CONTRACT_LIFECYCLE, formatMoney, type Actor, type SessionUser } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import { applyTransition } from '../../platform/lifecycle';
import type { Tx } from '../../db/client';
import { notify } from '../notifications';
import { actorsFor, contractHref, lockContract, type ContractRecord } from './contract-record';
import { payOutEscrow } from './pay-out-escrow';
import { contractStateChanged } from './state-changed';

/**
 * Delivered work accepted, by the client or by the clock: the whole escrow goes to the
 * professional, less the platform fee, and the contract completes. Both sides are told when the
 * clock decided. Returns the journal entry's id.
 */
async function releaseEscrow(
  tx: Tx,
  contract: ContractRecord,
  by: { action: 'approve' | 'auto_release'; actors: Actor[]; actorId: string | null },
) {
  await applyTransition(tx, {
    machine: CONTRACT_LIFECYCLE,
    id: contract.id,
    action: by.action,
    actors: by.actors,
    actorId: by.actorId,
    refusal: contractStateChanged,
    alsoSet: sql`closed_at = now(), auto_release_at = NULL`,
  });
  const { entryId, toSeller, fee } = await payOutEscrow(tx, contract, {
    sellerGrossMinor: contract.amountMinor,
    buyerRefundMinor: 0n,
  });
  const href = contractHref(contract.id);
  await notify(tx, [
    {
      userId: contract.sellerId,
      type: 'funds_released',
      title: 'Payment released',
      body: `${formatMoney(toSeller, contract.currency)} for “${contract.gigTitle}” is in your available balance (platform fee ${formatMoney(fee, contract.currency)}).`,
      href,
      email: true,
    },
    ...(by.action === 'auto_release'
      ? [
          {
            userId: contract.buyerId,
            type: 'funds_released',
            title: 'The escrow was released automatically',
            body: `No decision was made on the delivery of “${contract.gigTitle}” in time, so the escrow went to the professional.`,
            href,
            email: true,
          },
        ]
      : []),
  ]);
  return entryId;
}

/** The client approves the delivered work and the professional is paid. */
export async function approveDelivery(tx: Tx, viewer: SessionUser, contractId: string) {
  const contract = await lockContract(tx, contractId);
  return releaseEscrow(tx, contract, {
    action: 'approve',
    actors: actorsFor(contract, viewer),
    actorId: viewer.id,
  });
}

/** The clock ran out on a delivery: released as if approved. */
export async function autoRelease(tx: Tx, contractId: string) {
  const contract = await lockContract(tx, contractId);
  await releaseEscrow(tx, contract, { action: 'auto_release', actors: ['system'], actorId: null });
}
