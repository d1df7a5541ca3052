import { platformStatsSchema, type PlatformStats } from '@titletrust/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usdc } from '../../../test/support/marketplace';
import {
  createDeals,
  createParties,
  moves,
  type DealContract,
  type Decision,
} from '../../../test/support/money-moves';
import type { Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { PLATFORM_ACCOUNT_IDS } from '../ledger';

const minor = (amount: number) => BigInt(usdc(amount));

describe("the admin's platform money", () => {
  const database = useTestDatabase();
  let app: TestApp;
  let admin: Persona;

  const stats = async (): Promise<PlatformStats> => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    return platformStatsSchema.parse(response.json());
  };

  beforeAll(async () => {
    const { db } = database();
    app = await buildTestApp(database(), { DEMO_MODE: 'true' });
    const parties = await createParties(app, db, { buyers: 2, sellers: 2 });
    admin = parties.admin;
    const [first, second] = parties.buyers as [Persona, Persona];
    const [lawyer, surveyor] = parties.sellers as [Persona, Persona];
    await moves.faucet(app, first, minor(2_000));
    await moves.faucet(app, second, minor(1_000));
    const deals = await createDeals(app, db, [
      { buyer: first, seller: lawyer, amountMinor: minor(500) }, // approved: fee 50
      { buyer: second, seller: surveyor, amountMinor: minor(400) }, // split 200/200: fee 20
      { buyer: first, seller: surveyor, amountMinor: minor(200) }, // refunded: no fee
      { buyer: first, seller: lawyer, amountMinor: minor(300) }, // active: held
      { buyer: second, seller: lawyer, amountMinor: minor(250) }, // delivered: held
      { buyer: first, seller: surveyor, amountMinor: minor(100) }, // awaiting funding
    ]);
    const [approved, split, refunded, active, delivered] = deals as [
      DealContract,
      DealContract,
      DealContract,
      DealContract,
      DealContract,
    ];
    for (const deal of [approved, split, refunded, active, delivered])
      expect((await moves.fund(app, deal)).statusCode).toBe(200);
    await moves.deliver(app, approved);
    expect((await moves.approve(app, approved)).statusCode).toBe(200);
    await moves.dispute(app, split);
    const halves: Decision = {
      outcome: 'split',
      sellerMinor: minor(200),
      buyerMinor: minor(200),
    };
    expect((await moves.resolve(app, admin, split, halves)).statusCode).toBe(200);
    await moves.dispute(app, refunded, 'seller');
    expect((await moves.resolve(app, admin, refunded, { outcome: 'refund' })).statusCode).toBe(200);
    await moves.deliver(app, delivered);
  });
  afterAll(() => app.close());

  it('shows the escrow of the contracts that hold money now, and the fees their payouts earned', async () => {
    const { money: all, windowDays } = await stats();
    // Naira first, always; USDC since it holds escrow. Never a sum across the two.
    expect(all.map((row) => row.currency)).toEqual(['NGN', 'USDC']);
    expect(all[0]).toMatchObject({ escrowHeldMinor: '0', feesEarnedMinor: '0' });
    const money = all[1]!;
    // 300 active + 250 delivered; the paid-out, refunded and unfunded contracts hold nothing.
    expect(money.escrowHeldMinor).toBe(minor(550).toString());
    expect(money.contractsHoldingEscrow).toBe(2);
    // 10 % of the 500 released and of the professional's 200 of the split; none of a refund.
    expect(money.feesEarnedMinor).toBe(minor(70).toString());
    expect(money.feesEarnedInWindowMinor).toBe(minor(70).toString());
    expect(money.feesByDay).toHaveLength(windowDays);
    const today = new Date().toISOString().slice(0, 10);
    expect(money.feesByDay.at(-1)).toEqual({ day: today, amountMinor: minor(70).toString() });
    expect(money.feesByDay.slice(0, -1).every((day) => day.amountMinor === '0')).toBe(true);
  });

  it('counts a fee older than the window in the total only', async () => {
    // Time cannot be moved for a real payout: a fee posted eight days ago is written as the
    // ledger would have, one entry whose postings sum to zero (written now, dated then).
    const { pool } = database();
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ id: string }>(
        "INSERT INTO journal_entries (kind, memo) VALUES ('release', 'An old fee') RETURNING id",
      );
      await client.query(
        `INSERT INTO ledger_postings (entry_id, account_id, amount_minor, currency, created_at)
         VALUES ($1, $2, $4, 'USDC', now() - interval '8 days'), ($1, $3, -$4::bigint, 'USDC', now() - interval '8 days')`,
        [
          rows[0]!.id,
          PLATFORM_ACCOUNT_IDS.USDC.platform_fees,
          PLATFORM_ACCOUNT_IDS.USDC.external,
          minor(5).toString(),
        ],
      );
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    const money = (await stats()).money.find((row) => row.currency === 'USDC')!;
    expect(money.feesEarnedMinor).toBe(minor(75).toString());
    expect(money.feesEarnedInWindowMinor).toBe(minor(70).toString());
  });
});
