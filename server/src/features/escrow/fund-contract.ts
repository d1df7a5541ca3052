import { CONTRACT_LIFECYCLE, formatUsdc, type SessionUser } from '@titletrust/shared';
import { transitionStep, type Tx } from '../../platform/lifecycle';
import { commitMovement } from '../ledger/commit-movement';
import { available, escrow } from '../ledger/ledger-accounts';
import { actorsFor, contractHref, findContract } from './contract-record';

/**
 * The client pays the agreed amount into the contract's escrow from their available balance;
 * the work may start. Short of money, nothing moves and the answer says how much to add.
 */
export async function fundContract(tx: Tx, viewer: SessionUser, contractId: string) {
  const contract = await findContract(tx, contractId);
  await commitMovement(tx, {
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
  });
}
