import { randomUUID } from 'node:crypto';
import { DUE_DILIGENCE_CHECKLIST, type SessionUser } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import { connectDatabase } from '../../src/db/client';
import { approveDelivery } from '../../src/features/escrow/approve-delivery';
import { deliverWork } from '../../src/features/escrow/deliver-work';
import { fundContract } from '../../src/features/escrow/fund-contract';
import { runEscrowPhases, type PhasesResult } from './money-phases';

const REPORT =
  'Generated delivery for the ledger benchmark: every checklist item was confirmed at the registry.';
const CHECKLIST = DUE_DILIGENCE_CHECKLIST.map((item) => ({
  key: item.key,
  outcome: 'confirmed' as const,
  note: '',
}));

const viewer = (id: string, role: 'buyer' | 'seller') => ({ id, role }) as SessionUser;

/**
 * The same escrow movements as the HTTP load, run by the server's own use cases from one caller
 * per client, on the server's connection pool, without HTTP, sessions or the answer's contract
 * page around them: what the money path costs. Each movement is what a money route does: the
 * contract's facts read, then one idempotent money_move call under a new key. Uses each pair's
 * contracts still awaiting funding, except those `heldBack` for a later stage.
 */
export async function runInProcessMovements(
  url: string,
  pairs: { buyerId: string; sellerId: string }[],
  seconds: number,
  options: { heldBack: string[]; beforePhase?: () => Promise<void> },
): Promise<PhasesResult> {
  const heldBack = new Set(options.heldBack);
  // The server's own pool (main.ts): the 50 callers share its connections, as requests do.
  const connection = connectDatabase(url);
  const { db } = connection;
  const claim = (userId: string) => ({ userId, key: randomUUID(), fingerprint: 'bench' });
  const buyer = (client: number) => viewer(pairs[client]!.buyerId, 'buyer');
  try {
    const awaiting = await Promise.all(
      pairs.map(async ({ buyerId, sellerId }) => {
        const { rows } = await db.execute<{ id: string }>(sql`
          SELECT id FROM contracts
          WHERE buyer_id = ${buyerId} AND seller_id = ${sellerId} AND state = 'awaiting_funding'`);
        return rows.map((row) => row.id).filter((id) => !heldBack.has(id));
      }),
    );
    // Connected before the clock starts, as pgbench connects its clients before it times them:
    // starting a backend and its first catalog reads are not what a movement costs.
    const { pool } = connection;
    const ready = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
    for (const client of ready) client.release();
    return await runEscrowPhases(
      awaiting,
      seconds,
      {
        fund: async (client, id) => {
          await fundContract(db, buyer(client), id, claim(buyer(client).id));
        },
        deliver: (client, id) =>
          db.transaction((tx) =>
            deliverWork(tx, viewer(pairs[client]!.sellerId, 'seller'), id, {
              report: REPORT,
              checklist: CHECKLIST,
              fileIds: [],
            }),
          ),
        approve: async (client, id) => {
          await approveDelivery(db, buyer(client), id, claim(buyer(client).id));
        },
      },
      options.beforePhase,
    );
  } finally {
    await connection.close();
  }
}
