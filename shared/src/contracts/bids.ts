import { z } from 'zod';
import { BID_LIFECYCLE } from '../lifecycles';
import { CURRENCY_CODES } from '../money';
import { PROFESSIONS, verificationBadgesSchema } from './verification';
import {
  attachmentSchema,
  checklistItemSchema,
  coverLetterTooLongMessage,
  GIG_LIMITS,
  GIG_MESSAGES,
  gigSummarySchema,
  minorField,
} from './gigs';
import { minorAmount } from './fields';
import {
  milestonePlanSchema,
  milestoneProposalViewSchema,
  pendingMilestoneProposalSchema,
} from './milestones';

export const bidInputSchema = z.object({
  // In the gig's currency: its range and its step (bidPriceProblem) are checked against the gig.
  amountMinor: minorField(GIG_MESSAGES.amountInvalid),
  deliveryDays: z.coerce
    .number({ error: GIG_MESSAGES.deliveryDays })
    .int(GIG_MESSAGES.deliveryDays)
    .min(1, GIG_MESSAGES.deliveryDays)
    .max(GIG_LIMITS.deliveryDaysMax, GIG_MESSAGES.deliveryDays),
  coverLetter: z
    .string()
    .trim()
    .min(GIG_LIMITS.coverLetterMin, GIG_MESSAGES.coverLetterLength)
    .max(GIG_LIMITS.coverLetterMax, {
      // The input here is the trimmed string the max check measured.
      error: (issue) =>
        coverLetterTooLongMessage(typeof issue.input === 'string' ? issue.input.length : 0),
    }),
  /**
   * The stages the price is paid in, in order; none is one milestone of the whole price. Their
   * sum, minimums and dates are checked against the price and the gig (milestonePlanProblems).
   */
  milestones: milestonePlanSchema.default([]),
});
export type BidInput = z.input<typeof bidInputSchema>;

export const bidSchema = z.object({
  id: z.string().uuid(),
  gigId: z.string().uuid(),
  state: z.enum(BID_LIFECYCLE.states),
  /** The gig's currency. */
  currency: z.enum(CURRENCY_CODES),
  amountMinor: minorAmount,
  /** What the professional receives after the platform fee. */
  payoutMinor: minorAmount,
  feeMinor: minorAmount,
  deliveryDays: z.number().int(),
  coverLetter: z.string(),
  /** The milestones the price is paid in (one for the whole price when none were proposed). */
  milestones: z.array(milestoneProposalViewSchema),
  /** A change to them one side proposed and the other has not answered yet. */
  pendingProposal: pendingMilestoneProposalSchema.nullable(),
  createdAt: z.string().datetime(),
  seller: z.object({
    id: z.string().uuid(),
    name: z.string(),
    professionalTitle: z.string().nullable(),
    isVerified: z.boolean(),
    /** Which register was checked (the Bar or SURCON), for the badge's name; null until given. */
    profession: z.enum(PROFESSIONS).nullable(),
    /** The dated badges, as the public profile shows them, where the client decides. */
    badges: verificationBadgesSchema,
    rating: z.number().nullable(),
    reviewCount: z.number().int().nonnegative(),
    jobsCompleted: z.number().int().nonnegative(),
    /** /api/profiles/{id}/picture when they have a picture, else null (initials show). */
    pictureUrl: z.string().nullable(),
  }),
});
export type Bid = z.infer<typeof bidSchema>;

export const bidsResponseSchema = z.object({ bids: z.array(bidSchema) });
export const bidResponseSchema = z.object({ bid: bidSchema });

export const myBidSchema = bidSchema.extend({ gig: gigSummarySchema });
export const myBidsResponseSchema = z.object({ bids: z.array(myBidSchema) });

/** A gig as its page shows it to the viewer, with their own bid when they have one. */
export const gigDetailSchema = gigSummarySchema.extend({
  description: z.string(),
  attachments: z.array(attachmentSchema),
  checklist: z.array(checklistItemSchema),
  isOwner: z.boolean(),
  /** The viewer's own bid, when they have one. */
  myBid: bidSchema.nullable(),
  contractId: z.string().uuid().nullable(),
});
export type GigDetail = z.infer<typeof gigDetailSchema>;
