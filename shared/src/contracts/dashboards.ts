import { z } from 'zod';
import { currencyField, minorAmount, moneyAmountSchema } from './fields';

/**
 * A milestone of a contract in stages that waits for the viewer: the client funds it or reviews
 * its delivery, the professional delivers it. One per contract, the milestone in progress.
 */
export const dueMilestoneSchema = z.object({
  contractId: z.string().uuid(),
  gigTitle: z.string(),
  /** What the viewer does: fund it, review its delivery, or deliver it. */
  step: z.enum(['fund', 'review', 'deliver']),
  position: z.number().int().positive(),
  title: z.string(),
  currency: currencyField,
  amountMinor: minorAmount,
  /** The calendar day it is due (Lagos), or null. */
  dueOn: z.string().nullable(),
  /** "Fund milestone 2: Survey charting, ₦400,000.00". */
  label: z.string(),
  /** The contract's page. */
  href: z.string(),
});
export type DueMilestone = z.infer<typeof dueMilestoneSchema>;

/** The client's dashboard (/dashboard/buyer): counts and what to do next. */
export const buyerDashboardSchema = z.object({
  openGigs: z.number().int(),
  /** Up to five open gigs, the first to stop taking bids first, each with its pending bids. */
  openGigsSoonestClosing: z.array(
    z.object({
      id: z.string().uuid(),
      title: z.string(),
      bidDeadline: z.string().datetime(),
      pendingBids: z.number().int().nonnegative(),
    }),
  ),
  bidsAwaitingDecision: z.number().int(),
  contractsByState: z.record(z.string(), z.number().int()),
  /** Per currency the client has escrow in (none: empty). */
  escrowHeld: z.array(moneyAmountSchema),
  nextActions: z.array(z.object({ label: z.string(), href: z.string() })),
  /** The milestones of contracts in stages waiting for the client: to fund, or to review. */
  milestonesDue: z.array(dueMilestoneSchema).default([]),
});
/** The professional's dashboard (/dashboard/seller). */
export const sellerDashboardSchema = z.object({
  verificationStatus: z.enum(['pending', 'verified', 'rejected']),
  /** While pending: when the submission entered the admins' queue; null while still a draft. */
  verificationSubmittedAt: z.string().datetime().nullable(),
  pendingBids: z.number().int(),
  contractsByState: z.record(z.string(), z.number().int()),
  /** Per currency paid this month (none: empty). */
  earningsThisMonth: z.array(moneyAmountSchema),
  /** Contracts that paid the professional for the work (see count-jobs-completed on the server). */
  jobsCompleted: z.number().int().nonnegative(),
  nextActions: z.array(z.object({ label: z.string(), href: z.string() })),
  /** The milestones of contracts in stages waiting for the professional's delivery. */
  milestonesDue: z.array(dueMilestoneSchema).default([]),
});
