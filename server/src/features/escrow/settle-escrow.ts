import { GIG_LIFECYCLE, splitPayout } from '@titletrust/shared';
import type { JournalEntryKind } from '../../db/schema';
import { transitionStep } from '../../platform/lifecycle';
import type { Movement } from '../ledger/commit-movement';
import { available, escrow, PLATFORM_FEES, type AccountRef } from '../ledger/ledger-accounts';
import type { ContractTerms } from './contract-record';

/** How the escrow held for a contract is paid out: the professional's part before the fee. */
export interface Payout {
  sellerGrossMicros: bigint;
  buyerRefundMicros: bigint;
}

/**
 * How a contract's escrow is emptied: the professional's part less the platform fee (the
 * contract's own rate) to their available balance, the fee to the platform, the rest back to the
 * client. The parts must add up to the amount held; the gig is then complete. Returns the entry
 * and the gig's step for the movement, and the amounts for its notices.
 */
export function settlementOf(contract: ContractTerms, payout: Payout) {
  const held = contract.amountMicros;
  if (payout.sellerGrossMicros + payout.buyerRefundMicros !== held)
    throw new Error('a payout must add up to the amount held');
  const { fee, payout: toSeller } = splitPayout(payout.sellerGrossMicros, contract.feeBps);
  const lines: { account: AccountRef; amount: bigint }[] = [
    { account: escrow(contract.id), amount: -held },
    { account: available(contract.sellerId), amount: toSeller },
    { account: PLATFORM_FEES, amount: fee },
    { account: available(contract.buyerId), amount: payout.buyerRefundMicros },
  ];
  const kind: JournalEntryKind =
    payout.buyerRefundMicros === 0n
      ? 'release'
      : payout.sellerGrossMicros === 0n
        ? 'refund'
        : 'split';
  const entry: Movement['entry'] = {
    kind,
    lines,
    contractId: contract.id,
    userId: contract.buyerId,
    memo: contract.gigTitle,
  };
  const completeGig = transitionStep({
    machine: GIG_LIFECYCLE,
    id: contract.gigId,
    action: 'complete',
    actors: ['system'],
    actorId: null,
  });
  return { entry, completeGig, fee, toSeller };
}
