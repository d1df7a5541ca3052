import { z } from 'zod';
import { CHECKLIST_ITEM_KEYS } from '../checklist';
import { CURRENCY_CODES, DEFAULT_CURRENCY, isCurrencyCode, type CurrencyCode } from '../money';
import { GIG_LIFECYCLE } from '../lifecycles';
import { NIGERIAN_STATE_CODES } from '../nigeria';
import { SERVICE_CATEGORIES } from '../services';
import { attachmentSchema, checklistRecordSchema, minorAmount, minorField } from './fields';
import { GIG_LIMITS, GIG_MESSAGES, GIG_SORTS, inBudgetRange, PRICE_MESSAGES } from './gigs-rules';

export { attachmentSchema, minorField, type Attachment } from './fields';

export {
  bidPriceProblem,
  BUDGET_LIMITS,
  coverLetterTooLongMessage,
  inBudgetRange,
  PRICE_MESSAGES,
  GIG_LIMITS,
  GIG_MESSAGES,
  GIG_SORTS,
  type GigSort,
} from './gigs-rules';

const categorySlugs = SERVICE_CATEGORIES.map((c) => c.slug) as [string, ...string[]];

function budgetInRange(field: 'budgetMinMinor' | 'budgetMaxMinor') {
  type Parsed = { currency: CurrencyCode } & Partial<Record<typeof field, bigint>>;
  const check = (gig: Parsed) =>
    gig[field] === undefined || inBudgetRange(gig[field], gig.currency);
  return [
    check,
    {
      path: [field] as PropertyKey[],
      error: (issue: { input: unknown }) =>
        PRICE_MESSAGES[(issue.input as Parsed).currency].budgetRange,
      // Zod asks this even when the body is not an object at all (null, a string): then the
      // body's own issue is the answer, and the range is not checked.
      when: ({ value }: { value: unknown }) => {
        if (typeof value !== 'object' || value === null) return false;
        const gig = value as Record<string, unknown>;
        return isCurrencyCode(gig.currency) && ['bigint', 'undefined'].includes(typeof gig[field]);
      },
    },
  ] as const;
}

export const gigInputSchema = z
  .object({
    category: z.enum(categorySlugs, { error: GIG_MESSAGES.categoryRequired }),
    title: z
      .string()
      .trim()
      .min(GIG_LIMITS.titleMin, GIG_MESSAGES.titleLength)
      .max(GIG_LIMITS.titleMax, GIG_MESSAGES.titleLength),
    description: z
      .string()
      .trim()
      .min(GIG_LIMITS.descriptionMin, GIG_MESSAGES.descriptionLength)
      .max(GIG_LIMITS.descriptionMax, GIG_MESSAGES.descriptionLength),
    propertyState: z.enum(NIGERIAN_STATE_CODES, { error: GIG_MESSAGES.stateRequired }),
    propertyAddress: z
      .string()
      .trim()
      .min(GIG_LIMITS.addressMin, GIG_MESSAGES.addressLength)
      .max(GIG_LIMITS.addressMax, GIG_MESSAGES.addressLength),
    /** Naira unless the client picks USDC; the budget, the bids and the escrow are all in it. */
    currency: z
      .enum(CURRENCY_CODES, { error: GIG_MESSAGES.currencyRequired })
      .default(DEFAULT_CURRENCY),
    budgetMinMinor: minorField(GIG_MESSAGES.budgetInvalid),
    /** Absent for a fixed budget. */
    budgetMaxMinor: minorField(GIG_MESSAGES.budgetInvalid).optional(),
    bidDeadline: z.iso.datetime({ offset: true, error: GIG_MESSAGES.deadlineRange }),
    attachmentIds: z
      .array(z.string().uuid())
      .max(GIG_LIMITS.attachmentsMax, GIG_MESSAGES.tooManyAttachments)
      .default([]),
  })
  // Each budget's range is its currency's, checked as soon as that field and the currency read,
  // whatever else is wrong, so a form hears about every field at once.
  .refine(...budgetInRange('budgetMinMinor'))
  .refine(...budgetInRange('budgetMaxMinor'))
  .refine((gig) => gig.budgetMaxMinor === undefined || gig.budgetMaxMinor >= gig.budgetMinMinor, {
    path: ['budgetMaxMinor'],
    message: GIG_MESSAGES.budgetOrder,
  })
  .refine(
    (gig) => {
      const hoursAhead = (Date.parse(gig.bidDeadline) - Date.now()) / 3_600_000;
      return (
        hoursAhead >= GIG_LIMITS.deadlineMinHours - 0.1 &&
        hoursAhead <= GIG_LIMITS.deadlineMaxDays * 24
      );
    },
    { path: ['bidDeadline'], message: GIG_MESSAGES.deadlineRange },
  );
export type GigInput = z.input<typeof gigInputSchema>;

export const attachmentResponseSchema = z.object({ attachment: attachmentSchema });

export const gigSummarySchema = z.object({
  id: z.string().uuid(),
  category: z.string(),
  title: z.string(),
  excerpt: z.string(),
  propertyState: z.string(),
  propertyAddress: z.string(),
  currency: z.enum(CURRENCY_CODES),
  budgetMinMinor: minorAmount,
  budgetMaxMinor: minorAmount.nullable(),
  bidDeadline: z.string().datetime(),
  state: z.enum(GIG_LIFECYCLE.states),
  createdAt: z.string().datetime(),
  buyerFirstName: z.string(),
  bidCount: z.number().int().nonnegative(),
  /** For a signed-in seller: whether they have bid on it (any state). */
  viewerHasBid: z.boolean(),
});
export type GigSummary = z.infer<typeof gigSummarySchema>;

export const checklistItemSchema = z.object({
  key: z.enum(CHECKLIST_ITEM_KEYS),
  label: z.string(),
  detail: z.string(),
  alwaysApplies: z.boolean(),
  record: checklistRecordSchema.optional(),
});

// The gig's page (gigDetailSchema) carries the viewer's own bid, so it is in ./bids, which builds
// on the limits and shapes here.

export const gigSearchQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  category: z.enum(categorySlugs).optional(),
  state: z.enum(NIGERIAN_STATE_CODES).optional(),
  /** Budget filters compare amounts in this currency only (naira unless asked). */
  currency: z.enum(CURRENCY_CODES).optional(),
  budgetMinMinor: z
    .string()
    .regex(/^\d{1,18}$/, GIG_MESSAGES.budgetInvalid)
    .optional(),
  budgetMaxMinor: z
    .string()
    .regex(/^\d{1,18}$/, GIG_MESSAGES.budgetInvalid)
    .optional(),
  postedWithinDays: z.coerce.number().int().min(1).max(365).optional(),
  sort: z.enum(GIG_SORTS).default('newest'),
  /** Opaque keyset cursor from the previous page. */
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type GigSearchQuery = z.input<typeof gigSearchQuerySchema>;

export const gigPageSchema = z.object({
  items: z.array(gigSummarySchema),
  nextCursor: z.string().nullable(),
  /**
   * Matching gigs in all pages, on the first page only (null on the pages after it): counted
   * when few, otherwise estimated from the newest matches ("about 28,000", totalExact false).
   */
  total: z.number().int().nonnegative().nullable(),
  totalExact: z.boolean(),
  /**
   * When the words matched nothing: the same search with misspelt words replaced by the nearest
   * words gigs use ("Gwarimpa" → "Gwarinpa"), or null. First page only.
   */
  suggestion: z.string().nullable(),
});
export type GigPage = z.infer<typeof gigPageSchema>;

export const myGigsResponseSchema = z.object({ gigs: z.array(gigSummarySchema) });
