import { describe, expect, it } from 'vitest';
import { gigInputSchema } from './gigs';
import { PRICE_MESSAGES } from './gigs-rules';

const gig = {
  category: 'land-title-verification',
  title: 'Verify the title of a plot in Lekki',
  description:
    'Please search the land registry and confirm the Certificate of Occupancy is genuine.',
  propertyState: 'LA',
  propertyAddress: '12 Admiralty Way, Lekki Phase 1',
  currency: 'NGN',
  budgetMinMinor: '5000000',
  bidDeadline: new Date(Date.now() + 5 * 86_400_000).toISOString(),
};

describe('the gig input schema', () => {
  it.each([null, 'a gig', 42, [gig]])(
    'refuses a body that is not an object (%j) without throwing',
    (body) => {
      const result = gigInputSchema.safeParse(body);
      expect(result.success).toBe(false);
    },
  );

  it("checks a budget against its own currency's range", () => {
    const tooSmall = gigInputSchema.safeParse({ ...gig, budgetMinMinor: '100' });
    expect(tooSmall.success).toBe(false);
    expect(tooSmall.error?.issues.map((issue) => issue.message)).toContain(
      PRICE_MESSAGES.NGN.budgetRange,
    );
  });
});
