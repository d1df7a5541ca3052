import { CONTRACT_LIFECYCLE, formatUsdc, type SessionUser } from '@titletrust/shared';
import type { Database } from '../../db/client';
import type { IdempotentRequest } from '../../platform/idempotency';
import { transitionStep, type Tx } from '../../platform/lifecycle';
import { commitMovement, type MovementReceipt } from '../ledger/commit-movement';
import { available, escrow } from '../ledger/ledger-accounts';
import { actorsFor, contractHref, findContract } from './contract-record';

/**
 * The client pays the agreed amount into the contract's escrow from their available balance;
 * the work may start. Short of money, nothing moves and the answer says how much to add. With an
 * Idempotency-Key's `claim`, a retry of the key replays the first funding's receipt.
 */
export async function fundContract(
  db: Database | Tx,
  viewer: SessionUser,
  contractId: string,
  claim?: IdempotentRequest,
): Promise<MovementReceipt> {
  const contract = await findContract(db, contractId);
  return commitMovement(
    db,
    {
      transitions: [
        transitionStep({
          machine: CONTRACT_LIFECYCLE,
          id: contractId,
          action: 'fund',
          actors: actorsFor(contract, viewer),
          actorId: viewer.id,
          conflictMessage: 'Only a contract awaiting funding can be funded.',
          stamp: ['funded_at'],
        }),
      ],
      entry: {
        kind: 'fund_escrow',
        lines: [
          { account: available(contract.buyerId), amount: -contract.amountMicros },
          { account: escrow(contract.id), amount: contract.amountMicros },
        ],
        contractId,
        userId: viewer.id,
        memo: contract.gigTitle,
        shortMessage: (short) =>
          `Your available balance is short by ${formatUsdc(short)}. Add funds to your wallet, then fund the escrow.`,
      },
      notices: [
        {
          userId: contract.sellerId,
          type: 'contract_funded',
          title: 'The escrow is funded: start the work',
          body: `The client paid ${formatUsdc(contract.amountMicros)} into escrow for “${contract.gigTitle}”.`,
          href: contractHref(contractId),
          email: true,
        },
      ],
    },
    claim,
  );
}
