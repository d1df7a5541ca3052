import { formatMoney, MILESTONE_MESSAGES, type SessionUser } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import type { Tx } from '../../db/client';
import { available, escrow, postEntry } from '../ledger';
import { notify } from '../notifications';
import { actorsFor, contractHref, lockContract } from './contract-record';
import { syncContractState } from './contract-state';
import { lockMilestones, milestoneLabel, milestoneNamed, moveMilestone } from './milestone-record';

/**
 * The client pays a milestone's amount into its escrow from their available balance: the first
 * starts the work, a later one may be funded ahead while another is in progress. Milestones are
 * funded in order, and none while one is in dispute (the later ones wait for the ruling). Short
 * of money, nothing moves and the answer says how much to add.
 */
export async function fundContract(
  tx: Tx,
  viewer: Pick<SessionUser, 'id' | 'role'>,
  contractId: string,
  target: { milestoneId?: string } = {},
) {
  const contract = await lockContract(tx, contractId);
  const milestones = await lockMilestones(tx, contractId);
  const firstUnfunded = milestones.find((candidate) => candidate.state === 'awaiting_funding');
  const milestone = milestoneNamed(milestones, target.milestoneId, () => firstUnfunded);
  const actors = actorsFor(contract, viewer);
  if (milestone.state === 'awaiting_funding' && actors.includes('buyer')) {
    if (firstUnfunded && firstUnfunded.position < milestone.position)
      throw new AppError('CONFLICT', MILESTONE_MESSAGES.fundInOrder(firstUnfunded.position));
    if (milestones.some((candidate) => candidate.state === 'disputed'))
      throw new AppError('CONFLICT', MILESTONE_MESSAGES.waitForRuling);
  }
  await moveMilestone(tx, milestone, {
    action: 'fund',
    actors,
    actorId: viewer.id,
    alsoSet: sql`funded_at = now()`,
  });
  await syncContractState(tx, contract);
  const entryId = await postEntry(tx, {
    currency: contract.currency,
    kind: 'fund_escrow',
    lines: [
      { account: available(viewer.id), amount: -milestone.amountMinor },
      { account: escrow({ contractId, milestoneId: milestone.id }), amount: milestone.amountMinor },
    ],
    contractId,
    milestoneId: milestone.id,
    userId: viewer.id,
    memo: contract.gigTitle,
    shortMessage: (short) =>
      `Your available balance is short by ${formatMoney(short, contract.currency)}. Add funds to your wallet, then fund the escrow.`,
  });
  const what = milestoneLabel(contract, milestone, milestones.length);
  await notify(tx, [
    {
      userId: contract.sellerId,
      type: 'contract_funded',
      title:
        milestones.length > 1
          ? `Milestone ${milestone.position} is funded`
          : 'The escrow is funded: start the work',
      body: `The client paid ${formatMoney(milestone.amountMinor, contract.currency)} into escrow for ${what}.`,
      href: contractHref(contractId),
      email: true,
    },
  ]);
  return entryId;
}
