import { randomUUID } from 'node:crypto';
import type { ContractState } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectSoundLedger,
  settlePendingWithdrawals,
  testProviders,
} from '../../../test/support/ledger';
import { MoneyModel } from '../../../test/support/money-model';
import {
  createDeals,
  createParties,
  externalAddress,
  moves,
  type DealContract,
  type Decision,
} from '../../../test/support/money-moves';
import type { Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { fingerprintOf, runIdempotent } from '../../platform/idempotency';
import { getBalances, requestWithdrawal, toWalletTransfer } from '../money';
import type { LedgerReport } from './check-ledger';

/** The kinds of movement that succeeded at least once over all runs. */
const happened = new Set<string>();

/** An answer as the tests compare them: status, body, and whether it was a replay. */
interface Answer {
  status: number;
  body: { error?: { code: string } } & Record<string, unknown>;
  replayed: boolean;
}

interface Deal {
  contract: DealContract;
  state: ContractState;
}

/** What the test believes: the money (MoneyModel) and each contract's state, for one run. */
interface World {
  money: MoneyModel;
  deals: Deal[];
  /** Withdrawals not yet settled, per user. */
  pending: Map<string, bigint[]>;
  /** Money calls that succeeded, to be sent again with the same key. */
  answered: { label: string; send: () => Promise<Answer>; answer: Answer }[];
  baseline: LedgerReport['totals'];
}

interface Real {
  app: TestApp;
  db: Database;
  people: Persona[];
  admin: Persona;
}

const fromInject = (response: {
  statusCode: number;
  json(): unknown;
  headers: Record<string, unknown>;
}): Answer => {
  const body = response.json() as Answer['body'];
  return {
    status: response.statusCode,
    // A contract's money call answers the contract as it is now; its receipt is what is replayed.
    body: body.movement ? { movement: body.movement } : body,
    replayed: response.headers['idempotent-replayed'] === 'true',
  };
};

/**
 * A withdrawal as the route makes it (one idempotent transaction), minus the job the route
 * enqueues after commit: here the test itself settles payouts, with the outcome it chooses.
 */
function withdrawal(db: Database, who: Persona, amount: bigint, key: string, to: string) {
  const body = { amountMinor: amount.toString(), destinationAddress: to };
  return () =>
    runIdempotent(
      db,
      {
        userId: who.id,
        key,
        fingerprint: fingerprintOf({ method: 'POST', route: '/api/wallet/withdrawals', body }),
      },
      async (tx) => {
        const transfer = await requestWithdrawal(tx, { name: 'local' }, who.id, {
          amountMinor: amount,
          destinationAddress: to,
        });
        return {
          status: 201,
          body: { transfer: toWalletTransfer(transfer), balances: await getBalances(tx, who.id) },
        };
      },
    ).then(
      (result): Answer => ({ status: result.status, body: result.body, replayed: result.replayed }),
      (error: unknown): Answer => {
        if (!(error instanceof AppError)) throw error;
        return { status: 409, body: { error: { code: error.code } }, replayed: false };
      },
    );
}

/** Every invariant holds, and every balance is the model's. */
async function verify(world: World, real: Real, after: string) {
  const report = await expectSoundLedger(real.db, real.app.services.walletProvider);
  await world.money.expectLedgerEquals(real.db, `after ${after}`);
  const { totals } = report;
  expect({
    fees: totals.fees - world.baseline.fees,
    deposited: totals.deposited - world.baseline.deposited,
    withdrawn: totals.withdrawn - world.baseline.withdrawn,
  }).toEqual({
    fees: world.money.fees,
    deposited: world.money.deposited,
    withdrawn: world.money.withdrawn,
  });
}

/** A step: sends its call(s), checks the answer against the model, updates the model, verifies. */
abstract class Step implements fc.AsyncCommand<World, Real> {
  abstract toString(): string;
  check(world: Readonly<World>) {
    return world.deals.length > 0;
  }
  /**
   * The contract a step acts on: three picks in four among those in a state where the step can
   * succeed (if any), the fourth among all of them, so refusals are exercised too.
   */
  protected deal(world: World, pick: number, ready: ContractState[]) {
    const fitting = world.deals.filter((deal) => ready.includes(deal.state));
    const among = pick % 4 !== 0 && fitting.length > 0 ? fitting : world.deals;
    return among[pick % among.length]!;
  }
  protected async money(world: World, label: string, send: () => Promise<Answer>) {
    const answer = await send();
    if (answer.status < 300) world.answered.push({ label, send, answer });
    return answer;
  }
  protected abstract apply(world: World, real: Real): Promise<void>;
  async run(world: World, real: Real) {
    await this.apply(world, real);
    await verify(world, real, this.toString());
  }
}

const refused = (answer: Answer, code: string) => {
  expect(answer.status).toBe(409);
  expect(answer.body.error?.code).toBe(code);
};

class Faucet extends Step {
  constructor(
    readonly who: number,
    readonly amount: bigint,
  ) {
    super();
  }
  override toString() {
    return `faucet(person ${this.who}, ${this.amount})`;
  }
  override check() {
    return true;
  }
  async apply(world: World, real: Real) {
    const person = real.people[this.who]!;
    const key = randomUUID();
    const answer = await this.money(world, this.toString(), async () =>
      fromInject(await moves.faucet(real.app, person, this.amount, key)),
    );
    expect(answer.status).toBe(200);
    world.money.deposit(person.id, this.amount);
    happened.add('deposit');
  }
}

class NewContract extends Step {
  constructor(
    readonly buyer: number,
    readonly seller: number,
    readonly amount: bigint,
  ) {
    super();
  }
  override toString() {
    return `contract(buyer ${this.buyer}, seller ${this.seller}, ${this.amount})`;
  }
  override check() {
    return true;
  }
  async apply(world: World, real: Real) {
    const [contract] = await createDeals(real.app, real.db, [
      {
        buyer: real.people[this.buyer]!,
        seller: real.people[2 + this.seller]!,
        amountMinor: this.amount,
      },
    ]);
    world.deals.push({ contract: contract!, state: 'awaiting_funding' });
    world.money.know({ contracts: [contract!.id] });
  }
}

class Fund extends Step {
  constructor(readonly pick: number) {
    super();
  }
  override toString() {
    return `fund(contract ${this.pick})`;
  }
  async apply(world: World, real: Real) {
    const deal = this.deal(world, this.pick, ['awaiting_funding']);
    const { contract } = deal;
    const key = randomUUID();
    const answer = await this.money(world, this.toString(), async () =>
      fromInject(await moves.fund(real.app, contract, key)),
    );
    if (deal.state !== 'awaiting_funding') return refused(answer, 'STATE_CHANGED');
    if (world.money.balance(contract.buyer.id) < contract.amountMinor)
      return refused(answer, 'INSUFFICIENT_FUNDS');
    expect(answer.status).toBe(200);
    world.money.fund(contract.buyer.id, contract.id, contract.amountMinor);
    happened.add('fund');
    deal.state = 'active';
  }
}

class Deliver extends Step {
  constructor(readonly pick: number) {
    super();
  }
  override toString() {
    return `deliver(contract ${this.pick})`;
  }
  async apply(world: World, real: Real) {
    const deal = this.deal(world, this.pick, ['active']);
    const response = await moves.deliver(real.app, deal.contract);
    expect(response.statusCode).toBe(deal.state === 'active' ? 200 : 409);
    if (deal.state === 'active') deal.state = 'delivered';
  }
}

const parties = (contract: DealContract) => ({
  id: contract.id,
  buyerId: contract.buyer.id,
  sellerId: contract.seller.id,
});

class Approve extends Step {
  constructor(readonly pick: number) {
    super();
  }
  override toString() {
    return `approve(contract ${this.pick})`;
  }
  async apply(world: World, real: Real) {
    const deal = this.deal(world, this.pick, ['delivered']);
    const key = randomUUID();
    const answer = await this.money(world, this.toString(), async () =>
      fromInject(await moves.approve(real.app, deal.contract, key)),
    );
    if (deal.state !== 'delivered') return refused(answer, 'STATE_CHANGED');
    expect(answer.status).toBe(200);
    world.money.payout(parties(deal.contract), deal.contract.amountMinor, 0n);
    happened.add('escrow paid out');
    deal.state = 'completed';
  }
}

class Dispute extends Step {
  constructor(
    readonly pick: number,
    readonly bySeller: boolean,
  ) {
    super();
  }
  override toString() {
    return `dispute(contract ${this.pick}, by ${this.bySeller ? 'seller' : 'buyer'})`;
  }
  async apply(world: World, real: Real) {
    const deal = this.deal(world, this.pick, ['active', 'delivered']);
    const response = await moves.dispute(
      real.app,
      deal.contract,
      this.bySeller ? 'seller' : 'buyer',
    );
    const open = deal.state === 'active' || deal.state === 'delivered';
    expect(response.statusCode).toBe(open ? 200 : 409);
    if (open) deal.state = 'disputed';
  }
}

class Resolve extends Step {
  constructor(
    readonly pick: number,
    readonly outcome: Decision['outcome'],
    /** The professional's share of a split, in thousandths. */
    readonly share: number,
  ) {
    super();
  }
  override toString() {
    return `resolve(contract ${this.pick}, ${this.outcome} ${this.share}‰)`;
  }
  async apply(world: World, real: Real) {
    const deal = this.deal(world, this.pick, ['disputed']);
    const amount = deal.contract.amountMinor;
    const sellerPart =
      this.outcome === 'release'
        ? amount
        : this.outcome === 'refund'
          ? 0n
          : (amount * BigInt(this.share)) / 1000n;
    const decision: Decision =
      this.outcome === 'split'
        ? { outcome: 'split', sellerMinor: sellerPart, buyerMinor: amount - sellerPart }
        : { outcome: this.outcome };
    const key = randomUUID();
    const answer = await this.money(world, this.toString(), async () =>
      fromInject(await moves.resolve(real.app, real.admin, deal.contract, decision, key)),
    );
    if (deal.state !== 'disputed') return refused(answer, 'STATE_CHANGED');
    expect(answer.status).toBe(200);
    world.money.payout(parties(deal.contract), sellerPart, amount - sellerPart);
    happened.add('escrow paid out');
    deal.state = 'resolved';
  }
}

/** The provider's verdict on every pending payout of one person, in the books and the model. */
async function settle(world: World, real: Real, person: Persona, completes: boolean) {
  const { instant, refusing } = testProviders(real.db);
  await settlePendingWithdrawals(real.db, completes ? instant : refusing, person.id);
  for (const amount of world.pending.get(person.id) ?? []) {
    world.money.settleWithdrawal(person.id, amount, completes);
    happened.add('payout settled');
  }
  world.pending.delete(person.id);
}

class Withdraw extends Step {
  constructor(
    readonly who: number,
    readonly amount: bigint,
    /** Settled at once (sent, or refused by the provider), or left pending for a later step. */
    readonly then: 'pending' | 'sent' | 'refused',
  ) {
    super();
  }
  override toString() {
    return `withdraw(person ${this.who}, ${this.amount}, then ${this.then})`;
  }
  override check() {
    return true;
  }
  async apply(world: World, real: Real) {
    const person = real.people[this.who]!;
    const send = withdrawal(real.db, person, this.amount, randomUUID(), externalAddress());
    const answer = await this.money(world, this.toString(), send);
    if (world.money.balance(person.id) < this.amount) return refused(answer, 'INSUFFICIENT_FUNDS');
    expect(answer.status).toBe(201);
    world.money.withdraw(person.id, this.amount);
    happened.add('withdrawal');
    world.pending.set(person.id, [...(world.pending.get(person.id) ?? []), this.amount]);
    if (this.then !== 'pending') await settle(world, real, person, this.then === 'sent');
  }
}

class Settle extends Step {
  constructor(
    readonly who: number,
    readonly completes: boolean,
  ) {
    super();
  }
  override toString() {
    return `settle(payouts ${this.who}, ${this.completes ? 'sent' : 'refused'})`;
  }
  override check() {
    return true;
  }
  async apply(world: World, real: Real) {
    // The payouts of someone who has some pending, if anyone does (else of person `who`).
    const waiting = real.people.filter((p) => world.pending.has(p.id));
    const among = waiting.length > 0 ? waiting : real.people;
    await settle(world, real, among[this.who % among.length]!, this.completes);
  }
}

class Replay extends Step {
  constructor(readonly pick: number) {
    super();
  }
  override toString() {
    return `replay(answered call ${this.pick})`;
  }
  override check(world: Readonly<World>) {
    return world.answered.length > 0;
  }
  async apply(world: World) {
    const { send, answer } = world.answered[this.pick % world.answered.length]!;
    const again = await send();
    expect({ ...again, replayed: true }).toEqual({ ...answer, replayed: true });
    expect(again.replayed).toBe(true);
    happened.add('replay');
  }
}

const person = fc.nat({ max: 3 });
const pick = fc.nat({ max: 1_000 });
const usdcMinor = (min: bigint, max: bigint) => fc.bigInt({ min, max });

const faucet = fc
  .tuple(person, usdcMinor(1_000_000n, 3_000_000_000n))
  .map(([p, a]) => new Faucet(p, a));
const fund = pick.map((p) => new Fund(p));
// A contract's price is a bid's, in whole cents (decision 051); its splits are any micro-amount.
const contractAmount = fc.bigInt({ min: 1_000n, max: 100_000n }).map((cents) => cents * 10_000n);
const newContract = fc
  .tuple(fc.nat({ max: 1 }), fc.nat({ max: 1 }), contractAmount)
  .map(([b, s, a]) => new NewContract(b, s, a));

/** Deposits, contracts and fundings weigh double: without them most other steps are refused. */
const steps = fc.commands(
  [
    faucet,
    faucet,
    newContract,
    newContract,
    fund,
    fund,
    pick.map((p) => new Deliver(p)),
    pick.map((p) => new Approve(p)),
    fc.tuple(pick, fc.boolean()).map(([p, s]) => new Dispute(p, s)),
    fc
      .tuple(pick, fc.constantFrom('release', 'refund', 'split'), fc.nat({ max: 1_000 }))
      .map(([p, o, s]) => new Resolve(p, o, s)),
    fc
      .tuple(
        person,
        usdcMinor(1_000_000n, 500_000_000n),
        fc.constantFrom('pending', 'sent', 'refused'),
      )
      .map(([p, a, t]) => new Withdraw(p, a, t)),
    fc.tuple(person, fc.boolean()).map(([p, c]) => new Settle(p, c)),
    pick.map((p) => new Replay(p)),
  ],
  { maxCommands: 15, size: 'max' },
);

describe('ledger: random sequences of movements against a model', () => {
  const database = useTestDatabase();
  let real: Real;

  beforeAll(async () => {
    const { db } = database();
    const app = await buildTestApp(database(), { DEMO_MODE: 'true' });
    const { buyers, sellers, admin } = await createParties(app, db, { buyers: 2, sellers: 2 });
    real = { app, db, people: [...buyers, ...sellers], admin };
  });
  afterAll(() => real.app.close());

  /**
   * Each run starts from the books at rest: payouts left pending by the run before are settled,
   * and each client has a contract of this run already funded, the first also delivered (so
   * that payouts are a step or two away). The model starts from the balances the ledger then holds: the people are shared
   * by the runs, their contracts are not.
   */
  async function startRun(amounts: [bigint, bigint]) {
    const { app, db, people } = real;
    await settlePendingWithdrawals(db, testProviders(db).instant);
    const funded = await createDeals(app, db, [
      { buyer: people[0]!, seller: people[2]!, amountMinor: amounts[0] },
      { buyer: people[1]!, seller: people[3]!, amountMinor: amounts[1] },
    ]);
    for (const deal of funded) {
      await moves.faucet(app, deal.buyer, deal.amountMinor);
      expect((await moves.fund(app, deal)).statusCode).toBe(200);
    }
    // The first is delivered too: one approval pays it out, so every batch of runs moves money
    // out of escrow (with both merely active, a batch of short runs once never did).
    expect((await moves.deliver(app, funded[0]!)).statusCode).toBe(200);
    const report = await expectSoundLedger(db, app.services.walletProvider);
    const money = new MoneyModel();
    const { rows } = await db.execute<{ user_id: string; balance: string }>(sql`
      SELECT user_id, balance_minor::text AS balance FROM ledger_accounts
      WHERE kind = 'available' AND user_id = ANY(${sql.param(people.map((p) => p.id))}::uuid[])`);
    for (const row of rows) money.available.set(row.user_id, BigInt(row.balance));
    for (const deal of funded) money.escrow.set(deal.id, deal.amountMinor);
    money.know({ users: people.map((p) => p.id), contracts: funded.map((deal) => deal.id) });
    const world: World = {
      money,
      deals: funded.map((contract, index) => ({
        contract,
        state: index === 0 ? ('delivered' as const) : ('active' as const),
      })),
      pending: new Map(),
      answered: [],
      baseline: report.totals,
    };
    return { model: world, real };
  }

  it('after every step every invariant holds and every balance is the model’s', async () => {
    await fc.assert(
      fc.asyncProperty(fc.tuple(contractAmount, contractAmount), steps, (amounts, commands) =>
        fc.asyncModelRun(() => startRun(amounts), commands),
      ),
      // One seed in CI, so a run of the suite proves what the last one did: the coverage check
      // below failed by chance on a seed whose 20 runs left every payout pending. Other seeds
      // explore further: LEDGER_PROPERTY_SEED=<n>.
      { numRuns: 20, seed: Number(process.env.LEDGER_PROPERTY_SEED ?? 1) },
    );
    // The runs did move money every way (a generator that only produced refusals proves little).
    expect([...happened].sort()).toEqual(
      expect.arrayContaining([
        'deposit',
        'fund',
        'escrow paid out',
        'withdrawal',
        'payout settled',
        'replay',
      ]),
    );
  }, 120_000);
});
