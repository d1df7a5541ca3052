import { randomUUID } from 'node:crypto';
import { ESCROW_MESSAGES } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSoundLedger } from '../../../test/support/ledger';
import { usdc } from '../../../test/support/marketplace';
import {
  createDeals,
  createParties,
  moves,
  type DealContract,
} from '../../../test/support/money-moves';
import { savedWithdrawalAddress } from '../../../test/support/payout-destinations';
import type { Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';

/**
 * Each money call sent 2–5 times at once with one Idempotency-Key, as a client retrying over a
 * flaky network would: one movement happens, and every copy gets the same answer.
 */
describe('idempotency: a money call replayed concurrently moves money once', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let admin: Persona;
  let buyer: Persona;
  let seller: Persona;
  let deals: DealContract[];

  beforeAll(async () => {
    const { db } = database();
    app = await buildTestApp(database(), { DEMO_MODE: 'true' });
    const parties = await createParties(app, db, { buyers: 1, sellers: 1 });
    ({ admin } = parties);
    [buyer, seller] = [parties.buyers[0]!, parties.sellers[0]!];
    deals = await createDeals(
      app,
      db,
      [100, 200, 300].map((amount) => ({ buyer, seller, amountMinor: BigInt(usdc(amount)) })),
    );
  });
  afterAll(() => app.close());

  const count = async (query: ReturnType<typeof sql>) =>
    (await database().db.execute<{ n: number }>(query)).rows[0]!.n;

  /** Sends the same call `times` at once; all answers must be the one answer of one execution. */
  async function replayed(times: number, send: () => Promise<LightMyRequestResponse>) {
    const answers = await Promise.all(Array.from({ length: times }, send));
    const first = answers[0]!;
    expect(first.statusCode, first.body).toBeLessThan(300);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(first.statusCode);
      expect(answer.json()).toEqual(first.json());
    }
    // The one that did the work is the one answer not marked as a replay.
    expect(answers.filter((a) => a.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    return first;
  }

  const expectReused = (answer: LightMyRequestResponse) => {
    expect(answer.statusCode).toBe(422);
    expect(answer.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  };

  it('faucet ×5: one deposit, one provider transfer', async () => {
    const key = randomUUID();
    await replayed(5, () => moves.faucet(app, buyer, BigInt(usdc(800)), key));
    expect(
      await count(sql`SELECT count(*)::int AS n FROM wallet_transfers WHERE user_id = ${buyer.id}`),
    ).toBe(1);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM journal_entries
        WHERE user_id = ${buyer.id} AND kind = 'deposit'`),
    ).toBe(1);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM local_custody_transfers
        WHERE idempotency_key = ${`faucet:${buyer.id}:${key}`}`),
    ).toBe(1);
    expectReused(await moves.faucet(app, buyer, BigInt(usdc(801)), key));
  });

  it('fund ×4: the escrow is funded once', async () => {
    const key = randomUUID();
    const answer = await replayed(4, () => moves.fund(app, deals[0]!, key));
    expect(answer.json()).toMatchObject({ contract: { state: 'active', heldMinor: usdc(100) } });
    const { rows } = await database().db.execute<{ id: string }>(sql`SELECT id FROM journal_entries
      WHERE contract_id = ${deals[0]!.id} AND kind = 'fund_escrow'`);
    expect(rows).toHaveLength(1);
    // Every copy carries the receipt of the one movement.
    expect(answer.json().movement).toEqual({ entryId: rows[0]!.id });
    // The same key on another contract is another request.
    expectReused(await moves.fund(app, deals[1]!, key));
  });

  it('approve ×3: released once, the fee taken once', async () => {
    const [deal] = deals;
    await moves.deliver(app, deal!);
    const key = randomUUID();
    await replayed(3, () => moves.approve(app, deal!, key));
    expect(
      await count(sql`SELECT count(*)::int AS n FROM journal_entries
        WHERE contract_id = ${deal!.id} AND kind = 'release'`),
    ).toBe(1);
    expectReused(await moves.approve(app, deals[1]!, key));
  });

  it('resolve ×2: a split paid once', async () => {
    const deal = deals[1]!;
    expect((await moves.fund(app, deal)).statusCode).toBe(200);
    await moves.dispute(app, deal);
    const key = randomUUID();
    const decision = {
      outcome: 'split' as const,
      sellerMinor: 150_000_000n,
      buyerMinor: 50_000_000n,
    };
    const answer = await replayed(2, () => moves.resolve(app, admin, deal, decision, key));
    expect(answer.json().contract.state).toBe('resolved');
    expect(
      await count(sql`SELECT count(*)::int AS n FROM journal_entries
        WHERE contract_id = ${deal.id} AND kind = 'split'`),
    ).toBe(1);
    // Another split that adds up too is another request.
    expectReused(
      await moves.resolve(
        app,
        admin,
        deal,
        { ...decision, sellerMinor: 149_000_000n, buyerMinor: 51_000_000n },
        key,
      ),
    );
  });

  it('withdrawal ×5: one payout, one hold, handed to the provider once', async () => {
    const key = randomUUID();
    const to = await savedWithdrawalAddress(database().db, seller.id);
    const answer = await replayed(5, () => moves.withdraw(app, seller, 40_000_000n, to, key));
    const transferId = answer.json<{ transfer: { id: string } }>().transfer.id;
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM wallet_transfers WHERE user_id = ${seller.id}`,
      ),
    ).toBe(1);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM journal_entries
        WHERE transfer_id = ${transferId} AND kind = 'withdrawal_hold'`),
    ).toBe(1);
    // Only the execution that did the work enqueues the payout job.
    expect(
      await count(sql`SELECT count(*)::int AS n FROM pgboss.job
        WHERE name = 'withdrawals.process' AND data->>'transferId' = ${transferId}`),
    ).toBe(1);
    expectReused(await moves.withdraw(app, seller, 41_000_000n, to, key));
  });

  const expectKeyRequired = (answer: LightMyRequestResponse) => {
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.fields).toEqual([
      { path: 'idempotency-key', message: ESCROW_MESSAGES.idempotencyKeyRequired },
    ]);
  };

  it('a money call without a usable key is refused with the reason, before anything moves', async () => {
    const deal = deals[2]!;
    const headerSets = [{}, { 'idempotency-key': '' }, { 'idempotency-key': 'k'.repeat(256) }];
    for (const headers of headerSets) {
      const answer = await app.inject({
        method: 'POST',
        url: `/api/contracts/${deal.id}/fund`,
        headers: { cookie: buyer.cookie, ...headers },
      });
      expectKeyRequired(answer);
    }
    const faucet = await app.inject({
      method: 'POST',
      url: '/api/wallet/faucet',
      headers: { cookie: buyer.cookie },
      payload: { amountMinor: usdc(5) },
    });
    expectKeyRequired(faucet);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM contracts WHERE id = ${deal.id} AND state = 'awaiting_funding'`,
      ),
    ).toBe(1);
  });

  it('a refused call keeps nothing: the same key works once the cause is fixed', async () => {
    const deal = deals[2]!;
    const key = randomUUID();
    // 800 in, 300 funded, 50 back from the split, 500 withdrawn: 50 left for a 300 contract.
    const to = await savedWithdrawalAddress(database().db, buyer.id);
    expect((await moves.withdraw(app, buyer, BigInt(usdc(500)), to)).statusCode).toBe(201);
    const short = await moves.fund(app, deal, key);
    expect(short.statusCode).toBe(409);
    expect(short.json().error.code).toBe('INSUFFICIENT_FUNDS');
    await moves.faucet(app, buyer, BigInt(usdc(300)));
    const funded = await moves.fund(app, deal, key);
    expect(funded.statusCode).toBe(200);
    expect(funded.headers['idempotent-replayed']).toBeUndefined();
    await expectSoundLedger(database().db, app.services.walletProvider);
  });
});
