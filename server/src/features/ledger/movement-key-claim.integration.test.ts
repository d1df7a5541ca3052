import { randomUUID } from 'node:crypto';
import type { SessionUser } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSoundLedger } from '../../../test/support/ledger';
import { usdc } from '../../../test/support/marketplace';
import {
  createDeals,
  createParties,
  moves,
  type DealContract,
} from '../../../test/support/money-moves';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { runIdempotent, type IdempotentRequest } from '../../platform/idempotency';
import { fundContract } from '../escrow/fund-contract';
import type { MovementReceipt } from './commit-movement';

/**
 * A contract movement claims its Idempotency-Key by writing the key's row first (migration 0015,
 * decision 019): the key's unique index, not a lock, makes a retry wait for a first request still
 * in flight. Here the first request's transaction is held open to show each outcome.
 */
describe('a contract movement whose Idempotency-Key is still in flight', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let deals: DealContract[];
  let buyer: SessionUser;

  beforeAll(async () => {
    const { db } = database();
    app = await buildTestApp(database(), { DEMO_MODE: 'true' });
    const { buyers, sellers } = await createParties(app, db, { buyers: 1, sellers: 1 });
    const [client, professional] = [buyers[0]!, sellers[0]!];
    deals = await createDeals(
      app,
      db,
      [10, 20, 30].map((amount) => ({
        buyer: client,
        seller: professional,
        amountMicros: BigInt(usdc(amount)),
      })),
    );
    expect((await moves.faucet(app, client, BigInt(usdc(60)))).statusCode).toBe(200);
    buyer = { id: client.id, role: 'buyer' } as SessionUser;
  });
  afterAll(() => app.close());

  /** A funding inside a transaction that stays open until `finish` (commit, or fail to roll back). */
  function fundingHeldOpen(deal: DealContract, claim: IdempotentRequest) {
    let finish!: (outcome: 'commit' | 'fail') => void;
    const outcome = new Promise<'commit' | 'fail'>((resolve) => (finish = resolve));
    let moved!: (receipt: MovementReceipt) => void;
    const receipt = new Promise<MovementReceipt>((resolve) => (moved = resolve));
    const done = database().db.transaction(async (tx) => {
      moved(await fundContract(tx, buyer, deal.id, claim));
      if ((await outcome) === 'fail') throw new Error('the first request failed after moving');
    });
    return { receipt, finish, done };
  }

  const fundings = async (contractId: string) =>
    (
      await database().db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM journal_entries
        WHERE contract_id = ${contractId} AND kind = 'fund_escrow'`)
    ).rows[0]!.n;

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('makes a retry wait and replay the receipt, or say 409 when it will not wait long enough', async () => {
    const { db } = database();
    const deal = deals[0]!;
    const claim = { userId: buyer.id, key: randomUUID(), fingerprint: 'fund first' };
    const first = fundingHeldOpen(deal, claim);
    const { entryId } = await first.receipt;

    await expect(
      fundContract(db, buyer, deal.id, { ...claim, waitForFirst: '200ms' }),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_IN_USE' });

    const retry = fundContract(db, buyer, deal.id, claim);
    await pause(100);
    first.finish('commit');
    await first.done;
    await expect(retry).resolves.toEqual({ entryId, replayed: true });
    expect(await fundings(deal.id)).toBe(1);
  });

  it('lets a retry do the work when the first failed: its key went with it', async () => {
    const { db } = database();
    const deal = deals[1]!;
    const claim = { userId: buyer.id, key: randomUUID(), fingerprint: 'fund second' };
    const first = fundingHeldOpen(deal, claim);
    const { entryId: rolledBack } = await first.receipt;

    const retry = fundContract(db, buyer, deal.id, claim);
    await pause(100);
    first.finish('fail');
    await expect(first.done).rejects.toThrow('the first request failed');
    const receipt = await retry;
    expect(receipt.replayed).toBe(false);
    expect(receipt.entryId).not.toBe(rolledBack);
    expect(await fundings(deal.id)).toBe(1);
  });

  it('refuses a key reused by another kind of request that raced it to the key', async () => {
    const { db } = database();
    const deal = deals[2]!;
    const key = randomUUID();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const working = new Promise<void>((resolve) => (started = resolve));
    // Another money call under the same key, whose answer is stored only when its work ends.
    const other = runIdempotent(db, { userId: buyer.id, key, fingerprint: 'other' }, async () => {
      started();
      await held;
      return { status: 201, body: { other: true } };
    });
    await working;

    const funded = await fundContract(db, buyer, deal.id, {
      userId: buyer.id,
      key,
      fingerprint: 'fund',
    });
    expect(funded.replayed).toBe(false);
    release();
    await expect(other).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await fundings(deal.id)).toBe(1);
    await expectSoundLedger(db, app.services.walletProvider);
  });
});
