import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractBetween,
  faucet,
  fullDelivery,
  getAs,
  moneyCall,
  postAs,
} from '../../../test/support/escrow';
import { bidAs, createVerifiedSeller, postGigAs, usdc } from '../../../test/support/marketplace';
import { createPersona, type Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { releaseDueContracts } from './release-due-contracts';

/**
 * "Jobs done" beside a professional's bids and on their dashboard: the contracts that paid them
 * for the work, however the escrow reached them, and none that did not.
 */
describe('jobs done', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let admin: Persona;
  let seller: Persona;
  let buyer: Persona;

  beforeAll(async () => {
    app = await buildTestApp(database(), { DEMO_MODE: 'true' });
    admin = await createPersona(app, database().db, 'admin');
    seller = await createVerifiedSeller(app, database().db);
    buyer = await createPersona(app, database().db, 'buyer');
    await faucet(app, buyer, 5_000);
  });
  afterAll(() => app.close());

  /** A contract of `seller`'s for 400 USDC, funded and delivered. */
  async function deliveredContract() {
    const { contractId } = await contractBetween(app, database().db, {
      amount: 400,
      buyer,
      seller,
    });
    await moneyCall(app, buyer, `/api/contracts/${contractId}/fund`);
    const delivered = await postAs(
      app,
      seller,
      `/api/contracts/${contractId}/deliveries`,
      fullDelivery(),
    );
    expect(delivered.statusCode).toBe(200);
    return contractId;
  }

  async function resolvedAs(outcome: 'release' | 'refund' | 'split') {
    const contractId = await deliveredContract();
    await postAs(app, buyer, `/api/contracts/${contractId}/dispute`, {
      reason: 'The survey plan was never charted, although the report says it was.',
    });
    const resolved = await moneyCall(app, admin, `/api/admin/contracts/${contractId}/resolve`, {
      outcome,
      ...(outcome === 'split' ? { sellerMinor: usdc(200), buyerMinor: usdc(200) } : {}),
      note: 'Decided on the documents both sides sent.',
    });
    expect(resolved.statusCode).toBe(200);
  }

  /** What the client comparing bids sees of `seller`, on a new gig they bid on. */
  async function jobsDoneBesideANewBid(bidder: Persona) {
    const gig = await postGigAs(app, buyer);
    expect((await bidAs(app, bidder, gig.id)).statusCode).toBe(201);
    const { bids } = (await getAs(app, buyer, `/api/gigs/${gig.id}/bids`)).json<{
      bids: { seller: { id: string; jobsCompleted: number } }[];
    }>();
    return bids.find((bid) => bid.seller.id === bidder.id)!.seller.jobsCompleted;
  }

  const jobsDoneOnDashboard = async (persona: Persona) =>
    (await getAs(app, persona, '/api/dashboard/seller')).json<{ jobsCompleted: number }>()
      .jobsCompleted;

  it('counts approvals, auto-releases and resolutions that paid the professional, and nothing else', async () => {
    expect(await jobsDoneBesideANewBid(seller)).toBe(0);
    expect(await jobsDoneOnDashboard(seller)).toBe(0);

    // Approved by the client.
    const approved = await deliveredContract();
    expect((await moneyCall(app, buyer, `/api/contracts/${approved}/approve`)).statusCode).toBe(
      200,
    );
    expect(await jobsDoneBesideANewBid(seller)).toBe(1);

    // Released by the clock.
    const lapsed = await deliveredContract();
    await database().db.execute(
      sql`UPDATE contract_milestones SET auto_release_at = now() - interval '1 minute'
          WHERE contract_id = ${lapsed}`,
    );
    expect((await releaseDueContracts(database().db)).released).toBe(1);

    // Disputes: a release and a split paid the professional; a refund did not.
    await resolvedAs('release');
    await resolvedAs('split');
    await resolvedAs('refund');

    // Work under way, delivered or disputed is not done yet; a contract never funded neither.
    await deliveredContract();
    const disputed = await deliveredContract();
    await postAs(app, seller, `/api/contracts/${disputed}/dispute`, {
      reason: 'The client stopped answering after the delivery three weeks ago.',
    });
    await contractBetween(app, database().db, { amount: 400, buyer, seller });

    expect(await jobsDoneBesideANewBid(seller)).toBe(4);
    expect(await jobsDoneOnDashboard(seller)).toBe(4);
    // The same count on the professional's own list of bids.
    const mine = (await getAs(app, seller, '/api/bids/mine')).json<{
      bids: { seller: { jobsCompleted: number } }[];
    }>();
    expect(new Set(mine.bids.map((bid) => bid.seller.jobsCompleted))).toEqual(new Set([4]));

    // Another professional's count is their own.
    const newcomer = await createVerifiedSeller(app, database().db);
    expect(await jobsDoneBesideANewBid(newcomer)).toBe(0);
    expect(await jobsDoneOnDashboard(newcomer)).toBe(0);
  });
});
