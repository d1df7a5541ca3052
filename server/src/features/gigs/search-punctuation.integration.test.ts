import { gigPageSchema } from '@titletrust/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGigAs } from '../../../test/support/marketplace';
import { createPersona, type Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';

/**
 * Phones type ’ “ ” and – for ' " and -. Under the C locale (the embedded cluster's, and the
 * test databases'), PostgreSQL's word splitter took them for letters: "Governor’s" was one word.
 */
describe('gig search: typographic punctuation', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let buyer: Persona;
  let consent: { id: string };

  beforeAll(async () => {
    app = await buildTestApp(database());
    buyer = await createPersona(app, database().db, 'buyer');
    consent = await postGigAs(app, buyer, {
      title: 'Perfect the Governor’s Consent on a deed of assignment',
      description:
        'The vendor says the Governor’s Consent was applied for in 2019. Please confirm it at the “Lands Bureau” and report.',
      propertyAddress: 'Plot 4, Lekki–Ajah expressway',
    });
    await postGigAs(app, buyer, { title: 'Survey plan check for a plot in Gwarinpa' });
  });
  afterAll(() => app.close());

  async function search(q: string, sort = 'newest') {
    const response = await app.inject({
      method: 'GET',
      url: `/api/gigs?q=${encodeURIComponent(q)}&sort=${sort}`,
      headers: { cookie: buyer.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return gigPageSchema.parse(response.json());
  }
  const found = async (q: string, sort?: string) =>
    (await search(q, sort)).items.map((gig) => gig.id);

  it('finds a gig written with curly apostrophes, quotes and dashes, typed either way', async () => {
    expect(await found("Governor's Consent")).toEqual([consent.id]);
    expect(await found('governor’s consent')).toEqual([consent.id]);
    expect(await found('Ajah')).toEqual([consent.id]);
    expect(await found('Lekki–Ajah')).toEqual([consent.id]);
    // Either word finds a gig (the other says "Land Registry"); both put this one first.
    expect((await found('lands bureau', 'relevance'))[0]).toBe(consent.id);
    // Curly quotes typed on a phone make a phrase, as straight ones do.
    expect(await found('“lands bureau”')).toEqual([consent.id]);
    expect(await found('“bureau lands”')).toEqual([]);
  });

  it('suggests the word as gigs spell it, not one glued to its apostrophe', async () => {
    // "Consent" alone finds the gig; the misspelt word still asks for its spelling.
    expect(await search("Govenor's Consent")).toMatchObject({
      total: 1,
      suggestion: "Governor's Consent",
    });
  });
});
