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
import type { Tx } from '../../db/client';
import { fundContract } from '../contracts';

type MovementReceipt = { entryId: string; replayed: boolean };

/**
 * A contract movement claims its Idempotency-Key, with its fingerprint, before anything else in
 * its transaction (decision 029): the key's unique index makes a retry wait for a first request
 * still in flight. Here the first request's transaction is held open to show each outcome.
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
        amountMinor: BigInt(usdc(amount)),
      })),
    );
    expect((await moves.faucet(app, client, BigInt(usdc(60)))).statusCode).toBe(200);
    buyer = { id: client.id, role: 'buyer' } as SessionUser;
  });
  afterAll(() => app.close());

  /** A funding once per key, as the route runs it; `holdOpen` runs before its commit. */
  async function fundOnce(
    deal: DealContract,
    claim: IdempotentRequest,
    holdOpen?: (entryId: string) => Promise<void>,
  ): Promise<MovementReceipt> {
    const result = await runIdempotent(database().db, claim, async (tx: Tx) => {
      const entryId = await fundContract(tx, buyer, deal.id);
      await holdOpen?.(entryId);
      return { status: 200, body: { entryId } };
    });
    return { entryId: result.body.entryId, replayed: result.replayed };
  }

  /** A funding whose transaction stays open until `finish` (commit, or fail to roll back). */
  function fundingHeldOpen(deal: DealContract, claim: IdempotentRequest) {
    let finish!: (outcome: 'commit' | 'fail') => void;
    const outcome = new Promise<'commit' | 'fail'>((resolve) => (finish = resolve));
    let moved!: (receipt: { entryId: string }) => void;
    const receipt = new Promise<{ entryId: string }>((resolve) => (moved = resolve));
    const done = fundOnce(deal, claim, async (entryId) => {
      moved({ entryId });
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
    const deal = deals[0]!;
    const claim = { userId: buyer.id, key: randomUUID(), fingerprint: 'fund first' };
    const first = fundingHeldOpen(deal, claim);
    const { entryId } = await first.receipt;

    await expect(fundOnce(deal, { ...claim, waitForFirstMs: 200 })).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_IN_USE',
    });

    const retry = fundOnce(deal, claim);
    await pause(100);
    first.finish('commit');
    await first.done;
    await expect(retry).resolves.toEqual({ entryId, replayed: true });
    expect(await fundings(deal.id)).toBe(1);
  });

  it('lets a retry do the work when the first failed: its key went with it', async () => {
    const deal = deals[1]!;
    const claim = { userId: buyer.id, key: randomUUID(), fingerprint: 'fund second' };
    const first = fundingHeldOpen(deal, claim);
    const { entryId: rolledBack } = await first.receipt;

    const retry = fundOnce(deal, claim);
    await pause(100);
    first.finish('fail');
    await expect(first.done).rejects.toThrow('the first request failed');
    const receipt = await retry;
    expect(receipt.replayed).toBe(false);
    expect(receipt.entryId).not.toBe(rolledBack);
    expect(await fundings(deal.id)).toBe(1);
  });

  it('refuses a key claimed first by another kind of request: 409 while it runs, 422 after', async () => {
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

    const claim = { userId: buyer.id, key, fingerprint: 'fund' };
    await expect(fundOnce(deal, { ...claim, waitForFirstMs: 200 })).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_IN_USE',
    });
    release();
    await expect(other).resolves.toMatchObject({ status: 201, replayed: false });
    await expect(fundOnce(deal, claim)).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await fundings(deal.id)).toBe(0);
    await expectSoundLedger(db, app.services.walletProvider);
  });
});
