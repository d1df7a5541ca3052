import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { profiles } from '../../src/db/schema';
import { createPersona, type Persona } from './personas';

export const usdc = (amount: number) => String(BigInt(Math.round(amount * 1_000_000)));

export function gigBody(overrides: Record<string, unknown> = {}) {
  return {
    category: 'land_title_verification',
    title: 'Verify the C of O for a plot in Lekki Phase 1',
    description:
      'I am buying a 600 sqm plot in Lekki Phase 1 and need the Certificate of Occupancy verified at the Lagos Land Registry, with a search for encumbrances.',
    propertyState: 'LA',
    propertyAddress: 'Plot 14, Admiralty Way, Lekki Phase 1, Eti-Osa LGA',
    // The suites' amounts are USDC; naira gigs say so (`currency: 'NGN'`).
    currency: 'USDC',
    budgetMinMinor: usdc(400),
    budgetMaxMinor: usdc(750),
    bidDeadline: new Date(Date.now() + 7 * 24 * 3_600_000).toISOString(),
    attachmentIds: [],
    ...overrides,
  };
}

export function bidBody(overrides: Record<string, unknown> = {}) {
  return {
    amountMinor: usdc(600),
    deliveryDays: 5,
    coverLetter:
      'I have verified over two hundred titles at the Alausa registry and will deliver a full search report with certified copies.',
    ...overrides,
  };
}

/** A professional the admin has verified, so they may bid. */
export async function createVerifiedSeller(app: FastifyInstance, db: Database): Promise<Persona> {
  const seller = await createPersona(app, db, 'seller');
  await db
    .update(profiles)
    .set({ verificationStatus: 'verified' })
    .where(eq(profiles.id, seller.id));
  return seller;
}

export async function postGigAs(
  app: FastifyInstance,
  buyer: Persona,
  overrides: Record<string, unknown> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/gigs',
    headers: { cookie: buyer.cookie },
    payload: gigBody(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`posting a gig failed: ${response.body}`);
  return response.json<{ gig: { id: string } }>().gig;
}

export async function bidAs(
  app: FastifyInstance,
  seller: Persona,
  gigId: string,
  overrides: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/gigs/${gigId}/bids`,
    headers: { cookie: seller.cookie },
    payload: bidBody(overrides),
  });
}
