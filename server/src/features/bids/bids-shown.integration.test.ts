import {
  bidsResponseSchema,
  buyerDashboardSchema,
  gigDetailSchema,
  gigPageSchema,
  myGigsResponseSchema,
} from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as schema from '../../db/schema';
import { bids, professionalVerifications } from '../../db/schema';
import { bidAs, createVerifiedSeller, postGigAs, usdc } from '../../../test/support/marketplace';
import { createPersona, type Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { lagosYear } from '../verification';
import { listGigBids } from './list-bids';

const gigResponseSchema = z.object({ gig: gigDetailSchema });

const COVER_LETTER_TOO_LONG =
  'Your cover letter is 10,000 characters; the limit is 3,000. Shorten it to send.';

describe('bids as the client weighs them', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let buyer: Persona;
  let lawyer: Persona;
  let surveyor: Persona;
  let newcomer: Persona;
  const checkedAt = new Date('2026-12-03T09:30:00.000Z');

  beforeAll(async () => {
    const { db } = database();
    app = await buildTestApp(database());
    buyer = await createPersona(app, db, 'buyer');
    lawyer = await createVerifiedSeller(app, db);
    surveyor = await createVerifiedSeller(app, db);
    newcomer = await createVerifiedSeller(app, db);
    await db.insert(professionalVerifications).values([
      {
        userId: lawyer.id,
        profession: 'lawyer',
        yearOfCall: 2012,
        identityVerifiedAt: new Date('2026-12-01T08:00:00.000Z'),
        registrationCheckedAt: checkedAt,
        registerCheckedOn: '2026-12-03',
        practisingFeeYear: lagosYear(),
      },
      {
        userId: surveyor.id,
        profession: 'surveyor',
        surconNumber: 'SURCON/LA/1234',
        registrationCheckedAt: checkedAt,
        registerCheckedOn: '2026-12-03',
        // Last year's fee has lapsed: it is not a badge any more.
        practisingFeeYear: lagosYear() - 1,
      },
    ]);
  });
  afterAll(() => app.close());

  const get = (persona: Persona, url: string) =>
    app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie: persona.cookie } });
  const post = (persona: Persona, url: string) =>
    app.inject({ method: 'POST', url: `/api${url}`, headers: { cookie: persona.cookie } });

  it("carries each professional's dated badges on their bid, read in one statement for all bids", async () => {
    const gig = await postGigAs(app, buyer);
    for (const seller of [lawyer, surveyor, newcomer]) {
      expect((await bidAs(app, seller, gig.id)).statusCode).toBe(201);
    }
    const response = await get(buyer, `/gigs/${gig.id}/bids`);
    expect(response.statusCode).toBe(200);
    const sellers = new Map(
      bidsResponseSchema.parse(response.json()).bids.map((bid) => [bid.seller.id, bid.seller]),
    );
    expect(sellers.get(lawyer.id)).toMatchObject({
      profession: 'lawyer',
      badges: {
        identityVerifiedAt: '2026-12-01T08:00:00.000Z',
        registrationCheckedAt: checkedAt.toISOString(),
        practisingFeeYear: lagosYear(),
      },
    });
    expect(sellers.get(surveyor.id)).toMatchObject({
      profession: 'surveyor',
      badges: {
        identityVerifiedAt: null,
        registrationCheckedAt: checkedAt.toISOString(),
        practisingFeeYear: null,
      },
    });
    expect(sellers.get(newcomer.id)).toMatchObject({
      profession: null,
      badges: { identityVerifiedAt: null, registrationCheckedAt: null, practisingFeeYear: null },
    });
    // The professional's own bid on the gig page carries them too.
    const detail = gigResponseSchema.parse((await get(lawyer, `/gigs/${gig.id}`)).json());
    expect(detail.gig.myBid?.seller.badges.practisingFeeYear).toBe(lagosYear());

    // The gig's owner check, then every bid with its badges: never a statement per bid.
    const statements: string[] = [];
    const recording = drizzle({
      client: database().pool,
      schema,
      casing: 'snake_case',
      logger: { logQuery: (query) => statements.push(query) },
    });
    const listed = await listGigBids(recording, 1000, buyer.id, gig.id);
    expect(listed).toHaveLength(3);
    expect(statements).toHaveLength(2);
  });

  it('refuses a cover letter over the limit with a field error, and stores nothing cut', async () => {
    const gig = await postGigAs(app, buyer);
    const pasted = 'I will search the Lagos Land Registry. '.repeat(300).slice(0, 10_000);
    const response = await bidAs(app, lawyer, gig.id, { coverLetter: pasted });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: COVER_LETTER_TOO_LONG,
      fields: [{ path: 'coverLetter', message: COVER_LETTER_TOO_LONG }],
    });
    const stored = await database().db.select().from(bids).where(eq(bids.gigId, gig.id));
    expect(stored).toEqual([]);
    // At the limit it is taken whole.
    const atLimit = await bidAs(app, lawyer, gig.id, { coverLetter: pasted.slice(0, 3000) });
    expect(atLimit.statusCode).toBe(201);
    expect(atLimit.json().bid.coverLetter).toHaveLength(3000);
  });

  it('takes prices in whole cents and pays out in whole cents, as the form previews', async () => {
    const gig = await postGigAs(app, buyer);
    const subCent = await bidAs(app, surveyor, gig.id, { amountMinor: '450555000' });
    expect(subCent.statusCode).toBe(400);
    expect(subCent.json().error.fields).toEqual([
      {
        path: 'amountMinor',
        message: 'Prices are in whole cents: use at most 2 decimals, e.g. 450.55',
      },
    ]);
    const cents = await bidAs(app, surveyor, gig.id, { amountMinor: usdc(450.55) });
    expect(cents.statusCode).toBe(201);
    // 10 % of 450.55 is 45.055: the fee rounds half up to 45.06, and 405.49 is paid.
    expect(cents.json().bid).toMatchObject({
      amountMinor: '450550000',
      feeMinor: '45060000',
      payoutMinor: '405490000',
    });
  });

  it('counts only the bids still standing, the same on every page', async () => {
    const gig = await postGigAs(app, buyer, { title: 'Survey and title check for a plot at Ajah' });
    const placed = [];
    for (const seller of [lawyer, surveyor, newcomer]) {
      const response = await bidAs(app, seller, gig.id, { amountMinor: usdc(500) });
      placed.push(response.json().bid.id as string);
    }
    const counts = async () => {
      const detail = gigResponseSchema.parse((await get(buyer, `/gigs/${gig.id}`)).json()).gig;
      const mine = myGigsResponseSchema.parse((await get(buyer, '/gigs/mine')).json()).gigs;
      const found = gigPageSchema.parse((await get(lawyer, '/gigs?limit=50')).json()).items;
      const dashboard = buyerDashboardSchema.parse((await get(buyer, '/dashboard/buyer')).json());
      const listed = bidsResponseSchema.parse((await get(buyer, `/gigs/${gig.id}/bids`)).json());
      return {
        gigPage: detail.bidCount,
        myGigs: mine.find((item) => item.id === gig.id)?.bidCount,
        findGigs: found.find((item) => item.id === gig.id)?.bidCount,
        dashboard: dashboard.openGigsSoonestClosing.find((item) => item.id === gig.id)?.pendingBids,
        listedInAll: listed.bids.length,
      };
    };
    expect(await counts()).toEqual({
      gigPage: 3,
      myGigs: 3,
      findGigs: 3,
      dashboard: 3,
      listedInAll: 3,
    });

    expect((await post(newcomer, `/bids/${placed[2]}/withdraw`)).statusCode).toBe(200);
    expect((await post(buyer, `/bids/${placed[1]}/reject`)).statusCode).toBe(200);
    // The withdrawn and the declined bid stay listed for the record, but are not counted.
    expect(await counts()).toEqual({
      gigPage: 1,
      myGigs: 1,
      findGigs: 1,
      dashboard: 1,
      listedInAll: 3,
    });

    // The accepted bid still counts once the gig is awarded.
    expect((await post(buyer, `/bids/${placed[0]}/accept`)).statusCode).toBe(200);
    const awarded = gigResponseSchema.parse((await get(buyer, `/gigs/${gig.id}`)).json()).gig;
    expect(awarded).toMatchObject({ state: 'in_progress', bidCount: 1 });
  });
});
