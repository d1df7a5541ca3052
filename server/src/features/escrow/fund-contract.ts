import { CONTRACT_LIFECYCLE, formatUsdc, type SessionUser } from '@titletrust/shared';
import type { Database } from '../../db/client';
import type { IdempotentRequest } from '../../platform/idempotency';
import { forbiddenMessage, transitionStep, type Tx } from '../../platform/lifecycle';
import { commitMovement, type MovementReceipt } from '../ledger/commit-movement';
import { available, escrow } from '../ledger/ledger-accounts';
import { contractHref } from './contract-record';

/**
 * The client pays the agreed amount into the contract's escrow from their available balance;
 * the work may start. Short of money, nothing moves and the answer says how much to add. With an
 * Idempotency-Key's `claim`, a retry of the key replays the first funding's receipt.
 *
 * Built on the contract's terms as the database reads them within the movement (decision 019):
 * the caller must be its client, the amount moved is the contract's, and the professional is told
 * in a notice worded there. One round trip; nothing is read first.
 */
export async function fundContract(
  db: Database | Tx,
  viewer: SessionUser,
  contractId: string,
  claim?: IdempotentRequest,
): Promise<MovementReceipt> {
  return commitMovement(
    db,
    {
      onTerms: {
        contractId,
        party: 'buyer',
        userId: viewer.id,
        forbidden: forbiddenMessage({ action: 'fund', machine: CONTRACT_LIFECYCLE }),
      },
      transitions: [
        transitionStep({
          machine: CONTRACT_LIFECYCLE,
          id: contractId,
          action: 'fund',
          // The database holds the caller to being the contract's client (onTerms above).
          actors: ['buyer'],
          actorId: viewer.id,
          conflictMessage: 'Only a contract awaiting funding can be funded.',
          stamp: ['funded_at'],
        }),
      ],
      entry: {
        kind: 'fund_escrow',
        // In units of the contract's amount.
        lines: [
          { account: available(viewer.id), amount: -1n },
          { account: escrow(contractId), amount: 1n },
        ],
        contractId,
        userId: viewer.id,
        shortMessage: (short) =>
          `Your available balance is short by ${formatUsdc(short)}. Add funds to your wallet, then fund the escrow.`,
      },
      notices: [
        {
          to: 'seller',
          type: 'contract_funded',
          title: 'The escrow is funded: start the work',
          body: 'The client paid %1$s into escrow for “%2$s”.',
          href: contractHref(contractId),
          email: true,
        },
      ],
    },
    claim,
  );
}
