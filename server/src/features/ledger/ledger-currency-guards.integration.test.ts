import type { CurrencyCode } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { pgErrorCode } from '../../platform/pg-error-code';
import { creditNaira } from '../../../test/support/ledger';
import { useTestDatabase } from '../../../test/support/test-database';
import { accountKey, available, EXTERNAL, PLATFORM_ACCOUNT_IDS } from './ledger-accounts';
import { openEscrowAccount } from './open-escrow-account';
import { postEntry } from './post-entry';

/**
 * One ledger, two currencies (decision 054): the database itself keeps naira and USDC apart.
 * An entry balances within each currency, a posting is in its account's currency, an escrow in
 * its contract's and a contract in its gig's; nothing converts one into the other.
 */
describe('the ledger keeps each currency whole', () => {
  const database = useTestDatabase();
  let userId: string;
  /** The user's available accounts, by currency (each holds 50 units of its currency). */
  const accounts = {} as Record<CurrencyCode, string>;
  let usdcContract: string;
  let usdcMilestone: string;
  let usdcGig: string;
  let bidId: string;
  let sellerId: string;

  async function refusal(statement: ReturnType<typeof sql>): Promise<string | undefined> {
    try {
      await database().db.transaction(async (tx) => {
        await tx.execute(statement);
      });
    } catch (error) {
      return pgErrorCode(error);
    }
    return undefined;
  }

  const balanceOf = async (id: string) =>
    BigInt(
      (
        await database().db.execute<{ balance: string }>(
          sql`SELECT balance_minor::text AS balance FROM ledger_accounts WHERE id = ${id}`,
        )
      ).rows[0]!.balance,
    );

  beforeAll(async () => {
    const { db } = database();
    const stamp = Date.now();
    const [user] = await db
      .insert(users)
      .values({ name: 'Two currencies', email: `two${stamp}@example.com` })
      .returning();
    userId = user!.id;
    await db.transaction((tx) =>
      postEntry(tx, {
        currency: 'USDC',
        kind: 'deposit',
        lines: [
          { account: EXTERNAL, amount: -50_000_000n },
          { account: available(userId), amount: 50_000_000n },
        ],
        userId,
      }),
    );
    await creditNaira(db, userId, 5_000n);
    const { rows } = await db.execute<{ id: string; currency: CurrencyCode }>(
      sql`SELECT id, currency FROM ledger_accounts WHERE user_id = ${userId}`,
    );
    for (const row of rows) accounts[row.currency] = row.id;

    const { rows: made } = await db.execute<{ gig: string; bid: string; seller: string }>(sql`
      WITH seller AS (
        INSERT INTO users (name, email) VALUES ('Currency seller', ${`cseller${stamp}@example.com`})
        RETURNING id
      ), gig AS (
        INSERT INTO gigs (buyer_id, category, title, description, property_state, property_address,
                          budget_min_minor, bid_deadline, state, currency)
        VALUES (${userId}, 'land_title_verification', 'A USDC gig',
                'A gig in USDC, whose contract and escrow must be in USDC too.', 'LA',
                'Plot 2, Guard Road, Lekki', 10000000, now() + interval '7 days', 'in_progress',
                'USDC')
        RETURNING id
      )
      INSERT INTO bids (gig_id, seller_id, amount_minor, delivery_days, cover_letter, state)
      SELECT gig.id, seller.id, 10000000, 5, 'A bid accepted at once for the currency guards.',
             'accepted'
      FROM gig, seller RETURNING gig_id AS gig, id AS bid, seller_id AS seller`);
    ({ gig: usdcGig, bid: bidId, seller: sellerId } = made[0]!);
    const contract = (currency: CurrencyCode) => sql`
      INSERT INTO contracts (gig_id, bid_id, buyer_id, seller_id, amount_minor, fee_bps, currency)
      VALUES (${usdcGig}, ${bidId}, ${userId}, ${sellerId}, 10000000, 1000, ${currency})
      RETURNING id`;
    // (d) A contract in another currency than its gig's: the foreign key (gig_id, currency).
    expect(await refusal(contract('NGN'))).toBe('23503');
    usdcContract = (await db.execute<{ id: string }>(contract('USDC'))).rows[0]!.id;
    usdcMilestone = (
      await db.execute<{ id: string }>(sql`
        INSERT INTO contract_milestones (contract_id, position, title, deliverable, amount_minor)
        VALUES (${usdcContract}, 1, 'The whole job', 'The whole of the work', 10000000)
        RETURNING id`)
    ).rows[0]!.id;
  });

  it('keeps one account per owner, kind and currency, each moved only in its own', async () => {
    expect(Object.keys(accounts).sort()).toEqual(['NGN', 'USDC']);
    expect(await balanceOf(accounts.NGN)).toBe(5_000n);
    expect(await balanceOf(accounts.USDC)).toBe(50_000_000n);
    const { rows } = await database().db.execute<{ key: string; currency: string }>(sql`
      SELECT a.key, p.currency FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
      JOIN journal_entries e ON e.id = p.entry_id WHERE e.user_id = ${userId} ORDER BY a.key`);
    // Each entry posted through postEntry moves its one currency, platform accounts included.
    expect(rows).toEqual([
      { key: accountKey(available(userId), 'NGN'), currency: 'NGN' },
      { key: accountKey(available(userId), 'USDC'), currency: 'USDC' },
      { key: 'external:NGN', currency: 'NGN' },
      { key: 'external:USDC', currency: 'USDC' },
    ]);
  });

  it('refuses an entry that sums to zero overall but not within each currency', async () => {
    // ₦… in, USDC out, the same number of minor units: a conversion the books must not hold.
    const converting = sql`
      WITH entry AS (INSERT INTO journal_entries (kind) VALUES ('deposit') RETURNING id)
      INSERT INTO ledger_postings (entry_id, account_id, amount_minor, currency)
      SELECT entry.id, p.account, p.amount, p.currency FROM entry,
        (VALUES (${accounts.NGN}::uuid, 5::bigint, 'NGN'),
                (${PLATFORM_ACCOUNT_IDS.USDC.external}::uuid, -5::bigint, 'USDC'))
        AS p (account, amount, currency)`;
    expect(await refusal(converting)).toBe('23514');
    expect(await balanceOf(accounts.NGN)).toBe(5_000n);
  });

  it('refuses a posting in another currency than its account’s', async () => {
    // Balanced in naira on paper, but the USDC outside account cannot take a naira posting.
    const mislabelled = sql`
      WITH entry AS (INSERT INTO journal_entries (kind) VALUES ('deposit') RETURNING id)
      INSERT INTO ledger_postings (entry_id, account_id, amount_minor, currency)
      SELECT entry.id, p.account, p.amount, 'NGN' FROM entry,
        (VALUES (${PLATFORM_ACCOUNT_IDS.USDC.external}::uuid, -5::bigint),
                (${accounts.NGN}::uuid, 5::bigint))
        AS p (account, amount)`;
    expect(await refusal(mislabelled)).toBe('23503');
  });

  it('refuses an escrow in another currency than its contract’s, and an account changing currency', async () => {
    expect(
      await refusal(sql`INSERT INTO ledger_accounts (key, kind, contract_id, milestone_id, currency)
        VALUES (${`escrow:${usdcMilestone}:NGN`}, 'escrow', ${usdcContract}, ${usdcMilestone}, 'NGN')`),
    ).toBe('23503');
    const opened = database()
      .db.transaction((tx) =>
        openEscrowAccount(tx, { contractId: usdcContract, milestoneId: usdcMilestone }, 'NGN'),
      )
      .then(
        () => undefined,
        (error: unknown) => pgErrorCode(error),
      );
    expect(await opened).toBe('23503');
    // The contract's currency and its gig's stay as they were written, together.
    expect(
      await refusal(sql`UPDATE contracts SET currency = 'NGN' WHERE id = ${usdcContract}`),
    ).toBe('23503');
    expect(
      await refusal(sql`UPDATE ledger_accounts SET currency = 'USDC' WHERE id = ${accounts.NGN}`),
    ).toBe('23001');
  });

  it('lets an entry move two currencies only when each balances; postEntry writes one', async () => {
    // The database's rule is per currency: two balanced legs commit (this one is rolled back).
    const rolledBack = new Error('roll back');
    const twoLegs = database().db.transaction(async (tx) => {
      await tx.execute(sql`
        WITH entry AS (INSERT INTO journal_entries (kind) VALUES ('deposit') RETURNING id)
        INSERT INTO ledger_postings (entry_id, account_id, amount_minor, currency)
        SELECT entry.id, p.account, p.amount, p.currency FROM entry,
          (VALUES (${PLATFORM_ACCOUNT_IDS.NGN.external}::uuid, -7::bigint, 'NGN'),
                  (${accounts.NGN}::uuid, 7::bigint, 'NGN'),
                  (${PLATFORM_ACCOUNT_IDS.USDC.external}::uuid, -3::bigint, 'USDC'),
                  (${accounts.USDC}::uuid, 3::bigint, 'USDC'))
          AS p (account, amount, currency)`);
      // SET CONSTRAINTS … IMMEDIATE runs the deferred balance check now, as a commit would.
      await tx.execute(sql`SET CONSTRAINTS ALL IMMEDIATE`);
      throw rolledBack;
    });
    await expect(twoLegs).rejects.toBe(rolledBack);

    // TypeScript names one currency per entry: every line is in it, so a naira entry moves the
    // naira accounts only, and a shortfall in naira is not covered by USDC.
    await expect(
      database().db.transaction((tx) =>
        postEntry(tx, {
          currency: 'NGN',
          kind: 'withdrawal_complete',
          lines: [
            { account: available(userId), amount: -5_001n },
            { account: EXTERNAL, amount: 5_001n },
          ],
        }),
      ),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS', details: { shortByMinor: 1n } });
    expect(await balanceOf(accounts.USDC)).toBe(50_000_000n);
    expect(await balanceOf(accounts.NGN)).toBe(5_000n);
  });
});
