import { z } from 'zod';
import { moneyAmountSchema } from './fields';

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
});
