import {
  milestonePlanProblems,
  type CurrencyCode,
  type MilestonePlanItem,
  type MilestoneProposalView,
} from '@titletrust/shared';
import type { StoredMilestonePlan } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { WHOLE_JOB_DELIVERABLE } from '../contracts';

/**
 * Refuses a list of milestones that does not divide the price (milestonePlanProblems), with each
 * problem on the field the form shows it next to: `milestones.1.amountMinor`, or `milestones`
 * for the list as a whole (the sum, the count).
 */
export function assertMilestonePlan(
  plan: readonly MilestonePlanItem[],
  price: { amountMinor: bigint; currency: CurrencyCode },
): void {
  const problems = milestonePlanProblems(plan, price);
  if (problems.length === 0) return;
  const fields = problems.map((problem) => ({
    path: ['milestones', ...problem.path].join('.'),
    message: problem.message,
  }));
  // One thing wrong is said as itself, as the request validator does.
  const message =
    fields.length === 1 ? fields[0]!.message : 'Some milestones need changing: see each one.';
  throw new AppError('VALIDATION_FAILED', message, fields);
}

/** As the row keeps it: JSON has no bigint, so amounts are strings of minor units. */
export function toStoredPlan(plan: readonly MilestonePlanItem[]): StoredMilestonePlan {
  return plan.map((milestone) => ({
    title: milestone.title,
    deliverable: milestone.deliverable,
    amountMinor: milestone.amountMinor.toString(),
    dueOn: milestone.dueOn,
  }));
}

/** A stored list read back as the checks take it. */
export function fromStoredPlan(plan: StoredMilestonePlan): MilestonePlanItem[] {
  return plan.map((milestone) => ({ ...milestone, amountMinor: BigInt(milestone.amountMinor) }));
}

export function toPlanView(plan: StoredMilestonePlan): MilestoneProposalView[] {
  return plan.map((milestone, index) => ({
    position: index + 1,
    title: milestone.title,
    deliverable: milestone.deliverable,
    amountMinor: milestone.amountMinor,
    dueOn: milestone.dueOn,
  }));
}

/** A bid's milestones as shown: its list, or one milestone of the whole price without one. */
export function bidPlanView(bid: {
  milestones: StoredMilestonePlan;
  amountMinor: bigint;
  gigTitle: string;
}): MilestoneProposalView[] {
  if (bid.milestones.length > 0) return toPlanView(bid.milestones);
  return [
    {
      position: 1,
      title: bid.gigTitle.slice(0, 120),
      // The one milestone accepting the bid makes (makeContract), shown as it will read.
      deliverable: WHOLE_JOB_DELIVERABLE,
      amountMinor: bid.amountMinor.toString(),
      dueOn: null,
    },
  ];
}
