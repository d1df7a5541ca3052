import { gigPageSchema } from '@titletrust/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gigBody, postGigAs } from '../../../test/support/marketplace';
import { createPersona, type Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';

describe('gig search: spelling suggestions', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let buyer: Persona;
  let gwarinpa: { id: string };

  beforeAll(async () => {
    app = await buildTestApp(database());
    buyer = await createPersona(app, database().db, 'buyer');
    gwarinpa = await postGigAs(app, buyer, {
      title: 'Survey plan check for a plot in Gwarinpa',
      propertyState: 'FC',
      propertyAddress: 'Plot 7, 3rd Avenue, Gwarinpa Estate',
    });
    await postGigAs(app, buyer, {
      title: 'Deed of assignment review for a house in Magodo',
      propertyAddress: '12 CMD Road, Magodo Phase 2',
    });
    // Its words stay in the vocabulary, but no open gig has them any more.
    const closed = await postGigAs(app, buyer, { title: 'Excision check in Sangotedo' });
    await app.inject({
      method: 'POST',
      url: `/api/gigs/${closed.id}/cancel`,
      headers: { cookie: buyer.cookie },
    });
  });
  afterAll(() => app.close());

  async function search(query: string) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/gigs?${query}`,
      headers: { cookie: buyer.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return gigPageSchema.parse(response.json());
  }

  it('suggests the nearest spelling that gigs use when the words match nothing', async () => {
    const misspelt = await search('q=Gwarimpa');
    expect(misspelt).toMatchObject({ items: [], total: 0, suggestion: 'Gwarinpa' });
    const suggested = await search(`q=${misspelt.suggestion}`);
    expect(suggested.items.map((gig) => gig.id)).toEqual([gwarinpa.id]);
    expect(suggested.suggestion).toBeNull();
    // "deed" finds gigs, and the word no gig uses is still respelt.
    const partly = await search('q=deed magodu');
    expect(partly.items.length).toBeGreaterThan(0);
    expect(partly.suggestion).toBe('deed magodo');
    // A word gigs have under another ending is not respelt ("plots" where gigs say "plot").
    expect((await search('q=plots magodu')).suggestion).toBe('plots magodo');
    expect((await search('q="survey plan" gwarimpa -lagos')).suggestion).toBe(
      '"survey plan" gwarinpa -lagos',
    );
  });

  it('suggests nothing when the words are known, or no open gig has a near spelling', async () => {
    expect(await search('q=gwarinpa&state=LA')).toMatchObject({ total: 0, suggestion: null });
    expect(await search('q=sangotedu')).toMatchObject({ total: 0, suggestion: null });
    expect(await search('q=xqzvwy')).toMatchObject({ total: 0, suggestion: null });
  });

  it('learns the words of an edited gig', async () => {
    expect((await search('q=katampi')).suggestion).toBeNull();
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/gigs/${gwarinpa.id}`,
      headers: { cookie: buyer.cookie },
      payload: gigBody({ title: 'Survey plan check for a plot in Katampe Extension' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await search('q=katampi')).suggestion).toBe('katampe');
  });
});
