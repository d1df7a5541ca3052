import { z } from 'zod';

/**
 * Reviews both ways after a contract (PRODUCT.md "Reviews"): blind until both are in or the
 * window closes, then published together.
 */
export const REVIEW_LIMITS = {
  windowDays: 14,
  reminderDaysBefore: 3,
  commentMin: 20,
  commentMax: 2000,
  /** Below this many stars a comment is required. */
  commentRequiredBelow: 3,
  replyMax: 1000,
  reportReasonMax: 500,
  /** A professional's average shows from this many published reviews on. */
  showAverageFrom: 3,
  pageSize: 10,
  /** The Bayesian mean's prior: a newcomer counts as this many reviews of the platform mean. */
  priorWeight: 5,
  priorMean: 4.2,
} as const;

export const CLIENT_DIMENSIONS = ['quality', 'timeliness', 'communication', 'value'] as const;
export const PROFESSIONAL_DIMENSIONS = ['clarity', 'responsiveness'] as const;
export const REVIEW_DIMENSIONS = [...CLIENT_DIMENSIONS, ...PROFESSIONAL_DIMENSIONS] as const;
export type ReviewDimension = (typeof REVIEW_DIMENSIONS)[number];

export const REVIEW_DIMENSION_LABELS: Record<ReviewDimension, string> = {
  quality: 'Report quality',
  timeliness: 'Timeliness',
  communication: 'Communication',
  value: 'Value',
  clarity: 'Clarity of the brief',
  responsiveness: 'Responsiveness',
};

/** Who wrote a review: the client (about the professional) or the professional (about the client). */
export const REVIEWER_ROLES = ['client', 'professional'] as const;
export type ReviewerRole = (typeof REVIEWER_ROLES)[number];

export const REVIEW_MESSAGES = {
  ratingInvalid: 'Choose from 1 to 5 stars',
  dimensionMissing: 'Rate each of the points listed',
  commentRequired: `Tell others what went wrong: below ${REVIEW_LIMITS.commentRequiredBelow} stars a comment of at least ${REVIEW_LIMITS.commentMin} characters is required`,
  commentLength: `A comment is ${REVIEW_LIMITS.commentMin} to ${REVIEW_LIMITS.commentMax.toLocaleString('en')} characters`,
  notAParty: 'Only the client and the professional of this contract can review it.',
  notReviewable: 'Reviews open when a contract paid through escrow is completed or resolved.',
  windowClosed: 'The review window for this contract has closed.',
  alreadyReviewed: 'You have already reviewed this contract. Reviews cannot be edited.',
  replyOnlyReviewee: 'Only the person reviewed can reply.',
  replyOnce: 'You have already replied to this review.',
  replyNotPublished: 'You can reply once the review is published.',
  replyLength: `A reply is 1 to ${REVIEW_LIMITS.replyMax.toLocaleString('en')} characters`,
  reportReasonRequired: 'Say why this review should be looked at',
  cannotReportOwn: 'You cannot report your own review.',
  alreadyReported: 'You have already reported this review.',
  submitted:
    'Review submitted. It stays hidden until the other side reviews too or the window closes.',
  published: 'Both reviews are published.',
  reported: 'Thank you. An administrator will look at this review.',
  hideReasonRequired: 'Give a reason for hiding the review',
} as const;

const stars = z
  .number({ error: REVIEW_MESSAGES.ratingInvalid })
  .int(REVIEW_MESSAGES.ratingInvalid)
  .min(1, REVIEW_MESSAGES.ratingInvalid)
  .max(5, REVIEW_MESSAGES.ratingInvalid);

/** What a reviewer sends; the dimensions asked depend on their side (checked by the server). */
export const submitReviewSchema = z
  .object({
    rating: stars,
    dimensions: z.partialRecord(z.enum(REVIEW_DIMENSIONS), stars).default({}),
    comment: z
      .string()
      .trim()
      .max(REVIEW_LIMITS.commentMax, REVIEW_MESSAGES.commentLength)
      .default(''),
  })
  .superRefine((review, context) => {
    if (review.rating < REVIEW_LIMITS.commentRequiredBelow && review.comment.length === 0)
      context.addIssue({
        code: 'custom',
        path: ['comment'],
        message: REVIEW_MESSAGES.commentRequired,
      });
    else if (review.comment.length > 0 && review.comment.length < REVIEW_LIMITS.commentMin)
      context.addIssue({
        code: 'custom',
        path: ['comment'],
        message: REVIEW_MESSAGES.commentLength,
      });
  });
export type SubmitReviewRequest = z.input<typeof submitReviewSchema>;

export const reviewSchema = z.object({
  id: z.string().uuid(),
  contractId: z.string().uuid(),
  reviewerRole: z.enum(REVIEWER_ROLES),
  reviewer: z.object({ id: z.string().uuid(), name: z.string() }),
  revieweeId: z.string().uuid(),
  rating: z.number().int().min(1).max(5),
  dimensions: z.partialRecord(z.enum(REVIEW_DIMENSIONS), z.number().int()),
  comment: z.string(),
  /** The gig's service (label) and state (name), for context on profiles and the landing page. */
  service: z.string(),
  state: z.string(),
  /** The contract was resolved by an administrator after a dispute: shown as a label. */
  resolvedByAdmin: z.boolean(),
  createdAt: z.string().datetime(),
  publishedAt: z.string().datetime().nullable(),
  reply: z.object({ body: z.string(), createdAt: z.string().datetime() }).nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** `GET /api/contracts/{id}/reviews`: the prompt, then the published pair. */
export const contractReviewsSchema = z.object({
  /** null when the contract cannot be reviewed (not completed or resolved). */
  window: z
    .object({ opensAt: z.string().datetime(), closesAt: z.string().datetime(), open: z.boolean() })
    .nullable(),
  viewerRole: z.enum(REVIEWER_ROLES),
  /** The dimensions the viewer rates. */
  dimensions: z.array(z.enum(REVIEW_DIMENSIONS)),
  canReview: z.boolean(),
  mine: reviewSchema.nullable(),
  /** The other side's review: present only once published (blind until then). */
  theirs: reviewSchema.nullable(),
  /** Whether the other side has submitted (without its content), so the page can say so. */
  theirsSubmitted: z.boolean(),
});
export type ContractReviews = z.infer<typeof contractReviewsSchema>;

export const replySchema = z.object({
  body: z
    .string({ error: REVIEW_MESSAGES.replyLength })
    .trim()
    .min(1, REVIEW_MESSAGES.replyLength)
    .max(REVIEW_LIMITS.replyMax, REVIEW_MESSAGES.replyLength),
});

export const reportReviewSchema = z.object({
  reason: z
    .string({ error: REVIEW_MESSAGES.reportReasonRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.reportReasonRequired)
    .max(REVIEW_LIMITS.reportReasonMax, REVIEW_MESSAGES.reportReasonRequired),
});

export const reviewSummarySchema = z.object({
  /** null until REVIEW_LIMITS.showAverageFrom reviews are published ("New on TitleTrust"). */
  average: z.number().nullable(),
  count: z.number().int().nonnegative(),
  dimensions: z.partialRecord(z.enum(REVIEW_DIMENSIONS), z.number()),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/** A person's published reviews, newest first, a page at a time. */
export const reviewPageSchema = z.object({
  summary: reviewSummarySchema,
  items: z.array(reviewSchema),
  page: z.number().int().positive(),
  hasMore: z.boolean(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;
export const reviewPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

/** The admin's queue: reports, and reviews held because the two accounts share a wallet. */
export const reviewReportSchema = z.object({
  id: z.string().uuid(),
  review: reviewSchema,
  /** null when the platform flagged it (shared wallet address), not a person. */
  reporter: z.object({ id: z.string().uuid(), name: z.string() }).nullable(),
  reason: z.string(),
  createdAt: z.string().datetime(),
});
export type ReviewReport = z.infer<typeof reviewReportSchema>;
export const reviewReportQueueSchema = z.object({ items: z.array(reviewReportSchema) });

export const reviewReportDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('keep'), reason: z.string().trim().max(500).default('') }),
  z.object({
    decision: z.literal('hide'),
    reason: z
      .string({ error: REVIEW_MESSAGES.hideReasonRequired })
      .trim()
      .min(1, REVIEW_MESSAGES.hideReasonRequired)
      .max(500, REVIEW_MESSAGES.hideReasonRequired),
  }),
]);

/** The landing page's widget: recent, well-rated, published reviews with service and state. */
export const featuredReviewSchema = z.object({
  id: z.string().uuid(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  service: z.string(),
  state: z.string(),
  reviewerName: z.string(),
  createdAt: z.string().datetime(),
});

export const featuredReviewsResponseSchema = z
  .object({ reviews: z.array(featuredReviewSchema) })
  .describe('The most recent well-rated reviews, for the landing page');

export type FeaturedReview = z.infer<typeof featuredReviewSchema>;
export type FeaturedReviewsResponse = z.infer<typeof featuredReviewsResponseSchema>;

/**
 * A rating that does not let one 5-star review outrank forty 4.8s: the average pulled toward
 * the platform's prior by a few imaginary reviews. Used to sort bids by rating.
 */
export function bayesianRating(average: number | null, count: number): number {
  const { priorMean, priorWeight } = REVIEW_LIMITS;
  if (!average || count === 0) return priorMean;
  return (average * count + priorMean * priorWeight) / (count + priorWeight);
}
