import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { pgErrorCode } from '../../platform/pg-error-code';
import { useTestDatabase } from '../../../test/support/test-database';
import { available, EXTERNAL, PLATFORM_ACCOUNT_IDS, PLATFORM_FEES } from './ledger-accounts';
import { postEntry } from './post-entry';

/**
 * The ledger's rules are PostgreSQL's, not only the code's: whatever SQL reaches the database,
 * movements stay append-only, balanced and non-negative, and balances move only with postings.
 */
describe('the ledger guards in the database', () => {
  const database = useTestDatabase();
  let userId: string;
  let entryId: string;
  let accountId: string;

  /** The SQLSTATE a statement fails with, run in its own rolled-back transaction. */
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

  beforeAll(async () => {
    const { db } = database();
    const [user] = await db
      .insert(users)
      .values({ name: 'Ledger guard', email: `guard${Date.now()}@example.com` })
      .returning();
    userId = user!.id;
    entryId = await db.transaction((tx) =>
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
    const { rows } = await db.execute<{ id: string }>(
      sql`SELECT id FROM ledger_accounts WHERE key = ${`available:${userId}:USDC`}`,
    );
    accountId = rows[0]!.id;
  });

  it('keeps the balance in step with the postings', async () => {
    const { rows } = await database().db.execute<{ balance_minor: string }>(
      sql`SELECT balance_minor FROM ledger_accounts WHERE id = ${accountId}`,
    );
    expect(BigInt(rows[0]!.balance_minor)).toBe(50_000_000n);
  });

  it('refuses to change or remove what was written', async () => {
    // 23001 restrict_violation, raised by the append-only triggers.
    expect(
      await refusal(sql`UPDATE ledger_postings SET amount_minor = 1 WHERE entry_id = ${entryId}`),
    ).toBe('23001');
    expect(await refusal(sql`DELETE FROM ledger_postings WHERE entry_id = ${entryId}`)).toBe(
      '23001',
    );
    expect(await refusal(sql`UPDATE journal_entries SET memo = 'x' WHERE id = ${entryId}`)).toBe(
      '23001',
    );
    expect(await refusal(sql`DELETE FROM journal_entries WHERE id = ${entryId}`)).toBe('23001');
    expect(await refusal(sql`TRUNCATE ledger_postings, journal_entries`)).toBe('23001');
    expect(await refusal(sql`DELETE FROM ledger_accounts WHERE id = ${accountId}`)).toBe('23001');
    expect(await refusal(sql`TRUNCATE ledger_accounts CASCADE`)).toBe('23001');
  });

  it('refuses postings naming an entry or an account that does not exist', async () => {
    // 23503 foreign_key_violation: the postings' foreign keys.
    const toNowhere = sql`
      WITH entry AS (INSERT INTO journal_entries (kind) VALUES ('deposit') RETURNING id)
      INSERT INTO ledger_postings (entry_id, account_id, amount_minor, currency)
      SELECT entry.id, p.account, p.amount, 'USDC' FROM entry,
        (VALUES (${PLATFORM_ACCOUNT_IDS.USDC.external}::uuid, -5::bigint), (gen_random_uuid(), 5::bigint))
        AS p (account, amount)`;
    expect(await refusal(toNowhere)).toBe('23503');
    const orphan = sql`
      WITH orphan AS (SELECT gen_random_uuid() AS id)
      INSERT INTO ledger_postings (entry_id, account_id, amount_minor, currency)
      SELECT orphan.id, p.account, p.amount, 'USDC' FROM orphan,
        (VALUES (${PLATFORM_ACCOUNT_IDS.USDC.external}::uuid, -5::bigint), (${accountId}::uuid, 5::bigint))
        AS p (account, amount)`;
    expect(await refusal(orphan)).toBe('23503');
  });

  it('refuses an entry naming a missing user or contract, and the deletion of those it names', async () => {
    // 23503: the entries' foreign keys, which also keep what an entry names from being deleted.
    const naming = (column: 'user_id' | 'contract_id') => sql`
      WITH entry AS (
        INSERT INTO journal_entries (kind, ${sql.raw(column)}) VALUES ('deposit', gen_random_uuid())
        RETURNING id)
      INSERT INTO ledger_postings (entry_id, account_id, amount_minor, currency)
      SELECT entry.id, p.account, p.amount, 'USDC' FROM entry,
        (VALUES (${PLATFORM_ACCOUNT_IDS.USDC.external}::uuid, -5::bigint), (${accountId}::uuid, 5::bigint))
        AS p (account, amount)`;
    expect(await refusal(naming('user_id'))).toBe('23503');
    expect(await refusal(naming('contract_id'))).toBe('23503');

    // A contract, and an admin-like actor who owns no account: only the entry names either.
    const { db } = database();
    const stamp = Date.now();
    const { rows } = await db.execute<{ actor: string; contract: string }>(sql`
      WITH people AS (
        INSERT INTO users (name, email) VALUES
          ('Entry actor', ${`actor${stamp}@example.com`}),
          ('Guarded seller', ${`seller${stamp}@example.com`})
        RETURNING id, name
      ), gig AS (
        INSERT INTO gigs (buyer_id, category, title, description, property_state, property_address,
                          currency, budget_min_minor, bid_deadline, state)
        VALUES (${userId}, 'land_title_verification', 'Guarded gig',
                'A gig whose contract a journal entry names, for the delete guard.', 'LA',
                'Plot 1, Guard Road, Lekki', 'USDC', 1000000, now() + interval '7 days', 'in_progress')
        RETURNING id
      ), bid AS (
        INSERT INTO bids (gig_id, seller_id, amount_minor, delivery_days, cover_letter, state)
        SELECT gig.id, people.id, 1000000, 5, 'A bid accepted at once for the delete guard.',
               'accepted'
        FROM gig, people WHERE people.name = 'Guarded seller' RETURNING id, gig_id, seller_id
      )
      INSERT INTO contracts (gig_id, bid_id, buyer_id, seller_id, currency, amount_minor, fee_bps)
      SELECT bid.gig_id, bid.id, ${userId}, bid.seller_id, 'USDC', 1000000, 1000 FROM bid
      RETURNING (SELECT id FROM people WHERE name = 'Entry actor') AS actor, id AS contract`);
    const { actor, contract } = rows[0]!;
    await db.transaction((tx) =>
      postEntry(tx, {
        currency: 'USDC',
        kind: 'deposit',
        lines: [
          { account: EXTERNAL, amount: -1n },
          { account: PLATFORM_FEES, amount: 1n },
        ],
        userId: actor,
        contractId: contract,
      }),
    );
    expect(await refusal(sql`DELETE FROM contracts WHERE id = ${contract}`)).toBe('23503');
    expect(await refusal(sql`DELETE FROM users WHERE id = ${actor}`)).toBe('23503');
  });

  it('refuses, through postEntry, an unbalanced entry, an account of the wrong owner or a missing user', async () => {
    // Each refusal leaves the balance as it was.
    const post = (entry: Parameters<typeof postEntry>[1]) =>
      database().db.transaction((tx) => postEntry(tx, entry));
    await expect(
      post({
        currency: 'USDC',
        kind: 'deposit',
        lines: [
          { account: EXTERNAL, amount: -4n },
          { account: available(userId), amount: 5n },
        ],
      }),
    ).rejects.toThrow(/summing to zero/);
    // An account whose owner does not match its kind: the CHECK ledger_accounts_owner_matches_kind.
    expect(
      await refusal(sql`INSERT INTO ledger_accounts (key, kind, contract_id, currency)
        VALUES (${`escrow:${userId}:USDC`}, 'escrow', NULL, 'USDC')`),
    ).toBe('23514');
    const missingUser = '00000000-0000-4000-8000-00000000beef';
    const failure = await post({
      currency: 'USDC',
      kind: 'deposit',
      lines: [
        { account: EXTERNAL, amount: -5n },
        { account: available(userId), amount: 5n },
      ],
      userId: missingUser,
    }).catch((error: unknown) => pgErrorCode(error));
    expect(failure).toBe('23503');
    const { rows } = await database().db.execute<{ balance_minor: string }>(
      sql`SELECT balance_minor FROM ledger_accounts WHERE id = ${accountId}`,
    );
    expect(BigInt(rows[0]!.balance_minor)).toBe(50_000_000n);
  });

  it('moves a balance only through postings', async () => {
    expect(
      await refusal(sql`UPDATE ledger_accounts SET balance_minor = 999 WHERE id = ${accountId}`),
    ).toBe('23001');
  });

  it('refuses an entry whose postings do not sum to zero, or postings added to an old entry', async () => {
    const unbalanced = sql`
      WITH entry AS (INSERT INTO journal_entries (kind) VALUES ('deposit') RETURNING id)
      INSERT INTO ledger_postings (entry_id, account_id, amount_minor, currency)
      SELECT entry.id, p.account, p.amount, 'USDC' FROM entry,
        (VALUES (${PLATFORM_ACCOUNT_IDS.USDC.external}::uuid, -5::bigint), (${accountId}::uuid, 4::bigint))
        AS p (account, amount)`;
    expect(await refusal(unbalanced)).toBe('23514');
    const appended = sql`
      INSERT INTO ledger_postings (entry_id, account_id, amount_minor, currency) VALUES
        (${entryId}, ${PLATFORM_ACCOUNT_IDS.USDC.external}, -5, 'USDC'),
        (${entryId}, ${accountId}, 5, 'USDC')`;
    expect(await refusal(appended)).toBe('23001');
  });

  it('checks each entry when one statement writes the postings of several', async () => {
    // The trigger's general path: the usual statement writes one entry's postings.
    const twoEntries = (secondToAccount: bigint) => sql`
      WITH entries AS (
        INSERT INTO journal_entries (kind) VALUES ('deposit'), ('deposit') RETURNING id
      ), numbered AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM entries)
      INSERT INTO ledger_postings (entry_id, account_id, amount_minor, currency)
      SELECT numbered.id, p.account, p.amount, 'USDC' FROM numbered JOIN
        (VALUES (1, ${PLATFORM_ACCOUNT_IDS.USDC.external}::uuid, -3::bigint), (1, ${accountId}::uuid, 3::bigint),
                (2, ${PLATFORM_ACCOUNT_IDS.USDC.external}::uuid, -2::bigint),
                (2, ${accountId}::uuid, ${secondToAccount}::bigint))
        AS p (n, account, amount) ON p.n = numbered.n`;
    expect(await refusal(twoEntries(1n))).toBe('23514');
    // Both balanced: written, and the balance moved by both; then rolled back.
    const rolledBack = new Error('roll back');
    const moved = database().db.transaction(async (tx) => {
      await tx.execute(twoEntries(2n));
      const { rows } = await tx.execute<{ balance_minor: string }>(
        sql`SELECT balance_minor FROM ledger_accounts WHERE id = ${accountId}`,
      );
      expect(BigInt(rows[0]!.balance_minor)).toBe(50_000_005n);
      throw rolledBack;
    });
    await expect(moved).rejects.toBe(rolledBack);
  });

  it('never lets a person\u2019s balance go below zero', async () => {
    const overdraw = sql`
      WITH entry AS (INSERT INTO journal_entries (kind) VALUES ('withdrawal_complete') RETURNING id)
      INSERT INTO ledger_postings (entry_id, account_id, amount_minor, currency)
      SELECT entry.id, p.account, p.amount, 'USDC' FROM entry,
        (VALUES (${accountId}::uuid, -50000001::bigint), (${PLATFORM_ACCOUNT_IDS.USDC.external}::uuid, 50000001::bigint))
        AS p (account, amount)`;
    expect(await refusal(overdraw)).toBe('23514');
    // Through the code the same movement is refused before anything is written.
    await expect(
      database().db.transaction((tx) =>
        postEntry(tx, {
          currency: 'USDC',
          kind: 'withdrawal_complete',
          lines: [
            { account: available(userId), amount: -50_000_001n },
            { account: EXTERNAL, amount: 50_000_001n },
          ],
        }),
      ),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS', details: { shortByMinor: 1n } });
  });
});
