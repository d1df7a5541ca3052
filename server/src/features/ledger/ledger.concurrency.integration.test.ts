import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from '@titletrust/shared';
import {
  creditNaira,
  entryCountsByContract,
  expectSoundLedger,
  milestonePositions,
  movedTwice,
  settlePendingWithdrawals,
  testProviders,
} from '../../../test/support/ledger';
import { MoneyModel } from '../../../test/support/money-model';
import {
  createDeals,
  createParties,
  moves,
  type DealContract,
  type Decision,
} from '../../../test/support/money-moves';
import { savedWithdrawalAddress } from '../../../test/support/payout-destinations';
import type { Persona } from '../../../test/support/personas';
import { seededRandom } from '../../../test/support/seeded-random';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { connectDatabase, type DatabaseConnection } from '../../db/client';

const CLIENTS = 50;
const OPERATIONS_PER_CLIENT = 40;
const BUYERS = 8;
const SELLERS = 5;
const CONTRACTS = 150;
/** Pass a failed run's seed back to replay its choices (the interleaving is the machine's). */
const SEED = Number(process.env.LEDGER_LOAD_SEED ?? Date.now() % 2 ** 31);

/** One answered call, kept for the reckoning afterwards. */
interface Call {
  op:
    | 'faucet'
    | 'naira'
    | 'withdraw'
    | 'fund'
    | 'deliver'
    | 'approve'
    | 'dispute'
    | 'resolve'
    | 'replay';
  status: number;
  code?: string;
  who?: Persona;
  deal?: DealContract;
  amount?: bigint;
  decision?: Decision;
  /** The receipt of a money call that succeeded: its journal entry. */
  entryId?: string;
}

/** A money call that succeeded, and how to send it again with its key. */
interface Answered {
  send: () => Promise<LightMyRequestResponse>;
  status: number;
  body: unknown;
}

/**
 * After Jepsen's bank test: many clients move money at once between a few accounts and contracts,
 * on purpose at odds with each other (the same client balance drained by fundings and
 * withdrawals at once, the same contract funded, approved and disputed by several clients at
 * once). Afterwards the books must add up to exactly what the clients were told happened.
 */
describe('concurrency: 50 clients moving money at once', () => {
  const database = useTestDatabase();
  let connection: DatabaseConnection;
  let app: TestApp;
  let admin: Persona;
  let people: Persona[];
  let deals: DealContract[];

  beforeAll(async () => {
    // Its own pool, wider than the default 10, so twenty transactions really run side by side.
    connection = connectDatabase(database().url, { maxConnections: 20 });
    app = await buildTestApp(connection, { DEMO_MODE: 'true' });
    const parties = await createParties(app, connection.db, { buyers: BUYERS, sellers: SELLERS });
    admin = parties.admin;
    people = [...parties.buyers, ...parties.sellers];
    const random = seededRandom(SEED);
    deals = await createDeals(
      app,
      connection.db,
      // Naira and USDC contracts between the same people, so both move at once through the
      // same clients' accounts, half of them in two or three milestones (each ₦5,000 to
      // ₦800,000 in kobo, or 20 to 800 USDC in cents).
      Array.from({ length: CONTRACTS }, () => {
        const naira = random.next() < 0.5;
        const stages = random.pick([1, 1, 2, 3]);
        const milestones = Array.from({ length: stages }, () =>
          naira ? BigInt(random.int(500_000, 80_000_000)) : random.cents(20, 800),
        );
        return {
          buyer: random.pick(parties.buyers),
          seller: random.pick(parties.sellers),
          currency: naira ? ('NGN' as const) : ('USDC' as const),
          amountMinor: milestones.reduce((sum, part) => sum + part, 0n),
          milestones,
        };
      }),
      10,
    );
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await connection.close();
  });

  const calls: Call[] = [];
  const answered: Answered[] = [];
  const replayMismatches: string[] = [];

  /** Sends a money call, records it, and keeps it for a later replay if it succeeded. */
  async function money(
    call: Omit<Call, 'status' | 'code'>,
    send: () => Promise<LightMyRequestResponse>,
  ): Promise<Call> {
    const response = await send();
    const body = response.json();
    const ok = response.statusCode < 300;
    const recorded = {
      ...call,
      status: response.statusCode,
      code: ok ? undefined : body.error?.code,
      entryId: ok ? body.movement?.entryId : undefined,
    };
    calls.push(recorded);
    if (ok) answered.push({ send, status: response.statusCode, body });
    return recorded;
  }

  async function step(random: ReturnType<typeof seededRandom>) {
    const roll = random.next();
    const deal = random.pick(deals);
    if (roll < 0.1) {
      const who = random.pick(people);
      const amount = random.minor(50, 1500);
      const key = randomUUID();
      return money({ op: 'faucet', who, amount }, () => moves.faucet(app, who, amount, key));
    }
    if (roll < 0.2) {
      // Naira paid in (₦50,000 to ₦1,500,000), as a checkout's credit posts it.
      const who = random.pick(people);
      const amount = BigInt(random.int(5_000_000, 150_000_000));
      await creditNaira(connection.db, who.id, amount);
      calls.push({ op: 'naira', status: 200, who, amount });
      return;
    }
    if (roll < 0.35) {
      const who = random.pick(people);
      const amount = random.minor(5, 400);
      const [key, to] = [randomUUID(), await savedWithdrawalAddress(connection.db, who.id)];
      return money({ op: 'withdraw', who, amount }, () =>
        moves.withdraw(app, who, amount, to, key),
      );
    }
    if (roll < 0.55) {
      const key = randomUUID();
      return money({ op: 'fund', deal }, () => moves.fund(app, deal, key));
    }
    if (roll < 0.6) {
      // Two fundings of one contract at the same moment, with different keys: one may win.
      const keys = [randomUUID(), randomUUID()];
      await Promise.all(
        keys.map((key) => money({ op: 'fund', deal }, () => moves.fund(app, deal, key))),
      );
      return;
    }
    if (roll < 0.77) {
      calls.push({ op: 'deliver', deal, status: (await moves.deliver(app, deal)).statusCode });
      const key = randomUUID();
      return money({ op: 'approve', deal }, () => moves.approve(app, deal, key));
    }
    if (roll < 0.92) {
      const by = random.next() < 0.5 ? 'buyer' : 'seller';
      calls.push({ op: 'dispute', deal, status: (await moves.dispute(app, deal, by)).statusCode });
      const share = BigInt(random.int(0, 1000));
      // A split must add up to the disputed milestone's amount: which one that is, under load,
      // the client cannot know, so contracts in stages are released or refunded.
      const decision: Decision = random.pick([
        { outcome: 'release' as const },
        { outcome: 'refund' as const },
        ...(deal.milestones.length > 1
          ? []
          : [
              {
                outcome: 'split' as const,
                sellerMinor: (deal.amountMinor * share) / 1000n,
                buyerMinor: deal.amountMinor - (deal.amountMinor * share) / 1000n,
              },
            ]),
      ]);
      const key = randomUUID();
      return money({ op: 'resolve', deal, decision }, () =>
        moves.resolve(app, admin, deal, decision, key),
      );
    }
    if (answered.length === 0) return;
    const earlier = random.pick(answered);
    const again = await earlier.send();
    calls.push({ op: 'replay', status: again.statusCode });
    // Judged after the load: a failed expectation here would leave the other clients running.
    if (again.statusCode !== earlier.status || !isDeepStrictEqual(again.json(), earlier.body))
      replayMismatches.push(`${earlier.status} → ${again.statusCode} ${again.body.slice(0, 200)}`);
  }

  it('faucet calls outnumbering the database pool all succeed', async () => {
    // The provider mints on a connection of its own: were that inside the money transaction,
    // as many simultaneous faucet calls as pooled connections would each hold one while
    // waiting for a second, and every one of them would fail after the pool's timeout.
    const answers = await Promise.all(
      Array.from({ length: 3 * 20 }, (_, i) => {
        const [who, key] = [people[i % people.length]!, randomUUID()];
        return money({ op: 'faucet', who, amount: 1_000_000n }, () =>
          moves.faucet(app, who, 1_000_000n, key),
        );
      }),
    );
    expect(answers.map((call) => call.status)).toEqual(answers.map(() => 200));
    await expectSoundLedger(connection.db, app.services.walletProvider);
  });

  it('the books hold exactly what the clients were told, and nobody saw a 500', async () => {
    const loadStart = calls.length;
    const random = seededRandom(SEED + 1);
    const clients = Array.from({ length: CLIENTS }, () =>
      seededRandom(Math.floor(random.next() * 2 ** 31)),
    );
    await Promise.all(
      clients.map(async (client) => {
        for (let i = 0; i < OPERATIONS_PER_CLIENT; i++) await step(client);
      }),
    );

    // Every answer is a success or a plain refusal (already in that state, not enough money).
    const unexpected = calls.filter(
      (call) =>
        !(
          call.status === 200 ||
          call.status === 201 ||
          (call.status === 409 &&
            (call.code === undefined ||
              ['STATE_CHANGED', 'CONFLICT', 'INSUFFICIENT_FUNDS'].includes(call.code)))
        ),
    );
    expect(
      unexpected.map((c) => `${c.op}: ${c.status} ${c.code ?? ''}`),
      `seed ${SEED}`,
    ).toEqual([]);
    const moneyCalls = calls.slice(loadStart).filter((c) => !['deliver', 'dispute'].includes(c.op));
    expect(moneyCalls.length).toBeGreaterThanOrEqual(2_000);

    // The model holds what the clients were told: every acknowledged movement, nothing else.
    // A receipt names its journal entry, and the entry its milestone: the one whose amount moved.
    const model = new MoneyModel();
    model.know({ users: people.map((p) => p.id), contracts: deals.map((d) => d.id) });
    const ok = calls.filter((call) => call.status < 300);
    const positions = await milestonePositions(
      connection.db,
      ok.flatMap((call) => (call.entryId ? [call.entryId] : [])),
    );
    for (const call of ok) {
      const deal = call.deal!;
      const parties = { id: deal?.id, buyerId: deal?.buyer.id, sellerId: deal?.seller.id };
      const stage = () => deal.milestones[positions.get(call.entryId!)! - 1]!;
      if (call.op === 'faucet') model.deposit(call.who!.id, call.amount!);
      if (call.op === 'naira') model.deposit(call.who!.id, call.amount!, 'NGN');
      if (call.op === 'withdraw') model.withdraw(call.who!.id, call.amount!);
      if (call.op === 'fund') model.fund(deal.buyer.id, deal.id, stage(), deal.currency);
      if (call.op === 'approve') model.payout(parties, stage(), 0n, deal.currency);
      if (call.op === 'resolve') {
        const decision = call.decision!;
        const amount = stage();
        const seller =
          decision.outcome === 'split'
            ? decision.sellerMinor
            : decision.outcome === 'release'
              ? amount
              : 0n;
        model.payout(parties, seller, amount - seller, deal.currency);
      }
    }
    // Payouts still pending go out now (the app's job may have sent some already: same result).
    await settlePendingWithdrawals(connection.db, testProviders(connection.db).instant);
    for (const call of ok.filter((c) => c.op === 'withdraw'))
      model.settleWithdrawal(call.who!.id, call.amount!, true);

    await model.expectLedgerEquals(connection.db, `(seed ${SEED})`);
    const report = await expectSoundLedger(connection.db, app.services.walletProvider);
    // Jepsen's invariant, in each currency apart: what is inside (people, escrow, fees) is what
    // came in less what left; and each currency's flows are what the clients were told.
    for (const currency of CURRENCY_CODES) {
      const totals = report.totals[currency];
      expect(totals.available + totals.withdrawalHolds + totals.escrow + totals.fees).toBe(
        totals.deposited - totals.withdrawn,
      );
      expect(
        { deposited: totals.deposited, withdrawn: totals.withdrawn, fees: totals.fees },
        currency,
      ).toEqual({
        deposited: model.deposited[currency],
        withdrawn: model.withdrawn[currency],
        fees: model.fees[currency],
      });
    }
    // Both currencies really moved under load.
    for (const currency of CURRENCY_CODES)
      expect(
        ok.filter((c) => c.op === 'approve' && c.deal?.currency === currency).length,
        `${currency} approvals`,
      ).toBeGreaterThan(0);

    // Each contract moved exactly as often as a client was told it did, each milestone once.
    const entries = await entryCountsByContract(connection.db);
    for (const deal of deals) {
      const told = (op: Call['op']) => ok.filter((c) => c.op === op && c.deal === deal).length;
      const found = entries.get(deal.id) ?? {};
      expect({
        funded: found.fund_escrow ?? 0,
        paidOut: (found.release ?? 0) + (found.refund ?? 0) + (found.split ?? 0),
      }).toEqual({ funded: told('fund'), paidOut: told('approve') + told('resolve') });
      expect(told('fund')).toBeLessThanOrEqual(deal.milestones.length);
    }
    expect(await movedTwice(connection.db)).toEqual([]);
    // Contracts in stages really ran stage after stage under load: one funded beyond its first
    // milestone, and one paid out beyond its first.
    const staged = deals.filter((deal) => deal.milestones.length > 1);
    const beyondFirst = (ops: Call['op'][]) =>
      ok.some(
        (call) =>
          ops.includes(call.op) && staged.includes(call.deal!) && positions.get(call.entryId!)! > 1,
      );
    expect(beyondFirst(['fund']), 'a later milestone funded').toBe(true);
    expect(beyondFirst(['approve', 'resolve']), 'a later milestone paid out').toBe(true);
  }, 120_000);
});
