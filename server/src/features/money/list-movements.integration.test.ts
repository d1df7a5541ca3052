import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/support/test-database';
import { users } from '../../db/schema';
import { available, EXTERNAL, postEntry } from '../ledger';
import { sql } from 'drizzle-orm';
import { lagosDayStart, listMovements } from './list-movements';

describe('the movements list', () => {
  const database = useTestDatabase();
  let userId: string;

  beforeAll(async () => {
    const [user] = await database()
      .db.insert(users)
      .values({ name: 'Many deposits', email: `movements${Date.now()}@example.com` })
      .returning();
    userId = user!.id;
  });

  it('pages through entries written in one transaction, newest first, none lost or repeated', async () => {
    // Written within microseconds of each other: the order and the page boundaries must hold
    // below the millisecond, and without help from the transaction's start time.
    const memos = ['1', '2', '3', '4', '5', '6', '7'];
    await database().db.transaction(async (tx) => {
      for (const memo of memos)
        await postEntry(tx, {
          currency: 'USDC',
          kind: 'deposit',
          lines: [
            { account: EXTERNAL, amount: -1_000_000n },
            { account: available(userId), amount: 1_000_000n },
          ],
          userId,
          memo,
        });
    });

    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listMovements(database().db, userId, { limit: 2, cursor });
      seen.push(...page.items.map((item) => item.memo));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual([...memos].reverse());
  });

  it('refuses a forged or malformed page link with the usual 400, never a database error', async () => {
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const uuid = '6f9619ff-8b86-4d01-b42d-00cf4fc964ff';
    for (const cursor of [
      forged(['2026-02-30 10:00:00+00', uuid]),
      forged(['2026-11-26 25:61:00+00', uuid]),
      forged(['undefined', uuid]),
      forged(['2026-11-26 10:00:00.123456+00', 'not-a-uuid']),
      forged([100, uuid]),
      'not base64 json',
    ]) {
      await expect(
        listMovements(database().db, userId, { limit: 2, cursor }),
      ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('filters by calendar days in Lagos, as the page and the CSV show the moments', async () => {
    const { rows } = await database().db.execute<{ start: string; end: string }>(
      sql`SELECT ${lagosDayStart('2026-11-27')}::text AS start,
                 ${lagosDayStart('2026-11-27', 1)}::text AS end`,
    );
    // Midnight WAT is 23:00 UTC the evening before.
    expect(new Date(rows[0]!.start).toISOString()).toBe('2026-11-26T23:00:00.000Z');
    expect(new Date(rows[0]!.end).toISOString()).toBe('2026-11-27T23:00:00.000Z');

    const [user] = await database()
      .db.insert(users)
      .values({ name: 'One deposit', email: `lagos-day${Date.now()}@example.com` })
      .returning();
    await database().db.transaction((tx) =>
      postEntry(tx, {
        currency: 'USDC',
        kind: 'deposit',
        lines: [
          { account: EXTERNAL, amount: -1_000_000n },
          { account: available(user!.id), amount: 1_000_000n },
        ],
        userId: user!.id,
        memo: 'today',
      }),
    );
    const lagosDay = (offsetDays: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(
        new Date(Date.now() + offsetDays * 86_400_000),
      );
    const memos = async (from: string, to: string) =>
      (await listMovements(database().db, user!.id, { limit: 10, from, to })).items.map(
        (item) => item.memo,
      );
    expect(await memos(lagosDay(0), lagosDay(0))).toEqual(['today']);
    expect(await memos(lagosDay(-1), lagosDay(-1))).toEqual([]);
    expect(await memos(lagosDay(1), lagosDay(1))).toEqual([]);
  });
});
