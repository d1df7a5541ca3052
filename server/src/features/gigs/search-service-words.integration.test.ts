import type { GigPage, GigSort } from '@titletrust/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGigAs } from '../../../test/support/marketplace';
import { createPersona, type Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';

/**
 * A gig is found by the words people use for its service and its place, not only by its own
 * text, and a gig having more of the typed terms ranks above one having fewer (decision 046).
 * None of these gigs' own text says "title", "C of O", "survey", "consent" or its state's name.
 */
describe('search by service and place', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let buyer: Persona;
  let seller: Persona;
  const gig: Record<string, string> = {};

  const post = async (name: string, body: Record<string, unknown>) => {
    // Naira, the currency a budget order searches in unless asked for another.
    gig[name] = (await postGigAs(app, buyer, { currency: 'NGN', ...body })).id;
  };

  beforeAll(async () => {
    app = await buildTestApp(database());
    buyer = await createPersona(app, database().db, 'buyer');
    seller = await createPersona(app, database().db, 'seller');
    await post('lekkiTitle', {
      category: 'land_title_verification',
      title: 'Verify the papers of a 600 sqm plot in Lekki Phase 1',
      description: 'Check the papers at the registry before I pay the seller anything.',
      propertyAddress: 'Plot 14, Admiralty Way, Lekki Phase 1',
      propertyState: 'LA',
    });
    await post('abujaTitle', {
      category: 'land_title_verification',
      title: 'Check my plot papers in Gwarinpa',
      description: 'Confirm at AGIS that the papers the seller showed me are genuine.',
      propertyAddress: 'Plot 9, 3rd Avenue, Gwarinpa',
      propertyState: 'FC',
    });
    await post('ikejaSurvey', {
      category: 'property_surveys',
      title: 'Check the beacons of my plot in Ikeja GRA',
      description: 'Walk the plot with me and confirm that the pillars stand where the plan says.',
      propertyAddress: '12 Isaac John Street, Ikeja GRA',
      propertyState: 'LA',
    });
    await post('consent', {
      category: 'due_diligence',
      title: 'Full checks on a duplex in Magodo before I buy',
      description: 'Everything a careful buyer should know before paying for this house.',
      propertyAddress: '5 CMD Road, Magodo',
      propertyState: 'LA',
    });
    await post('kanoNotary', {
      category: 'notarization',
      title: 'Stamp and seal a power of attorney',
      description: 'The donor signs on Friday; the document must be sealed the same day.',
      propertyAddress: 'Nassarawa GRA, Kano',
      propertyState: 'KN',
    });
    await post('lagosNotary', {
      category: 'notarization',
      title: 'Stamp and seal an affidavit of ownership',
      description: 'A sworn statement for the family land, sealed for the registry.',
      propertyAddress: 'Allen Avenue, Ikeja',
      propertyState: 'LA',
    });
    await post('kanoCourt', {
      category: 'court_representation',
      title: 'Defend my family in a land matter',
      description: 'Someone has built on our plot; we need counsel at the High Court.',
      propertyAddress: 'Tarauni, Kano',
      propertyState: 'KN',
    });
    // Posted last, so newest: six contract reviews in Lekki that mention a title in passing,
    // as the ones a professional saw in place of the land title gig.
    for (let i = 1; i <= 6; i++)
      await post(`lekkiReview${i}`, {
        category: 'contract_review',
        title: `Review the sale agreement for plot ${i} in Lekki`,
        description:
          "Read the agreement and tell me whether it protects me if the seller's title fails.",
        propertyAddress: `Plot ${i}, Lekki Phase 1`,
        propertyState: 'LA',
      });
  });
  afterAll(() => app.close());

  async function search(q: string, sort: GigSort = 'relevance', limit = 20, cursor?: string) {
    const params = new URLSearchParams({ q, sort, limit: String(limit) });
    if (cursor) params.set('cursor', cursor);
    const response = await app.inject({
      method: 'GET',
      url: `/api/gigs?${params.toString()}`,
      headers: { cookie: seller.cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json<GigPage>();
  }
  const ids = (page: GigPage) => page.items.map((item) => item.id);

  it('"Lekki title" finds the land title gig in Lekki first, the contract reviews in Lekki below', async () => {
    const page = await search('Lekki title');
    expect(page.items[0]).toMatchObject({
      id: gig.lekkiTitle,
      category: 'land_title_verification',
    });
    // Partial matches stay below: the reviews (both words) and the other title gig (one).
    for (let i = 1; i <= 6; i++) expect(ids(page)).toContain(gig[`lekkiReview${i}`]);
    expect(ids(page).indexOf(gig.abujaTitle!)).toBeGreaterThan(6);
  });

  it('finds the service by its other names, and the place by its state', async () => {
    expect((await search('C of O Abuja')).items[0]?.id).toBe(gig.abujaTitle);
    expect((await search('certificate of occupancy FCT')).items[0]?.id).toBe(gig.abujaTitle);
    expect((await search('survey Ikeja')).items[0]?.id).toBe(gig.ikejaSurvey);
    expect((await search('surveyor')).items.map((item) => item.id)).toEqual([gig.ikejaSurvey]);
    // Typed on a phone, with a curly apostrophe.
    expect((await search('governor’s consent')).items[0]?.id).toBe(gig.consent);
    expect((await search("Governor's Consent Lagos")).items[0]?.id).toBe(gig.consent);
    expect(ids(await search('notary', 'newest'))).toEqual([gig.lagosNotary, gig.kanoNotary]);
  });

  it('ranks a gig having more of the words above those having fewer', async () => {
    const page = await search('notary Kano');
    expect(ids(page)[0]).toBe(gig.kanoNotary);
    // One word each, below: the notary in Lagos and the court case in Kano.
    expect(new Set(ids(page).slice(1))).toEqual(new Set([gig.lagosNotary, gig.kanoCourt]));
    expect(page.total).toBe(3);
  });

  it('shows the same gigs in every order, the count included', async () => {
    const ranked = await search('notary Kano');
    for (const sort of ['newest', 'budget_high', 'budget_low'] as const) {
      const page = await search('notary Kano', sort);
      expect(new Set(ids(page))).toEqual(new Set(ids(ranked)));
      expect(page.total).toBe(ranked.total);
    }
  });

  it('pages best match without losing or repeating a gig', async () => {
    const whole = ids(await search('Lekki title'));
    const paged: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await search('Lekki title', 'relevance', 3, cursor);
      paged.push(...ids(page));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(paged).toEqual(whole);
  });

  it('still excludes a word typed with a minus, and a phrase in quotes stays one term', async () => {
    expect(ids(await search('notary -Kano'))).toEqual([gig.lagosNotary]);
    const page = await search('"power of attorney" Kano');
    expect(ids(page)[0]).toBe(gig.kanoNotary);
    expect(ids(page)).toContain(gig.kanoCourt);
  });

  it('suggests the service words when a search finds nothing', async () => {
    const page = await search('notory');
    expect(page.items).toEqual([]);
    expect(page.suggestion).toBe('notary');
  });
});
