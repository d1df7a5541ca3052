import { GIG_LIFECYCLE, splitPayout } from '@titletrust/shared';
import type { JournalEntryKind } from '../../db/schema';
import { applyTransition } from '../../platform/lifecycle';
import type { Tx } from '../../db/client';
import { available, escrow, PLATFORM_FEES, postEntry } from '../ledger';
import type { ContractRecord } from './contract-record';

/** How the escrow held for a contract is paid out: the professional's part before the fee. */
export interface Payout {
  sellerGrossMinor: bigint;
  buyerRefundMinor: bigint;
}

/**
 * Empties a contract's escrow, inside the caller's transaction with the contract locked: the
 * professional's part less the platform fee (the contract's own rate) to their available
 * balance, the fee to the platform, the rest back to the client, as one journal entry, and the
 * gig completes (its row locked before the accounts: the order every movement locks in). The
 * parts must add up to the amount held. Returns the entry's id and the amounts for notices.
 */
export async function payOutEscrow(tx: Tx, contract: ContractRecord, payout: Payout) {
  const held = contract.amountMinor;
  if (payout.sellerGrossMinor + payout.buyerRefundMinor !== held)
    throw new Error('a payout must add up to the amount held');
  const { fee, payout: toSeller } = splitPayout(
    payout.sellerGrossMinor,
    contract.feeBps,
    contract.currency,
  );
  const kind: JournalEntryKind =
    payout.buyerRefundMinor === 0n
      ? 'release'
      : payout.sellerGrossMinor === 0n
        ? 'refund'
        : 'split';
  await applyTransition(tx, {
    machine: GIG_LIFECYCLE,
    id: contract.gigId,
    action: 'complete',
    actors: ['system'],
    actorId: null,
  });
  const entryId = await postEntry(tx, {
    currency: contract.currency,
    kind,
    lines: [
      { account: escrow(contract.id), amount: -held },
      { account: available(contract.sellerId), amount: toSeller },
      { account: PLATFORM_FEES, amount: fee },
      { account: available(contract.buyerId), amount: payout.buyerRefundMinor },
    ],
    contractId: contract.id,
    userId: contract.buyerId,
    memo: contract.gigTitle,
  });
  return { entryId, fee, toSeller };
}
