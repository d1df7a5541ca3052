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
import { approveDelivery } from './approve-delivery';
import { fundContract } from './fund-contract';

/**
 * A money movement may be built on a contract's remembered terms (decision 020); the database
 * checks them against the locked row. Terms never change in the product, so the test changes the
 * row behind the server's back to show that a wrong memory refuses the movement, moves nothing,
 * and is dropped.
 */
describe('a movement on remembered contract terms', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let deal: DealContract;
  let buyer: SessionUser;

  beforeAll(async () => {
    const { db } = database();
    app = await buildTestApp(database(), { DEMO_MODE: 'true' });
    const { buyers, sellers } = await createParties(app, db, { buyers: 1, sellers: 1 });
    const deals = await createDeals(app, db, [
      { buyer: buyers[0]!, seller: sellers[0]!, amountMicros: BigInt(usdc(40)) },
    ]);
    deal = deals[0]!;
    expect((await moves.faucet(app, buyers[0]!, BigInt(usdc(50)))).statusCode).toBe(200);
    buyer = { id: buyers[0]!.id, role: 'buyer' } as SessionUser;
    await fundContract(db, buyer, deal.id, claim());
    // The delivery reads the contract, as its page would: this process now remembers its terms.
    expect((await moves.deliver(app, deal)).statusCode).toBe(200);
  });
  afterAll(() => app.close());

  const claim = () => ({ userId: buyer.id, key: randomUUID(), fingerprint: 'move' });
  const setAmount = (micros: string) =>
    database().db.execute(
      sql`UPDATE contracts SET amount_micros = ${micros}::bigint WHERE id = ${deal.id}`,
    );

  it('is refused when the row no longer has them, moves nothing, and reads afresh next time', async () => {
    const { db } = database();
    await setAmount(usdc(45));

    await expect(approveDelivery(db, buyer, deal.id, claim())).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('terms are not the ones'),
    });
    const entries = async () =>
      (
        await db.execute<{ state: string; kinds: string[] }>(sql`
          SELECT state, (SELECT array_agg(kind::text ORDER BY created_at) FROM journal_entries
                         WHERE contract_id = c.id) AS kinds
          FROM contracts c WHERE id = ${deal.id}`)
      ).rows[0];
    expect(await entries()).toEqual({ state: 'delivered', kinds: ['fund_escrow'] });

    // Read afresh, the terms are the row's: 45 to release from the 40 held, which is refused.
    await expect(approveDelivery(db, buyer, deal.id, claim())).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    await setAmount(usdc(40));
    await approveDelivery(db, buyer, deal.id, claim());
    expect(await entries()).toEqual({ state: 'completed', kinds: ['fund_escrow', 'release'] });
    await expectSoundLedger(db, app.services.walletProvider);
  });
});
