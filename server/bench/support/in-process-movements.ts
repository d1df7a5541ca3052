import { randomUUID } from 'node:crypto';
import { DUE_DILIGENCE_CHECKLIST, type SessionUser } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import { connectDatabase } from '../../src/db/client';
import { approveDelivery } from '../../src/features/escrow/approve-delivery';
import { deliverWork } from '../../src/features/escrow/deliver-work';
import { fundContract } from '../../src/features/escrow/fund-contract';

const REPORT =
  'Generated delivery for the ledger benchmark: every checklist item was confirmed at the registry.';
const CHECKLIST = DUE_DILIGENCE_CHECKLIST.map((item) => ({
  key: item.key,
  outcome: 'confirmed' as const,
  note: '',
}));

const viewer = (id: string, role: 'buyer' | 'seller') => ({ id, role }) as SessionUser;

type Phase = { movements: number; elapsed: number };

/**
 * The same escrow movements as the HTTP load, run by the server's own use cases from `clients`
 * concurrent callers sharing one pool of a connection each, without HTTP, sessions or the
 * answer's contract page around them: what the money path costs. Each movement is what a money
 * route does: the contract's facts read, then one idempotent money_move call under a new key.
 * Timed in two phases of half the time each: every client funds its contracts awaiting funding,
 * then (untimed) the professionals deliver the funded ones, then the clients approve them. Only
 * money moves inside the timed phases.
 */
export async function runInProcessMovements(
  url: string,
  pairs: { buyerId: string; sellerId: string }[],
  seconds: number,
): Promise<{ movements: number; elapsed: number; latency: number[]; failures: string[] }> {
  const connection = connectDatabase(url, { maxConnections: pairs.length + 2 });
  const { db } = connection;
  const latency: number[] = [];
  const failures: string[] = [];
  const claim = (userId: string) => ({ userId, key: randomUUID(), fingerprint: 'bench' });
  /** Runs `move` over each client's contracts until the phase's time is up. */
  const phase = async (
    lists: string[][],
    move: (pair: (typeof pairs)[number], id: string) => Promise<unknown>,
  ): Promise<Phase & { done: string[][] }> => {
    const started = performance.now();
    const deadline = started + (seconds / 2) * 1000;
    const done = await Promise.all(
      lists.map(async (ids, i) => {
        const moved: string[] = [];
        for (const id of ids) {
          if (performance.now() > deadline) break;
          const begun = performance.now();
          try {
            await move(pairs[i]!, id);
            latency.push(performance.now() - begun);
            moved.push(id);
          } catch (error) {
            failures.push(String(error));
          }
        }
        return moved;
      }),
    );
    const movements = done.reduce((sum, ids) => sum + ids.length, 0);
    return { movements, elapsed: (performance.now() - started) / 1000, done };
  };
  try {
    const awaiting = await Promise.all(
      pairs.map(async ({ buyerId, sellerId }) => {
        const { rows } = await db.execute<{ id: string }>(sql`
          SELECT id FROM contracts
          WHERE buyer_id = ${buyerId} AND seller_id = ${sellerId} AND state = 'awaiting_funding'`);
        return rows.map((row) => row.id);
      }),
    );
    const funding = await phase(awaiting, ({ buyerId }, id) =>
      fundContract(db, viewer(buyerId, 'buyer'), id, claim(buyerId)),
    );
    await Promise.all(
      funding.done.map(async (ids, i) => {
        for (const id of ids)
          await db.transaction((tx) =>
            deliverWork(tx, viewer(pairs[i]!.sellerId, 'seller'), id, {
              report: REPORT,
              checklist: CHECKLIST,
              fileIds: [],
            }),
          );
      }),
    );
    const approving = await phase(funding.done, ({ buyerId }, id) =>
      approveDelivery(db, viewer(buyerId, 'buyer'), id, claim(buyerId)),
    );
    return {
      movements: funding.movements + approving.movements,
      elapsed: funding.elapsed + approving.elapsed,
      latency,
      failures,
    };
  } finally {
    await connection.close();
  }
}
