// The gigs' limits, messages and sort orders, without zod: a page that only shows them (the
// search filters, the gig cards) does not load it.
import { CURRENCIES, type CurrencyCode } from '../money';

export const GIG_LIMITS = {
  titleMin: 10,
  titleMax: 120,
  descriptionMin: 50,
  descriptionMax: 5000,
  addressMin: 3,
  addressMax: 300,
  deadlineMinHours: 24,
  deadlineMaxDays: 90,
  attachmentsMax: 5,
  attachmentBytesMax: 10 * 1024 * 1024,
  /** Uploads one account may make in `uploadWindowMinutes` (a gig's five and redos, with room). */
  uploadsPerWindow: 30,
  uploadWindowMinutes: 10,
  /** What one account's files may take up in all, attached or not. */
  storedBytesMax: 200 * 1024 * 1024,
  /** A file attached to no gig or delivery is removed this long after its upload. */
  unattachedHoursMax: 24,
  coverLetterMin: 50,
  coverLetterMax: 3000,
  deliveryDaysMax: 365,
} as const;

export const GIG_MESSAGES = {
  categoryRequired: 'Choose the service you need',
  titleLength: `Give the job a title of ${GIG_LIMITS.titleMin} to ${GIG_LIMITS.titleMax} characters`,
  descriptionLength: `Describe the job in ${GIG_LIMITS.descriptionMin} to ${GIG_LIMITS.descriptionMax} characters`,
  stateRequired: 'Choose the state where the property is',
  addressLength: 'Give the address or LGA of the property',
  budgetInvalid: 'Enter the budget as a number, e.g. 350,000 or 750.50',
  currencyRequired: 'Choose naira or USDC',
  currencyFixed: 'Professionals have bid in this currency: it can no longer change',
  budgetOrder: 'The maximum must be at least the minimum',
  deadlineRange: `The bid deadline must be between ${GIG_LIMITS.deadlineMinHours} hours and ${GIG_LIMITS.deadlineMaxDays} days from now`,
  tooManyAttachments: `Attach at most ${GIG_LIMITS.attachmentsMax} files`,
  notOpen: 'This gig is no longer open for bids.',
  deadlinePassed: 'The deadline for bids on this gig has passed.',
  notVerified:
    'Only verified professionals can bid. Get verified from your dashboard: an administrator checks your bar licence and ID.',
  ownGig: 'You cannot bid on your own gig.',
  alreadyBid: 'You already have a pending bid on this gig. Withdraw it to bid again.',
  amountInvalid: 'Enter your price as a number, e.g. 350,000 or 750.50',
  deliveryDays: `Delivery takes 1 to ${GIG_LIMITS.deliveryDaysMax} days`,
  coverLetterLength: `Write ${GIG_LIMITS.coverLetterMin} to ${GIG_LIMITS.coverLetterMax} characters about how you will do the work`,
  fileType: 'Invalid file type. Only JPG, PNG, and PDF files are allowed.',
  fileTooLarge: `Files can be at most ${GIG_LIMITS.attachmentBytesMax / 1024 / 1024} MB`,
  storageFull: `Your files take up the ${GIG_LIMITS.storedBytesMax / 1024 / 1024} MB one account may keep. Files attached to no gig or delivery are removed ${GIG_LIMITS.unattachedHoursMax} hours after upload.`,
} as const;

/** What a budget or a bid may ask, per currency, in minor units. */
export const BUDGET_LIMITS: Record<CurrencyCode, { min: bigint; max: bigint }> = {
  // ₦5,000 to ₦1,500,000,000: a consultation to a large estate's due diligence.
  NGN: { min: 500_000n, max: 150_000_000_000n },
  USDC: { min: 10_000_000n, max: 1_000_000_000_000n },
};

/** The budget and price messages that name a currency's figures. */
export const PRICE_MESSAGES: Record<
  CurrencyCode,
  { budgetRange: string; bidRange: string; priceStep: string }
> = {
  NGN: {
    budgetRange: 'Budgets run from ₦5,000 to ₦1,500,000,000',
    bidRange: 'Your price must be from ₦5,000 to ₦1,500,000,000',
    priceStep: 'Naira prices have at most 2 decimals (kobo), e.g. 350,000.50',
  },
  USDC: {
    budgetRange: 'Budgets run from 10 to 1,000,000 USDC',
    bidRange: 'Your price must be from 10 to 1,000,000 USDC',
    priceStep: 'Prices are in whole cents: use at most 2 decimals, e.g. 450.55',
  },
};

/** Whether an amount lies in the budget range a gig may ask and a bid may offer. */
export const inBudgetRange = (value: bigint, currency: CurrencyCode) =>
  value >= BUDGET_LIMITS[currency].min && value <= BUDGET_LIMITS[currency].max;

/**
 * What is wrong with a bid's price in its gig's currency, or null: prices are whole steps of the
 * currency (kobo, cents; decision 055) so the fee splits them into whole steps too.
 */
export function bidPriceProblem(minor: bigint, currency: CurrencyCode): string | null {
  if (minor % CURRENCIES[currency].priceStep !== 0n) return PRICE_MESSAGES[currency].priceStep;
  if (!inBudgetRange(minor, currency)) return PRICE_MESSAGES[currency].bidRange;
  return null;
}

const grouped = (count: number) => String(count).replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * A cover letter over the limit is refused, never cut: the person is told how long theirs is and
 * keeps the whole text to shorten it themselves.
 */
export const coverLetterTooLongMessage = (length: number) =>
  `Your cover letter is ${grouped(length)} characters; the limit is ${grouped(GIG_LIMITS.coverLetterMax)}. Shorten it to send.`;

export const GIG_SORTS = ['newest', 'budget_high', 'budget_low', 'relevance'] as const;
export type GigSort = (typeof GIG_SORTS)[number];
