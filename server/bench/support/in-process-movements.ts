import { randomUUID } from 'node:crypto';
import { DUE_DILIGENCE_CHECKLIST, type SessionUser } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import { connectDatabase } from '../../src/db/client';
import { approveDelivery } from '../../src/features/escrow/approve-delivery';
import { deliverWork } from '../../src/features/escrow/deliver-work';
import { fundContract } from '../../src/features/escrow/fund-contract';
import { runIdempotent } from '../../src/platform/idempotency';
import type { Tx } from '../../src/platform/lifecycle';

const REPORT =
  'Generated delivery for the ledger benchmark: every checklist item was confirmed at the registry.';
const CHECKLIST = DUE_DILIGENCE_CHECKLIST.map((item) => ({
  key: item.key,
  outcome: 'confirmed' as const,
  note: '',
}));

const viewer = (id: string, role: 'buyer' | 'seller') => ({ id, role }) as SessionUser;

/**
 * The same escrow movements as the HTTP load — fund under an Idempotency-Key, deliver, approve
 * under another — run by the server's own code from `clients` concurrent callers, each with its
 * own connection, without HTTP, sessions or the answer's contract page around them: what the
 * money path costs. Uses each pair's contracts still awaiting funding.
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
  let movements = 0;
  const money = async (userId: string, work: (tx: Tx) => Promise<void>) => {
    const started = performance.now();
    try {
      await runIdempotent(db, { userId, key: randomUUID(), fingerprint: 'bench' }, async (tx) => {
        await work(tx);
        return { status: 200, body: {} };
      });
      latency.push(performance.now() - started);
      movements++;
    } catch (error) {
      failures.push(String(error));
    }
  };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  try {
    await Promise.all(
      pairs.map(async ({ buyerId, sellerId }) => {
        const { rows } = await db.execute<{ id: string }>(sql`
          SELECT id FROM contracts
          WHERE buyer_id = ${buyerId} AND seller_id = ${sellerId} AND state = 'awaiting_funding'`);
        for (const { id } of rows) {
          if (performance.now() > deadline) return;
          await money(buyerId, (tx) => fundContract(tx, viewer(buyerId, 'buyer'), id));
          await db.transaction((tx) =>
            deliverWork(tx, viewer(sellerId, 'seller'), id, {
              report: REPORT,
              checklist: CHECKLIST,
              fileIds: [],
            }),
          );
          await money(buyerId, (tx) => approveDelivery(tx, viewer(buyerId, 'buyer'), id));
        }
      }),
    );
    return { movements, elapsed: (performance.now() - started) / 1000, latency, failures };
  } finally {
    await connection.close();
  }
}
