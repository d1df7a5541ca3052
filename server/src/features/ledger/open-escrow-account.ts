import type { CurrencyCode } from '@titletrust/shared';
import { ledgerAccounts } from '../../db/schema';
import type { Tx } from '../../db/client';
import { accountKey, escrow } from './ledger-accounts';

/**
 * A contract's escrow account, opened with the contract: every contract is funded through it, and
 * a funding then only locks and moves money instead of also creating the account it pays into.
 */
export async function openEscrowAccount(
  tx: Tx,
  contractId: string,
  currency: CurrencyCode,
): Promise<void> {
  await tx
    .insert(ledgerAccounts)
    .values({ key: accountKey(escrow(contractId), currency), kind: 'escrow', contractId, currency })
    .onConflictDoNothing({ target: ledgerAccounts.key });
}
