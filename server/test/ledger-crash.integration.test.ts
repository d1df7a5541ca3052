import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  creditNaira,
  entryCountsByContract,
  expectSoundLedger,
  movedTwice,
  settlePendingWithdrawals,
  testProviders,
} from './support/ledger';
import { MoneyModel } from './support/money-model';
import {
  createDeals,
  createParties,
  inParallel,
  moves,
  type DealContract,
} from './support/money-moves';
import { savedWithdrawalAddress } from './support/payout-destinations';
import type { Persona } from './support/personas';
import { remoteApp } from './support/remote-app';
import { seededRandom } from './support/seeded-random';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { buildTestApp, TEST_AUTH_SECRET } from './support/test-app';
import { useTestDatabase } from './support/test-database';

const WORKERS = 50;
const SEED = Number(process.env.LEDGER_CRASH_SEED ?? Date.now() % 2 ** 31);

/**
 * One intended movement, or a contract's steps (fund, deliver, approve, milestone after
 * milestone), with the keys its retries reuse.
 */
type Chain =
  | { kind: 'faucet'; who: Persona; amount: bigint; key: string }
  | { kind: 'withdraw'; who: Persona; amount: bigint; key: string; to: string }
  | { kind: 'deal'; deal: DealContract; keys: { fund: string; approve: string }[] };

interface Answer {
  status: number;
  body: unknown;
}

/** Sends every chain, 50 at a time; each money call's answer is recorded under its key. */
async function runChains(
  app: FastifyInstance,
  chains: Chain[],
  answers: Map<string, Answer>,
  delivered: number[],
) {
  const record = async (
    key: string,
    send: Promise<{ statusCode: number; json(): unknown }>,
    part: (body: unknown) => unknown = (body) => body,
  ) => {
    const response = await send;
    answers.set(key, { status: response.statusCode, body: part(response.json()) });
  };
  // A contract's money call answers the contract as it is now; its receipt is what is replayed.
  const receipt = (body: unknown) => (body as { movement?: unknown }).movement ?? body;
  await inParallel(chains, WORKERS, async (chain) => {
    if (chain.kind === 'faucet')
      return record(chain.key, moves.faucet(app, chain.who, chain.amount, chain.key));
    if (chain.kind === 'withdraw')
      return record(chain.key, moves.withdraw(app, chain.who, chain.amount, chain.to, chain.key));
    // Each call acts on the next milestone: a retry of one already done replays its receipt.
    for (const keys of chain.keys) {
      await record(keys.fund, moves.fund(app, chain.deal, keys.fund), receipt);
      delivered.push((await moves.deliver(app, chain.deal)).statusCode);
      await record(keys.approve, moves.approve(app, chain.deal, keys.approve), receipt);
    }
  });
}

describe('crash: kill -9 in the middle of a load of movements', () => {
  const database = useTestDatabase();

  it('after a restart and a retry of every request with its key, each movement happened once', async () => {
    const { db } = database();
    const random = seededRandom(SEED);

    // The people and contracts, made in-process; the server processes accept their sessions.
    const setupApp = await buildTestApp(database(), { DEMO_MODE: 'true' });
    const { buyers, sellers } = await createParties(setupApp, db, { buyers: 10, sellers: 5 });
    // Each client holds 5,000 USDC and ₦50,000,000; half the contracts are in naira.
    for (const buyer of buyers) {
      await moves.faucet(setupApp, buyer, 5_000_000_000n);
      await creditNaira(db, buyer.id, 5_000_000_000n);
    }
    // A third of them in two or three milestones.
    const deals = await createDeals(
      setupApp,
      db,
      Array.from({ length: 60 }, (_, index) => {
        const naira = index % 2 === 0;
        const milestones = Array.from({ length: index % 3 === 0 ? 2 + (index % 2) : 1 }, () =>
          naira ? BigInt(random.int(500_000, 20_000_000)) : random.cents(20, 200),
        );
        return {
          buyer: random.pick(buyers),
          seller: random.pick(sellers),
          currency: naira ? ('NGN' as const) : ('USDC' as const),
          amountMinor: milestones.reduce((sum, part) => sum + part, 0n),
          milestones,
        };
      }),
    );
    await setupApp.close();

    // Each to an address its sender saved a day ago, long enough to receive now.
    const withdrawals: Chain[] = [];
    for (let index = 0; index < 40; index++) {
      const who = random.pick(buyers);
      const amount = random.minor(1, 20);
      const to = await savedWithdrawalAddress(db, who.id);
      withdrawals.push({ kind: 'withdraw', who, amount, key: randomUUID(), to });
    }
    const chains: Chain[] = [
      ...deals.map((deal) => ({
        kind: 'deal' as const,
        deal,
        keys: deal.milestones.map(() => ({ fund: randomUUID(), approve: randomUUID() })),
      })),
      ...Array.from({ length: 60 }, () => ({
        kind: 'faucet' as const,
        who: random.pick([...buyers, ...sellers]),
        amount: random.minor(1, 500),
        key: randomUUID(),
      })),
      ...withdrawals,
    ].sort(() => random.next() - 0.5);
    const moneyCalls =
      chains.length + deals.reduce((n, deal) => n + 2 * deal.milestones.length - 1, 0);

    const env = {
      DATABASE_URL: database().url,
      AUTH_SECRET: TEST_AUTH_SECRET,
      DATA_DIR: path.join(tmpdir(), 'titletrust-test-data'),
      DEMO_MODE: 'true',
    };
    let server: ServerProcess = await startServerProcess(env);
    const before = new Map<string, Answer>();
    let loading = true;
    const load = runChains(remoteApp(server.url), chains, before, [])
      .catch(() => {
        // Requests in flight at the kill fail: their outcome is unknown until the retry.
      })
      .finally(() => (loading = false));
    // Kill the server once about a third of the money calls were answered: many more are in flight.
    while (loading && before.size < moneyCalls / 3)
      await new Promise((resolve) => setTimeout(resolve, 5));
    await server.crash();
    await load;
    expect(before.size).toBeLessThan(moneyCalls);

    server = await startServerProcess(env);
    try {
      const after = new Map<string, Answer>();
      const delivered: number[] = [];
      await runChains(remoteApp(server.url), chains, after, delivered);

      // Every movement succeeded in the end, and an answer (a contract movement's receipt) given
      // before the crash is given again.
      const failed = [...after].filter(([, answer]) => answer.status >= 300);
      expect(failed, `seed ${SEED}`).toEqual([]);
      for (const [key, answer] of before)
        if (answer.status < 300) expect(after.get(key), key).toEqual(answer);
      expect(delivered.every((status) => status === 200 || status === 409)).toBe(true);
    } finally {
      await server.stop();
    }

    // Payouts the servers did not get to yet are sent now; then the books are checked.
    const { instant } = testProviders(db);
    await settlePendingWithdrawals(db, instant);
    await expectSoundLedger(db, instant);

    const model = new MoneyModel();
    model.know({ users: [...buyers, ...sellers].map((p) => p.id) });
    for (const buyer of buyers) {
      model.deposit(buyer.id, 5_000_000_000n);
      model.deposit(buyer.id, 5_000_000_000n, 'NGN');
    }
    for (const chain of chains) {
      if (chain.kind === 'faucet') model.deposit(chain.who.id, chain.amount);
      if (chain.kind === 'withdraw') {
        model.withdraw(chain.who.id, chain.amount);
        model.settleWithdrawal(chain.who.id, chain.amount, true);
      }
      if (chain.kind === 'deal') {
        const { deal } = chain;
        for (const amount of deal.milestones) {
          model.fund(deal.buyer.id, deal.id, amount, deal.currency);
          model.payout(
            { id: deal.id, buyerId: deal.buyer.id, sellerId: deal.seller.id },
            amount,
            0n,
            deal.currency,
          );
        }
      }
    }
    // Every account in both currencies: a naira movement that touched USDC (or the reverse)
    // shows as a balance the model expects at zero.
    await model.expectLedgerEquals(db, `(seed ${SEED})`);

    // Exactly once, counted: one funding and one release per milestone, one provider mint and
    // one credited deposit per faucet key, one payout per withdrawal key.
    const entries = await entryCountsByContract(db);
    for (const deal of deals)
      expect(entries.get(deal.id)).toMatchObject({
        fund_escrow: deal.milestones.length,
        release: deal.milestones.length,
      });
    expect(await movedTwice(db)).toEqual([]);
    const { rows: mints } = await db.execute<{ key: string; minted: number; credited: number }>(sql`
      SELECT l.idempotency_key AS key, count(DISTINCT l.id)::int AS minted,
             count(t.id)::int AS credited
      FROM local_custody_transfers l
      LEFT JOIN wallet_transfers t ON t.provider_transfer_id = l.id::text AND t.direction = 'deposit'
      WHERE l.idempotency_key LIKE 'faucet:%' GROUP BY l.idempotency_key`);
    const byKey = new Map(mints.map((row) => [row.key, row]));
    for (const chain of chains.filter((c) => c.kind === 'faucet'))
      expect(byKey.get(`faucet:${chain.who.id}:${chain.key}`)).toMatchObject({
        minted: 1,
        credited: 1,
      });
    const { rows: payouts } = await db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM wallet_transfers
      WHERE direction = 'withdrawal' AND user_id = ANY(${sql.param(buyers.map((b) => b.id))}::uuid[])`);
    expect(payouts[0]!.n).toBe(chains.filter((c) => c.kind === 'withdraw').length);
  }, 180_000);
});
