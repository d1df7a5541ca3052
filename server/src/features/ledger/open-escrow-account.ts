import type { CurrencyCode } from '@titletrust/shared';
import { ledgerAccounts } from '../../db/schema';
import type { Tx } from '../../db/client';
import { accountKey, escrow } from './ledger-accounts';

/**
 * A milestone's escrow account, opened with the contract: every milestone is funded through its
 * own, and a funding then only locks and moves money instead of also creating the account it
 * pays into.
 */
export async function openEscrowAccount(
  tx: Tx,
  milestone: { contractId: string; milestoneId: string },
  currency: CurrencyCode,
): Promise<void> {
  await tx
    .insert(ledgerAccounts)
    .values({
      key: accountKey(escrow(milestone), currency),
      kind: 'escrow',
      ...milestone,
      currency,
    })
    .onConflictDoNothing({ target: ledgerAccounts.key });
}
