import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/support/test-database';
import { users } from '../../db/schema';
import { available, EXTERNAL } from '../ledger/ledger-accounts';
import { postEntry } from '../ledger/post-entry';
import { listMovements } from './list-movements';

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
});
