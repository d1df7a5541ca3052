import { randomUUID } from 'node:crypto';
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
 * One Idempotency-Key sent at once with two different requests, three copies each: the key is
 * claimed with its request's fingerprint before anything happens, so exactly one of the two
 * requests runs, every copy of it gets its one answer, and every copy of the other is refused
 * (422, or 409 while the first is still at work). Nothing is ever answered as the other request.
 */
describe('an Idempotency-Key claimed first: concurrent copies of two different requests', () => {
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
      [10, 20, 30, 40].map((amount) => ({ buyer, seller, amountMinor: BigInt(usdc(amount)) })),
    );
    expect((await moves.faucet(app, buyer, BigInt(usdc(500)))).statusCode).toBe(200);
  });
  afterAll(() => app.close());

  /** Six calls at once, alternating A and B; returns which of the two ran. */
  async function race(
    a: () => Promise<LightMyRequestResponse>,
    b: () => Promise<LightMyRequestResponse>,
  ): Promise<'a' | 'b'> {
    const sends = [a, b, a, b, a, b];
    const answers = await Promise.all(sends.map((send) => send()));
    const ran = answers.filter((answer) => answer.statusCode < 300);
    expect(ran.length, answers.map((answer) => answer.body).join('\n')).toBeGreaterThan(0);
    const winner = sends[answers.indexOf(ran[0]!)] === a ? 'a' : 'b';
    answers.forEach((answer, index) => {
      const ofWinner = (sends[index] === a) === (winner === 'a');
      if (ofWinner && answer.statusCode < 300) expect(answer.json()).toEqual(ran[0]!.json());
      else if (ofWinner) expect(answer.json().error.code).toBe('IDEMPOTENCY_KEY_IN_USE');
      else
        expect(['IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_IN_USE']).toContain(
          answer.json().error.code,
        );
    });
    return winner;
  }

  const count = async (query: ReturnType<typeof sql>) =>
    (await database().db.execute<{ n: number }>(query)).rows[0]!.n;

  it('the faucet mints and credits only the request that claimed the key', async () => {
    const key = randomUUID();
    const amounts = { a: BigInt(usdc(1)), b: BigInt(usdc(2)) };
    const winner = await race(
      () => moves.faucet(app, seller, amounts.a, key),
      () => moves.faucet(app, seller, amounts.b, key),
    );
    const { rows } = await database().db.execute<{ amount_minor: string }>(sql`
      SELECT amount_minor FROM wallet_transfers WHERE user_id = ${seller.id}`);
    expect(rows.map((row) => BigInt(row.amount_minor))).toEqual([amounts[winner]]);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM local_custody_transfers
        WHERE idempotency_key = ${`faucet:${seller.id}:${key}`}`),
    ).toBe(1);
  });

  it('a withdrawal holds only the amount of the request that claimed the key', async () => {
    const key = randomUUID();
    const to = await savedWithdrawalAddress(database().db, buyer.id);
    const amounts = { a: BigInt(usdc(3)), b: BigInt(usdc(4)) };
    const winner = await race(
      () => moves.withdraw(app, buyer, amounts.a, to, key),
      () => moves.withdraw(app, buyer, amounts.b, to, key),
    );
    const { rows } = await database().db.execute<{ amount_minor: string }>(sql`
      SELECT amount_minor FROM wallet_transfers
      WHERE user_id = ${buyer.id} AND direction = 'withdrawal'`);
    expect(rows.map((row) => BigInt(row.amount_minor))).toEqual([amounts[winner]]);
  });

  it('one key on two contracts funds exactly one of them', async () => {
    const key = randomUUID();
    const [first, second] = [deals[0]!, deals[1]!];
    const winner = await race(
      () => moves.fund(app, first, key),
      () => moves.fund(app, second, key),
    );
    const funded = await database().db.execute<{ id: string }>(sql`
      SELECT contract_id AS id FROM journal_entries
      WHERE contract_id IN (${first.id}, ${second.id}) AND kind = 'fund_escrow'`);
    expect(funded.rows.map((row) => row.id)).toEqual([(winner === 'a' ? first : second).id]);
  });

  it('an admin key on two different splits pays only the one that claimed it', async () => {
    const deal = deals[2]!;
    expect((await moves.fund(app, deal)).statusCode).toBe(200);
    await moves.dispute(app, deal);
    const key = randomUUID();
    const splits = {
      a: { outcome: 'split' as const, sellerMinor: 10_000_000n, buyerMinor: 20_000_000n },
      b: { outcome: 'split' as const, sellerMinor: 20_000_000n, buyerMinor: 10_000_000n },
    };
    const winner = await race(
      () => moves.resolve(app, admin, deal, splits.a, key),
      () => moves.resolve(app, admin, deal, splits.b, key),
    );
    const { rows } = await database().db.execute<{ seller_minor: string }>(sql`
      SELECT seller_minor FROM disputes WHERE contract_id = ${deal.id}`);
    expect(BigInt(rows[0]!.seller_minor)).toBe(splits[winner].sellerMinor);
    await expectSoundLedger(database().db, app.services.walletProvider);
  });
});
