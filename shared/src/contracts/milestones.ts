import { z } from 'zod';
import { MILESTONE_LIFECYCLE } from '../lifecycles';
import { CURRENCIES, formatMoney, type CurrencyCode } from '../money';
import { lagosToday } from '../rates';
import { minorAmount, minorField } from './fields';

/**
 * A job in stages: a bid may propose up to ten milestones whose amounts add up to its price; the
 * contract funds, delivers and releases them one by one. A bid without a list is one milestone.
 */
export const MILESTONE_LIMITS = {
  max: 10,
  titleMin: 3,
  titleMax: 120,
  deliverableMin: 10,
  deliverableMax: 1_000,
} as const;

/** The smallest milestone, per currency, in minor units: ₦1,000 or 1 USDC. */
export const MILESTONE_MIN_MINOR: Record<CurrencyCode, bigint> = {
  NGN: 100_000n,
  USDC: 1_000_000n,
};

const more = (difference: bigint, currency: CurrencyCode) =>
  difference > 0n
    ? `remove ${formatMoney(difference, currency)}`
    : `add ${formatMoney(-difference, currency)}`;

export const MILESTONE_MESSAGES = {
  tooMany: `A contract has at most ${MILESTONE_LIMITS.max} milestones`,
  titleLength: `Give the milestone a title of ${MILESTONE_LIMITS.titleMin} to ${MILESTONE_LIMITS.titleMax} characters`,
  deliverableLength: `Say what will be delivered, in ${MILESTONE_LIMITS.deliverableMin} to ${MILESTONE_LIMITS.deliverableMax} characters`,
  amountInvalid: 'Enter the milestone’s amount, e.g. 250000 or 250000.50',
  dueInvalid: 'Pick a due date',
  dueInPast: 'Pick a due date from today on',
  dueOutOfOrder: 'A milestone is due on or after the one before it',
  amountTooSmall: (currency: CurrencyCode) =>
    `Each milestone is at least ${formatMoney(MILESTONE_MIN_MINOR[currency], currency)}`,
  amountStep: (currency: CurrencyCode) =>
    currency === 'USDC'
      ? 'Milestone amounts are in whole cents: use at most 2 decimals'
      : 'Milestone amounts have at most 2 decimals (kobo)',
  sumMismatch: (sum: bigint, price: bigint, currency: CurrencyCode) =>
    `The milestones add up to ${formatMoney(sum, currency)} but the price is ${formatMoney(price, currency)}: ${more(sum - price, currency)}.`,
  alreadyFunded: (position: number) => `Milestone ${position} is already funded.`,
  fundInOrder: (position: number) =>
    `Fund the milestones in order: milestone ${position} comes first.`,
  notFunded: (position: number) =>
    `Milestone ${position} is not funded yet: the client funds it before the work is delivered.`,
  notCurrent: (position: number) =>
    `Milestone ${position} is the one in progress: finish it first.`,
  unknown: 'This contract has no such milestone.',
  waitForRuling: 'A milestone is in dispute: the next ones wait for the administrator’s ruling.',
  endWhileHeld:
    'A milestone is funded and not yet paid out: finish it, or open a dispute, before ending the contract.',
  endBeforePayment: 'Nothing was paid on this contract yet: cancel it instead.',
  noProposal: 'There is no proposed change to agree to.',
} as const;

/** A calendar day as the pages show it: 2026-12-31. */
const dayField = z
  .string({ error: MILESTONE_MESSAGES.dueInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: MILESTONE_MESSAGES.dueInvalid, abort: true })
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), MILESTONE_MESSAGES.dueInvalid);

/** One milestone as a bid or a counter-proposal states it. */
export const milestoneInputSchema = z.object({
  title: z
    .string({ error: MILESTONE_MESSAGES.titleLength })
    .trim()
    .min(MILESTONE_LIMITS.titleMin, MILESTONE_MESSAGES.titleLength)
    .max(MILESTONE_LIMITS.titleMax, MILESTONE_MESSAGES.titleLength),
  deliverable: z
    .string({ error: MILESTONE_MESSAGES.deliverableLength })
    .trim()
    .min(MILESTONE_LIMITS.deliverableMin, MILESTONE_MESSAGES.deliverableLength)
    .max(MILESTONE_LIMITS.deliverableMax, MILESTONE_MESSAGES.deliverableLength),
  amountMinor: minorField(MILESTONE_MESSAGES.amountInvalid),
  dueOn: dayField,
});
export type MilestoneInput = z.input<typeof milestoneInputSchema>;
export type MilestonePlanItem = z.output<typeof milestoneInputSchema>;

export const milestonePlanSchema = z
  .array(milestoneInputSchema)
  .max(MILESTONE_LIMITS.max, MILESTONE_MESSAGES.tooMany);

export interface MilestoneProblem {
  /** Where the problem is: the milestone's index and field, or the list as a whole. */
  path: (string | number)[];
  message: string;
}

/**
 * What is wrong with a list of milestones against the price it divides, in the price's currency:
 * each amount at least the currency's minimum and on its step, due dates from today on and in
 * order, and the amounts adding up to the price exactly. Empty when it is sound.
 */
export function milestonePlanProblems(
  plan: readonly MilestonePlanItem[],
  price: { amountMinor: bigint; currency: CurrencyCode },
  // Due dates are days on the Lagos clock.
  today: string = lagosToday(),
): MilestoneProblem[] {
  const { currency } = price;
  const problems: MilestoneProblem[] = [];
  if (plan.length > MILESTONE_LIMITS.max)
    problems.push({ path: [], message: MILESTONE_MESSAGES.tooMany });
  plan.forEach((milestone, index) => {
    if (milestone.amountMinor < MILESTONE_MIN_MINOR[currency])
      problems.push({
        path: [index, 'amountMinor'],
        message: MILESTONE_MESSAGES.amountTooSmall(currency),
      });
    else if (milestone.amountMinor % CURRENCIES[currency].priceStep !== 0n)
      problems.push({
        path: [index, 'amountMinor'],
        message: MILESTONE_MESSAGES.amountStep(currency),
      });
    if (milestone.dueOn < today)
      problems.push({ path: [index, 'dueOn'], message: MILESTONE_MESSAGES.dueInPast });
    else if (index > 0 && milestone.dueOn < plan[index - 1]!.dueOn)
      problems.push({ path: [index, 'dueOn'], message: MILESTONE_MESSAGES.dueOutOfOrder });
  });
  const sum = plan.reduce((total, milestone) => total + milestone.amountMinor, 0n);
  if (plan.length > 0 && sum !== price.amountMinor)
    problems.push({
      path: [],
      message: MILESTONE_MESSAGES.sumMismatch(sum, price.amountMinor, currency),
    });
  return problems;
}

/** A proposed milestone as bids show it. */
export const milestoneProposalViewSchema = z.object({
  position: z.number().int().positive(),
  title: z.string(),
  deliverable: z.string(),
  amountMinor: minorAmount,
  dueOn: z.string().nullable(),
});
export type MilestoneProposalView = z.infer<typeof milestoneProposalViewSchema>;

/** A counter-proposal still waiting for the other side's answer. */
export const pendingMilestoneProposalSchema = z.object({
  id: z.string().uuid(),
  by: z.enum(['buyer', 'seller']),
  milestones: z.array(milestoneProposalViewSchema),
  createdAt: z.string().datetime(),
});
export type PendingMilestoneProposal = z.infer<typeof pendingMilestoneProposalSchema>;

/** A side proposes another list for a pending bid; the other agrees or answers with another. */
export const proposeMilestonesSchema = z.object({ milestones: milestonePlanSchema.min(1) });
export type ProposeMilestonesInput = z.input<typeof proposeMilestonesSchema>;

/** A contract's milestone as its page shows it. */
export const milestoneSchema = z.object({
  id: z.string().uuid(),
  position: z.number().int().positive(),
  title: z.string(),
  deliverable: z.string(),
  amountMinor: minorAmount,
  /** The fee the contract's rate takes from this milestone, and what the professional gets. */
  feeMinor: minorAmount,
  payoutMinor: minorAmount,
  dueOn: z.string().nullable(),
  state: z.enum(MILESTONE_LIFECYCLE.states),
  /** What its escrow holds now. */
  heldMinor: minorAmount,
  fundedAt: z.string().datetime().nullable(),
  deliveredAt: z.string().datetime().nullable(),
  autoReleaseAt: z.string().datetime().nullable(),
  closedAt: z.string().datetime().nullable(),
  /** What the viewer may do to this milestone now. */
  actions: z.array(z.string()),
});
export type Milestone = z.infer<typeof milestoneSchema>;

/** Which milestone a contract action is for: the page names it, so a stale page acts on none. */
// Strict: a money route refuses what it does not take (an amount, say) instead of ignoring it.
export const milestoneTargetSchema = z.strictObject({ milestoneId: z.string().uuid().optional() });
