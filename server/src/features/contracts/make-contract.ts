import type { CurrencyCode } from '@titletrust/shared';
import type { Tx } from '../../db/client';
import {
  contractMilestones,
  contracts,
  lifecycleEvents,
  type StoredMilestonePlan,
} from '../../db/schema';
import { openEscrowAccount } from '../ledger';

/** What accepting a bid makes a contract of. */
export interface ContractTerms {
  gigId: string;
  gigTitle: string;
  bidId: string;
  buyerId: string;
  sellerId: string;
  currency: CurrencyCode;
  amountMinor: bigint;
  feeBps: number;
  /** The milestones both sides last agreed to; empty for one milestone of the whole price. */
  plan: StoredMilestonePlan;
}

/** The one milestone of a contract made from a bid without a list. */
export const WHOLE_JOB_DELIVERABLE = 'The whole of the work, delivered at once.';

/**
 * Makes the contract of an accepted bid: one milestone per agreed stage (or one for the whole
 * price), each with its escrow account, all awaiting funding. Returns the contract's id.
 */
export async function makeContract(tx: Tx, terms: ContractTerms, actorId: string) {
  const [contract] = await tx
    .insert(contracts)
    .values({
      gigId: terms.gigId,
      bidId: terms.bidId,
      buyerId: terms.buyerId,
      sellerId: terms.sellerId,
      currency: terms.currency,
      amountMinor: terms.amountMinor,
      feeBps: terms.feeBps,
    })
    .returning({ id: contracts.id });
  const contractId = contract!.id;
  const plan =
    terms.plan.length > 0
      ? terms.plan.map((stage) => ({ ...stage, amountMinor: BigInt(stage.amountMinor) }))
      : [
          {
            title: terms.gigTitle.slice(0, 120),
            deliverable: WHOLE_JOB_DELIVERABLE,
            amountMinor: terms.amountMinor,
            dueOn: null,
          },
        ];
  const sum = plan.reduce((total, stage) => total + stage.amountMinor, 0n);
  if (sum !== terms.amountMinor) throw new Error('the milestones must add up to the price');
  const milestones = await tx
    .insert(contractMilestones)
    .values(
      plan.map((stage, index) => ({
        contractId,
        position: index + 1,
        title: stage.title,
        deliverable: stage.deliverable,
        amountMinor: stage.amountMinor,
        dueOn: stage.dueOn,
      })),
    )
    .returning({ id: contractMilestones.id });
  for (const milestone of milestones)
    await openEscrowAccount(tx, { contractId, milestoneId: milestone.id }, terms.currency);
  await tx.insert(lifecycleEvents).values({
    entityType: 'contract',
    entityId: contractId,
    action: 'create',
    fromState: 'none',
    toState: 'awaiting_funding',
    actorId,
    actorRole: 'buyer',
    details: { bidId: terms.bidId, milestones: plan.length },
  });
  return contractId;
}
