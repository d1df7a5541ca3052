import { CONTRACT_LIFECYCLE, formatMoney, type SessionUser } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import { applyTransition } from '../../platform/lifecycle';
import type { Tx } from '../../db/client';
import { available, escrow, postEntry } from '../ledger';
import { notify } from '../notifications';
import { actorsFor, contractHref, lockContract } from './contract-record';
import { contractStateChanged } from './state-changed';

/**
 * The client pays the agreed amount into the contract's escrow from their available balance;
 * the work may start. Short of money, nothing moves and the answer says how much to add.
 */
export async function fundContract(
  tx: Tx,
  viewer: Pick<SessionUser, 'id' | 'role'>,
  contractId: string,
) {
  const contract = await lockContract(tx, contractId);
  await applyTransition(tx, {
    machine: CONTRACT_LIFECYCLE,
    id: contractId,
    action: 'fund',
    actors: actorsFor(contract, viewer),
    actorId: viewer.id,
    refusal: contractStateChanged,
    alsoSet: sql`funded_at = now()`,
  });
  const entryId = await postEntry(tx, {
    currency: contract.currency,
    kind: 'fund_escrow',
    lines: [
      { account: available(viewer.id), amount: -contract.amountMinor },
      { account: escrow(contractId), amount: contract.amountMinor },
    ],
    contractId,
    userId: viewer.id,
    memo: contract.gigTitle,
    shortMessage: (short) =>
      `Your available balance is short by ${formatMoney(short, contract.currency)}. Add funds to your wallet, then fund the escrow.`,
  });
  await notify(tx, [
    {
      userId: contract.sellerId,
      type: 'contract_funded',
      title: 'The escrow is funded: start the work',
      body: `The client paid ${formatMoney(contract.amountMinor, contract.currency)} into escrow for “${contract.gigTitle}”.`,
      href: contractHref(contractId),
      email: true,
    },
  ]);
  return entryId;
}
