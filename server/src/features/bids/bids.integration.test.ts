import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bids,
  contractMilestones,
  contracts,
  gigs,
  ledgerAccounts,
  lifecycleEvents,
  notifications,
} from '../../db/schema';
import { bidAs, createVerifiedSeller, postGigAs, usdc } from '../../../test/support/marketplace';
import { createPersona, type Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { expireGigs } from '../gigs';

describe('bids', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let buyer: Persona;
  let otherBuyer: Persona;
  let sellerA: Persona;
  let sellerB: Persona;

  beforeAll(async () => {
    app = await buildTestApp(database());
    buyer = await createPersona(app, database().db, 'buyer');
    otherBuyer = await createPersona(app, database().db, 'buyer');
    sellerA = await createVerifiedSeller(app, database().db);
    sellerB = await createVerifiedSeller(app, database().db);
  });
  afterAll(() => app.close());

  const post = (persona: Persona, url: string) =>
    app.inject({ method: 'POST', url, headers: { cookie: persona.cookie } });
  const noticesOf = (userId: string) =>
    database().db.select().from(notifications).where(eq(notifications.userId, userId));

  it('shows a verified professional what they receive after the 10 % fee, and tells the client', async () => {
    const gig = await postGigAs(app, buyer);
    const response = await bidAs(app, sellerA, gig.id, { amountMinor: usdc(600) });
    expect(response.statusCode).toBe(201);
    expect(response.json().bid).toMatchObject({
      state: 'pending',
      amountMinor: usdc(600),
      feeMinor: usdc(60),
      payoutMinor: usdc(540),
      deliveryDays: 5,
    });
    expect((await noticesOf(buyer.id)).map((n) => n.type)).toContain('bid_received');
  });

  it('refuses an unverified professional, a second pending bid, and a bid on their own gig', async () => {
    const gig = await postGigAs(app, buyer);
    const unverified = await createPersona(app, database().db, 'seller');
    const refused = await bidAs(app, unverified, gig.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/^Only verified professionals can bid\./);

    expect((await bidAs(app, sellerA, gig.id)).statusCode).toBe(201);
    const twice = await bidAs(app, sellerA, gig.id, { amountMinor: usdc(550) });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(
      'You already have a pending bid on this gig. Withdraw it to bid again.',
    );

    const [own] = await database()
      .db.insert(gigs)
      .values({
        buyerId: sellerB.id,
        category: 'consultation',
        title: 'A gig the seller posted somehow',
        description: 'x'.repeat(60),
        propertyState: 'LA',
        propertyAddress: 'Ikeja',
        currency: 'USDC',
        budgetMinMinor: 50_000_000n,
        bidDeadline: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const ownBid = await bidAs(app, sellerB, own!.id);
    expect(ownBid.json().error.message).toBe('You cannot bid on your own gig.');
  });

  it('refuses bids after the deadline and on gigs no longer open', async () => {
    const late = await postGigAs(app, buyer);
    await database()
      .db.update(gigs)
      .set({ bidDeadline: new Date(Date.now() - 1000) })
      .where(eq(gigs.id, late.id));
    const afterDeadline = await bidAs(app, sellerA, late.id);
    expect(afterDeadline.statusCode).toBe(409);
    expect(afterDeadline.json().error.message).toBe(
      'The deadline for bids on this gig has passed.',
    );

    const cancelled = await postGigAs(app, buyer);
    await post(buyer, `/api/gigs/${cancelled.id}/cancel`);
    expect((await bidAs(app, sellerA, cancelled.id)).json().error.message).toBe(
      'This gig is no longer open for bids.',
    );
  });

  it('lets only the bidder withdraw, and only while pending; then they may bid again', async () => {
    const gig = await postGigAs(app, buyer);
    const { bid } = (await bidAs(app, sellerA, gig.id)).json();
    expect((await post(sellerB, `/api/bids/${bid.id}/withdraw`)).statusCode).toBe(403);
    expect((await post(buyer, `/api/bids/${bid.id}/withdraw`)).statusCode).toBe(403);
    const withdrawn = await post(sellerA, `/api/bids/${bid.id}/withdraw`);
    expect(withdrawn.json().bid.state).toBe('withdrawn');
    expect((await post(sellerA, `/api/bids/${bid.id}/withdraw`)).statusCode).toBe(409);
    expect((await bidAs(app, sellerA, gig.id)).statusCode).toBe(201);
  });

  it('shows bids only to the gig’s client', async () => {
    const gig = await postGigAs(app, buyer);
    await bidAs(app, sellerA, gig.id);
    const own = await app.inject({
      method: 'GET',
      url: `/api/gigs/${gig.id}/bids`,
      headers: { cookie: buyer.cookie },
    });
    expect(own.json().bids).toHaveLength(1);
    expect(own.json().bids[0].seller).toMatchObject({
      id: sellerA.id,
      isVerified: true,
      jobsCompleted: 0,
      rating: null,
      reviewCount: 0,
    });
    const other = await app.inject({
      method: 'GET',
      url: `/api/gigs/${gig.id}/bids`,
      headers: { cookie: otherBuyer.cookie },
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe(
      'Only the client who posted this gig can see its bids.',
    );
    const seller = await app.inject({
      method: 'GET',
      url: `/api/gigs/${gig.id}/bids`,
      headers: { cookie: sellerA.cookie },
    });
    expect(seller.statusCode).toBe(403);
  });

  it('accepting one bid makes the contract, declines the rest, moves the gig on, and tells everyone', async () => {
    const gig = await postGigAs(app, buyer);
    const a = (await bidAs(app, sellerA, gig.id, { amountMinor: usdc(700) })).json().bid;
    const b = (await bidAs(app, sellerB, gig.id, { amountMinor: usdc(650) })).json().bid;

    expect((await post(otherBuyer, `/api/bids/${a.id}/accept`)).statusCode).toBe(403);
    const accepted = await post(buyer, `/api/bids/${a.id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().contract).toMatchObject({
      state: 'awaiting_funding',
      amountMinor: usdc(700),
      feeMinor: usdc(70),
      payoutMinor: usdc(630),
      seller: { id: sellerA.id },
      buyer: { id: buyer.id },
    });

    const states = Object.fromEntries(
      (
        await database()
          .db.select({ id: bids.id, state: bids.state })
          .from(bids)
          .where(eq(bids.gigId, gig.id))
      ).map((r) => [r.id, r.state]),
    );
    expect(states).toEqual({ [a.id]: 'accepted', [b.id]: 'rejected' });
    const [gigRow] = await database()
      .db.select({ state: gigs.state })
      .from(gigs)
      .where(eq(gigs.id, gig.id));
    expect(gigRow!.state).toBe('in_progress');
    const [contract] = await database()
      .db.select()
      .from(contracts)
      .where(eq(contracts.gigId, gig.id));
    expect(contract).toMatchObject({ feeBps: 1000, bidId: a.id });
    // One milestone of the whole price, whose escrow account opens with it, empty, so funding
    // it only moves money.
    const [milestone] = await database()
      .db.select()
      .from(contractMilestones)
      .where(eq(contractMilestones.contractId, contract!.id));
    expect(milestone).toMatchObject({ position: 1, amountMinor: contract!.amountMinor });
    const escrowAccounts = await database()
      .db.select({ key: ledgerAccounts.key, balance: ledgerAccounts.balanceMinor })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.contractId, contract!.id));
    expect(escrowAccounts).toEqual([{ key: `escrow:${milestone!.id}:USDC`, balance: 0n }]);

    expect((await noticesOf(sellerA.id)).map((n) => n.type)).toContain('bid_accepted');
    expect((await noticesOf(sellerB.id)).map((n) => n.type)).toContain('bid_declined');
    const events = await database()
      .db.select()
      .from(lifecycleEvents)
      .where(eq(lifecycleEvents.entityId, gig.id));
    expect(events.map((e) => `${e.action}:${e.fromState}->${e.toState}`)).toEqual([
      'post:none->open',
      'award:open->in_progress',
    ]);

    expect((await post(buyer, `/api/bids/${b.id}/accept`)).statusCode).toBe(409);
    expect((await bidAs(app, sellerB, gig.id)).json().error.message).toBe(
      'This gig is no longer open for bids.',
    );
    expect((await post(buyer, `/api/gigs/${gig.id}/cancel`)).statusCode).toBe(409);

    const mine = await app.inject({
      method: 'GET',
      url: '/api/contracts/mine',
      headers: { cookie: sellerA.cookie },
    });
    const wonContracts = mine.json<{ contracts: { gigId: string }[] }>().contracts;
    expect(wonContracts.map((c) => c.gigId)).toContain(gig.id);
    const detail = await app.inject({
      method: 'GET',
      url: `/api/gigs/${gig.id}`,
      headers: { cookie: sellerB.cookie },
    });
    expect(detail.json().gig.contractId).toBeNull();
    const forWinner = await app.inject({
      method: 'GET',
      url: `/api/gigs/${gig.id}`,
      headers: { cookie: sellerA.cookie },
    });
    expect(forWinner.json().gig.contractId).toBe(contract!.id);
  });

  it('lets exactly one of two racing acceptances win', async () => {
    const gig = await postGigAs(app, buyer);
    const a = (await bidAs(app, sellerA, gig.id)).json().bid;
    const b = (await bidAs(app, sellerB, gig.id)).json().bid;
    const results = await Promise.all([
      post(buyer, `/api/bids/${a.id}/accept`),
      post(buyer, `/api/bids/${b.id}/accept`),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const made = await database().db.select().from(contracts).where(eq(contracts.gigId, gig.id));
    expect(made).toHaveLength(1);
  });

  it('lets the client decline a single bid', async () => {
    const gig = await postGigAs(app, buyer);
    const a = (await bidAs(app, sellerA, gig.id)).json().bid;
    expect((await post(otherBuyer, `/api/bids/${a.id}/reject`)).statusCode).toBe(403);
    expect((await post(buyer, `/api/bids/${a.id}/reject`)).json().bid.state).toBe('rejected');
  });

  it('expires open gigs past their deadline, declining their pending bids', async () => {
    const gig = await postGigAs(app, buyer);
    const a = (await bidAs(app, sellerA, gig.id)).json().bid;
    await database()
      .db.update(gigs)
      .set({ bidDeadline: new Date(Date.now() - 1000) })
      .where(eq(gigs.id, gig.id));
    expect(await expireGigs(database().db)).toBeGreaterThanOrEqual(1);
    const [row] = await database()
      .db.select({ state: gigs.state })
      .from(gigs)
      .where(eq(gigs.id, gig.id));
    expect(row!.state).toBe('expired');
    const [bid] = await database()
      .db.select({ state: bids.state })
      .from(bids)
      .where(eq(bids.id, a.id));
    expect(bid!.state).toBe('rejected');
    const notices = await database()
      .db.select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.id), eq(notifications.type, 'gig_expired')));
    expect(notices.length).toBeGreaterThanOrEqual(1);
  });

  it('lists a professional’s bids with their gigs, and fills the dashboards', async () => {
    const mine = await app.inject({
      method: 'GET',
      url: '/api/bids/mine',
      headers: { cookie: sellerA.cookie },
    });
    expect(mine.json().bids.length).toBeGreaterThan(3);
    expect(mine.json().bids[0].gig.title).toBeTruthy();
    const seller = await app.inject({
      method: 'GET',
      url: '/api/dashboard/seller',
      headers: { cookie: sellerA.cookie },
    });
    expect(seller.json()).toMatchObject({
      verificationStatus: 'verified',
      contractsByState: { awaiting_funding: expect.any(Number) },
    });
    const buyerBoard = await app.inject({
      method: 'GET',
      url: '/api/dashboard/buyer',
      headers: { cookie: buyer.cookie },
    });
    expect(buyerBoard.json()).toMatchObject({
      escrowHeld: [],
      contractsByState: { awaiting_funding: 2 },
    });
    const { nextActions } = buyerBoard.json<{ nextActions: { href: string }[] }>();
    expect(nextActions.map((a) => a.href)).toContain('/post-gig');
  });
});
