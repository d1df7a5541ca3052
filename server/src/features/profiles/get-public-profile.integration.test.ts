import { demoAccountsResponseSchema, publicProfileResponseSchema } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { professionalVerifications, profiles, reviews } from '../../db/schema';
import { createVerifiedSeller } from '../../../test/support/marketplace';
import { createDeals, moves } from '../../../test/support/money-moves';
import { createPersona, type Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { seedDemoAccounts } from '../demo';

const PROFILE_KEYS = [
  'bio',
  'education',
  'id',
  'jobsCompleted',
  'location',
  'memberSince',
  'name',
  'pictureUrl',
  'profession',
  'professionalTitle',
  'rating',
  'registrationNumber',
  'reviewCount',
  'reviewSummary',
  'reviews',
  'specializations',
  'statesCovered',
  'verification',
  'yearOfCall',
];

describe('GET /api/profiles/:id (public)', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let seller: Persona;
  let buyer: Persona;
  const decidedAt = new Date('2026-03-04T10:00:00.000Z');

  beforeAll(async () => {
    app = await buildTestApp(database(), { DEMO_MODE: 'true' });
    const { db } = database();
    seller = await createVerifiedSeller(app, db);
    buyer = await createPersona(app, db, 'buyer');
    await db
      .update(profiles)
      .set({
        professionalTitle: 'Property lawyer',
        location: 'Lagos, Ikeja',
        specializations: ['land_title_verification', 'contract_review'],
        bio: 'Ten years of title searches at the Alausa registry.',
        education: 'LL.B (Lagos), B.L (Nigerian Law School)',
        verificationDecidedAt: decidedAt,
        phone: '+2348031234567',
        circleWalletId: 'wallet-private-id',
        circleWalletAddress: '0x0000000000000000000000000000000000000001',
      })
      .where(eq(profiles.id, seller.id));
    // One contract paid out in full: approve after delivery.
    const [deal] = await createDeals(app, db, [{ buyer, seller, amountMinor: 300_000_000n }]);
    await moves.faucet(app, buyer, 1_000_000_000n);
    expect((await moves.fund(app, deal!)).statusCode).toBe(200);
    expect((await moves.deliver(app, deal!)).statusCode).toBe(200);
    expect((await moves.approve(app, deal!)).statusCode).toBe(200);
    await db.insert(reviews).values({
      contractId: deal!.id,
      reviewerId: buyer.id,
      revieweeId: seller.id,
      reviewerRole: 'client',
      rating: 5,
      comment: 'Found a second allocation on the plot before we paid.',
      publishedAt: new Date(),
    });
  });
  afterAll(() => app.close());

  const get = (id: string, cookie?: string) =>
    app.inject({ method: 'GET', url: `/api/profiles/${id}`, headers: cookie ? { cookie } : {} });

  it("answers a professional's public fields to anyone signed out, and nothing private", async () => {
    const response = await get(seller.id);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ profile: Record<string, unknown> }>();
    expect(Object.keys(body)).toEqual(['profile']);
    expect(Object.keys(body.profile).sort()).toEqual(PROFILE_KEYS);
    expect(Object.keys(body.profile.verification as object).sort()).toEqual([
      'badges',
      'verified',
      'verifiedAt',
    ]);
    const raw = response.body;
    for (const secret of [seller.email, '2348031234567', 'wallet-private-id', '0x0000000000']) {
      expect(raw).not.toContain(secret);
    }

    const { profile } = publicProfileResponseSchema.parse(body);
    expect(profile).toMatchObject({
      id: seller.id,
      name: 'Chiamaka Nwosu',
      pictureUrl: null,
      professionalTitle: 'Property lawyer',
      location: 'Lagos, Ikeja',
      specializations: ['Land title verification', 'Contract review'],
      education: 'LL.B (Lagos), B.L (Nigerian Law School)',
      verification: { verified: true, verifiedAt: decidedAt.toISOString() },
      jobsCompleted: 1,
      // One review is not yet an average: "New on TitleTrust" until three.
      rating: null,
      reviewCount: 1,
    });
    expect(profile.reviews).toEqual([
      expect.objectContaining({
        rating: 5,
        comment: 'Found a second allocation on the plot before we paid.',
      }),
    ]);
    // The reviewer shows as a first name and an initial, never an e-mail or a full name.
    expect(profile.reviews[0]!.reviewer.name).toMatch(/^\S+ [A-Z]\.$/);
    expect(JSON.stringify(profile.reviews)).not.toContain(buyer.email);
    expect(Date.now() - Date.parse(profile.memberSince)).toBeLessThan(60 * 60 * 1000);
  });

  it('points at the picture only when the professional has one', async () => {
    await database()
      .db.update(profiles)
      .set({ profilePicture: `${seller.id}/avatar.webp` })
      .where(eq(profiles.id, seller.id));
    const { profile } = publicProfileResponseSchema.parse((await get(seller.id)).json());
    // Versioned by the stored key, so a new picture is not hidden by the hour of caching.
    expect(profile.pictureUrl).toBe(`/api/profiles/${seller.id}/picture?v=avatar`);
    await database()
      .db.update(profiles)
      .set({ profilePicture: null })
      .where(eq(profiles.id, seller.id));
  });

  it('shows no verification date for a professional not verified', async () => {
    const other = await createPersona(app, database().db, 'seller');
    const { profile } = publicProfileResponseSchema.parse((await get(other.id)).json());
    expect(profile.verification).toEqual({
      verified: false,
      verifiedAt: null,
      badges: { identityVerifiedAt: null, registrationCheckedAt: null, practisingFeeYear: null },
    });
    expect(profile).toMatchObject({ jobsCompleted: 0, reviewCount: 0, rating: null, reviews: [] });
  });

  it('shows the SCN or SURCON number only once an admin has checked it on the register', async () => {
    const { db } = database();
    const lawyer = await createPersona(app, db, 'seller');
    await db
      .update(profiles)
      .set({ barLicenseNumber: 'SCN012345' })
      .where(eq(profiles.id, lawyer.id));
    await db
      .insert(professionalVerifications)
      .values({ userId: lawyer.id, profession: 'lawyer', yearOfCall: 2014 });
    const unchecked = publicProfileResponseSchema.parse((await get(lawyer.id)).json()).profile;
    expect(unchecked).toMatchObject({ profession: 'lawyer', registrationNumber: null });
    expect(JSON.stringify(unchecked)).not.toContain('012345');

    await db
      .update(professionalVerifications)
      .set({ registrationCheckedAt: new Date(), registerCheckedOn: '2026-12-03' })
      .where(eq(professionalVerifications.userId, lawyer.id));
    const checked = publicProfileResponseSchema.parse((await get(lawyer.id)).json()).profile;
    expect(checked).toMatchObject({ registrationNumber: 'SCN012345', yearOfCall: 2014 });

    const surveyor = await createPersona(app, db, 'seller');
    await db.insert(professionalVerifications).values({
      userId: surveyor.id,
      profession: 'surveyor',
      surconNumber: 'SURCON/LA/1234',
      registrationCheckedAt: new Date(),
      registerCheckedOn: '2026-12-03',
    });
    const shown = publicProfileResponseSchema.parse((await get(surveyor.id)).json()).profile;
    expect(shown).toMatchObject({ profession: 'surveyor', registrationNumber: 'SURCON/LA/1234' });
  });

  it("answers a client's id, an admin's id and an unknown id as not found", async () => {
    const admin = await createPersona(app, database().db, 'admin');
    for (const id of [buyer.id, admin.id, '6f1c2b8e-4d0a-4c3e-9a55-0d2f4b7e9c11']) {
      const response = await get(id, seller.cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatchObject({
        code: 'NOT_FOUND',
        message: 'No professional with that id.',
      });
    }
  });

  it('refuses a malformed id with the usual 400', async () => {
    const response = await get('not-a-uuid');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });

  it("answers the demo professional's profile in demo mode, and nothing outside it", async () => {
    await seedDemoAccounts(database(), app.services, false);
    const response = await app.inject({ method: 'GET', url: '/api/profiles/demo' });
    expect(response.statusCode).toBe(200);
    const { profile } = publicProfileResponseSchema.parse(response.json());
    const accounts = demoAccountsResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/demo/accounts' })).json(),
    ).accounts;
    const demoSeller = accounts.find((account) => account.role === 'seller')!;
    expect(profile.name).toBe(demoSeller.name);

    const plain = await buildTestApp(database(), { DEMO_MODE: 'false' });
    const outside = await plain.inject({ method: 'GET', url: '/api/profiles/demo' });
    await plain.close();
    expect(outside.statusCode).toBe(400);
  });
});
