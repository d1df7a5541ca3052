import { splitPayout } from '@titletrust/shared';
import type { JournalEntryKind } from '../../db/schema';
import type { Tx } from '../../db/client';
import { available, escrow, PLATFORM_FEES, postEntry } from '../ledger';
import type { ContractRecord } from './contract-record';
import type { MilestoneRecord } from './milestone-record';

/** How a milestone's escrow is paid out: the professional's part before the fee. */
export interface Payout {
  sellerGrossMinor: bigint;
  buyerRefundMinor: bigint;
}

/**
 * Empties one milestone's escrow, inside the caller's transaction with the contract and its
 * milestones locked: the professional's part less the platform fee (the contract's own rate,
 * applied to this milestone) to their available balance, the fee to the platform, the rest back
 * to the client, as one journal entry naming the milestone. The parts must add up to the
 * milestone's amount. Returns the entry's id and the amounts for notices.
 */
export async function payOutEscrow(
  tx: Tx,
  contract: ContractRecord,
  milestone: Pick<MilestoneRecord, 'id' | 'amountMinor'>,
  payout: Payout,
) {
  const held = milestone.amountMinor;
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
  const entryId = await postEntry(tx, {
    currency: contract.currency,
    kind,
    lines: [
      { account: escrow({ contractId: contract.id, milestoneId: milestone.id }), amount: -held },
      { account: available(contract.sellerId), amount: toSeller },
      { account: PLATFORM_FEES, amount: fee },
      { account: available(contract.buyerId), amount: payout.buyerRefundMinor },
    ],
    contractId: contract.id,
    milestoneId: milestone.id,
    userId: contract.buyerId,
    memo: contract.gigTitle,
  });
  return { entryId, fee, toSeller };
}
