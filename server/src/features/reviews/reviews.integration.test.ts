import {
  featuredReviewsResponseSchema,
  REVIEW_MESSAGES,
  type ContractReviews,
  type ReviewPage,
} from '@titletrust/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, profiles } from '../../db/schema';
import { createVerifiedSeller } from '../../../test/support/marketplace';
import { createDeals, moves, type DealContract } from '../../../test/support/money-moves';
import { createPersona, type Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { runReviewWindows } from './run-review-windows';

const CLIENT_REVIEW = {
  rating: 5,
  dimensions: { quality: 5, timeliness: 4, communication: 5, value: 5 },
  comment: 'Found a second allocation on the plot before we paid a kobo.',
};
const PROFESSIONAL_REVIEW = {
  rating: 4,
  dimensions: { clarity: 4, responsiveness: 5 },
  comment: 'Clear brief, documents shared on the first day.',
};

describe('reviews both ways after a contract', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let client: Persona;
  let professional: Persona;
  let stranger: Persona;
  let admin: Persona;
  let deal: DealContract;
  let unfinished: DealContract;

  beforeAll(async () => {
    app = await buildTestApp(database(), { DEMO_MODE: 'true' });
    const { db } = database();
    [client, stranger, admin] = await Promise.all([
      createPersona(app, db, 'buyer'),
      createPersona(app, db, 'buyer'),
      createPersona(app, db, 'admin'),
    ]);
    professional = await createVerifiedSeller(app, db);
    [deal, unfinished] = (await createDeals(app, db, [
      { buyer: client, seller: professional, amountMinor: 200_000_000n },
      { buyer: client, seller: professional, amountMinor: 50_000_000n },
    ])) as [DealContract, DealContract];
    await moves.faucet(app, client, 1_000_000_000n);
    for (const step of [moves.fund, moves.deliver, moves.approve]) {
      const answer = await step(app, deal);
      expect(answer.statusCode, answer.body).toBe(200);
    }
  });
  afterAll(() => app.close());

  const as = (who: Persona, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  const reviewsOf = async (who: Persona, contract = deal) =>
    (await as(who, 'GET', `/api/contracts/${contract.id}/reviews`)).json<ContractReviews>();
  const submit = (who: Persona, body: object, contract = deal) =>
    as(who, 'POST', `/api/contracts/${contract.id}/reviews`, body);

  it('opens a 14-day window only on a finished contract, for its parties', async () => {
    const open = await reviewsOf(client);
    expect(open).toMatchObject({ viewerRole: 'client', canReview: true, mine: null, theirs: null });
    expect(open.dimensions).toEqual(['quality', 'timeliness', 'communication', 'value']);
    const days =
      (Date.parse(open.window!.closesAt) - Date.parse(open.window!.opensAt)) / 86_400_000;
    expect(days).toBe(14);
    expect((await reviewsOf(professional)).dimensions).toEqual(['clarity', 'responsiveness']);

    expect((await reviewsOf(client, unfinished)).window).toBeNull();
    const early = await submit(client, CLIENT_REVIEW, unfinished);
    expect(early.json().error.message).toBe(REVIEW_MESSAGES.notReviewable);
    expect((await as(stranger, 'GET', `/api/contracts/${deal.id}/reviews`)).statusCode).toBe(403);
    expect((await submit(stranger, CLIENT_REVIEW)).statusCode).toBe(403);
  });

  it('asks for each point of the side and a comment below 3 stars', async () => {
    const lowSilent = await submit(client, { ...CLIENT_REVIEW, rating: 2, comment: '' });
    expect(lowSilent.statusCode).toBe(400);
    expect(lowSilent.json().error.message).toBe(REVIEW_MESSAGES.commentRequired);
    const short = await submit(client, { ...CLIENT_REVIEW, comment: 'ok' });
    expect(short.json().error.message).toBe(REVIEW_MESSAGES.commentLength);
    const missing = await submit(client, { ...CLIENT_REVIEW, dimensions: { quality: 5 } });
    expect(missing.json().error.message).toBe(REVIEW_MESSAGES.dimensionMissing);
    const wrongSide = await submit(client, {
      ...CLIENT_REVIEW,
      dimensions: PROFESSIONAL_REVIEW.dimensions,
    });
    expect(wrongSide.statusCode).toBe(400);
    const outOfRange = await submit(client, { ...CLIENT_REVIEW, rating: 6 });
    expect(outOfRange.statusCode).toBe(400);
  });

  it('keeps the first review blind in every answer until the second is in', async () => {
    const first = await submit(client, CLIENT_REVIEW);
    expect(first.statusCode).toBe(201);
    expect(first.json<ContractReviews>()).toMatchObject({ canReview: false, theirs: null });
    expect(first.json<ContractReviews>().mine?.publishedAt).toBeNull();
    expect((await submit(client, CLIENT_REVIEW)).json().error.message).toBe(
      REVIEW_MESSAGES.alreadyReviewed,
    );

    const seenByProfessional = await reviewsOf(professional);
    expect(seenByProfessional).toMatchObject({ theirs: null, theirsSubmitted: true });
    const everywhere = [
      await app.inject({ method: 'GET', url: `/api/profiles/${professional.id}` }),
      await app.inject({ method: 'GET', url: `/api/profiles/${professional.id}/reviews` }),
      await as(professional, 'GET', '/api/reviews/about-me'),
      await app.inject({ method: 'GET', url: '/api/reviews/featured' }),
    ];
    for (const answer of everywhere) expect(answer.body).not.toContain('second allocation');

    const second = await submit(professional, PROFESSIONAL_REVIEW);
    expect(second.statusCode).toBe(201);
    const pair = second.json<ContractReviews>();
    expect(pair.theirs).toMatchObject({ rating: 5, reviewerRole: 'client' });
    expect(pair.mine?.publishedAt).not.toBeNull();
    const published = await database()
      .db.select()
      .from(notifications)
      .where(eq(notifications.type, 'reviews_published'));
    expect(published.map((notice) => notice.userId).sort()).toEqual(
      [client.id, professional.id].sort(),
    );
  });

  it('shows published reviews on the profile, the dashboard list and the landing widget', async () => {
    const page = (
      await app.inject({ method: 'GET', url: `/api/profiles/${professional.id}/reviews` })
    ).json<ReviewPage>();
    expect(page.items).toHaveLength(1);
    expect(page.summary).toMatchObject({ average: null, count: 1 });
    expect(page.summary.dimensions).toMatchObject({ quality: 5, timeliness: 4 });
    const mine = (await as(professional, 'GET', '/api/reviews/about-me')).json<ReviewPage>();
    expect(mine.summary.average).toBe(5);
    const featured = featuredReviewsResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/reviews/featured' })).json(),
    ).reviews;
    expect(featured[0]).toMatchObject({ rating: 5, service: expect.any(String) as string });
    expect(featured[0]!.state).not.toBe('');
  });

  it('lets the reviewee reply once, publicly', async () => {
    const { theirs } = await reviewsOf(professional);
    const bystander = await as(client, 'POST', `/api/reviews/${theirs!.id}/reply`, { body: 'x' });
    expect(bystander.statusCode).toBe(403);
    const reply = await as(professional, 'POST', `/api/reviews/${theirs!.id}/reply`, {
      body: 'Thank you: the registry search was the key.',
    });
    expect(reply.statusCode).toBe(200);
    const again = await as(professional, 'POST', `/api/reviews/${theirs!.id}/reply`, {
      body: 'More',
    });
    expect(again.json().error.message).toBe(REVIEW_MESSAGES.replyOnce);
  });

  it('takes reports to the admin, who hides a review with a reason and the author is told', async () => {
    const { theirs } = await reviewsOf(client);
    expect(
      (await as(professional, 'POST', `/api/reviews/${theirs!.id}/report`, { reason: 'x' }))
        .statusCode,
    ).toBe(403);
    const noReason = await as(client, 'POST', `/api/reviews/${theirs!.id}/report`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(
      (
        await as(client, 'POST', `/api/reviews/${theirs!.id}/report`, {
          reason: 'Names my family.',
        })
      ).statusCode,
    ).toBe(204);
    expect((await as(client, 'GET', '/api/admin/review-reports')).statusCode).toBe(403);
    const queue = (await as(admin, 'GET', '/api/admin/review-reports')).json<{
      items: Array<{ id: string; reason: string }>;
    }>();
    const report = queue.items.find((item) => item.reason === 'Names my family.')!;
    const noHideReason = await as(
      admin,
      'POST',
      `/api/admin/review-reports/${report.id}/decision`,
      {
        decision: 'hide',
      },
    );
    expect(noHideReason.statusCode).toBe(400);
    expect(
      (
        await as(admin, 'POST', `/api/admin/review-reports/${report.id}/decision`, {
          decision: 'hide',
          reason: 'Personal information about a third party.',
        })
      ).statusCode,
    ).toBe(204);
    expect((await reviewsOf(client)).theirs).toBeNull();
    const [told] = await database()
      .db.select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, professional.id), eq(notifications.type, 'review_moderated')),
      );
    expect(told?.body).toContain('Personal information');
  });

  it('publishes a lone review when the window closes, by the job, after a restart', async () => {
    const { db } = database();
    const [late] = await createDeals(app, db, [
      { buyer: client, seller: professional, amountMinor: 30_000_000n },
    ]);
    for (const step of [moves.fund, moves.deliver, moves.approve])
      expect((await step(app, late!)).statusCode).toBe(200);
    expect((await runReviewWindows(db)).opened).toBeGreaterThanOrEqual(1);
    const asked = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, client.id), eq(notifications.type, 'review_requested')));
    expect(asked.length).toBeGreaterThanOrEqual(1);
    expect((await submit(client, CLIENT_REVIEW, late)).statusCode).toBe(201);

    // A new process: nothing in memory carries the window; the database does.
    await app.close();
    app = await buildTestApp(database(), { DEMO_MODE: 'true' });
    await db.execute(
      sql`UPDATE contracts SET closed_at = now() - interval '14 days 1 minute' WHERE id = ${late!.id}`,
    );
    await db.execute(
      sql`UPDATE review_windows SET closes_at = now() - interval '1 minute' WHERE contract_id = ${late!.id}`,
    );
    expect((await runReviewWindows(db)).published).toBe(1);
    const seen = await reviewsOf(professional, late);
    expect(seen.theirs?.publishedAt).not.toBeNull();
    expect(seen.canReview).toBe(false);
    expect((await submit(professional, PROFESSIONAL_REVIEW, late)).json().error.message).toBe(
      REVIEW_MESSAGES.windowClosed,
    );
  });

  it('holds a review between accounts sharing a wallet for the admin', async () => {
    const { db } = database();
    const sharedClient = await createPersona(app, db, 'buyer');
    const sharedAddress = '0x00000000000000000000000000000000000000aa';
    await db
      .update(profiles)
      .set({ ethAddress: sharedAddress })
      .where(eq(profiles.id, sharedClient.id));
    const twin = await createVerifiedSeller(app, db);
    await db
      .update(profiles)
      .set({ ethAddress: sharedAddress.toUpperCase().replace('0X', '0x') })
      .where(eq(profiles.id, twin.id))
      .catch(() => undefined);
    const [own] = await createDeals(app, db, [
      { buyer: sharedClient, seller: twin, amountMinor: 20_000_000n },
    ]);
    await moves.faucet(app, sharedClient, 100_000_000n);
    for (const step of [moves.fund, moves.deliver, moves.approve])
      expect((await step(app, own!)).statusCode).toBe(200);
    expect((await submit(sharedClient, CLIENT_REVIEW, own)).statusCode).toBe(201);
    expect((await submit(twin, PROFESSIONAL_REVIEW, own)).statusCode).toBe(201);
    expect((await reviewsOf(twin, own)).theirs).toBeNull();
    const queue = (await as(admin, 'GET', '/api/admin/review-reports')).json<{
      items: Array<{ reporter: unknown; review: { contractId: string } }>;
    }>();
    expect(
      queue.items.some((item) => item.reporter === null && item.review.contractId === own!.id),
    ).toBe(true);
  });
});
