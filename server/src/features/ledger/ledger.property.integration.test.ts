import { randomUUID } from 'node:crypto';
import {
  CURRENCY_CODES,
  isMilestoneClosed,
  type CurrencyCode,
  type MilestoneState,
} from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creditNaira,
  expectSoundLedger,
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

/** A contract as the test believes it is: the state of each of its milestones, in order. */
interface Deal {
  contract: DealContract;
  milestones: MilestoneState[];
}

/** The stage in progress (the first milestone not over), or -1 once the contract is over. */
const current = (deal: Deal) => deal.milestones.findIndex((state) => !isMilestoneClosed(state));
const stateOf = (deal: Deal, index: number) => (index < 0 ? null : deal.milestones[index]!);
const held = (state: MilestoneState) => ['active', 'delivered', 'disputed'].includes(state);

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

/** Every invariant holds, and every balance is the model's, in each currency apart. */
async function verify(world: World, real: Real, after: string) {
  const report = await expectSoundLedger(real.db, real.app.services.walletProvider);
  await world.money.expectLedgerEquals(real.db, `after ${after}`);
  const { totals } = report;
  const { baseline, money } = world;
  for (const currency of CURRENCY_CODES)
    expect(
      {
        fees: totals[currency].fees - baseline[currency].fees,
        deposited: totals[currency].deposited - baseline[currency].deposited,
        withdrawn: totals[currency].withdrawn - baseline[currency].withdrawn,
      },
      `${currency} after ${after}`,
    ).toEqual({
      fees: money.fees[currency],
      deposited: money.deposited[currency],
      withdrawn: money.withdrawn[currency],
    });
}

/** A step: sends its call(s), checks the answer against the model, updates the model, verifies. */
abstract class Step implements fc.AsyncCommand<World, Real> {
  abstract toString(): string;
  check(world: Readonly<World>) {
    return world.deals.length > 0;
  }
  /**
   * The contract a step acts on: three picks in four among those where the step can succeed
   * (if any), the fourth among all of them, so refusals are exercised too.
   */
  protected deal(world: World, pick: number, ready: (deal: Deal) => boolean) {
    const fitting = world.deals.filter(ready);
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
    happened.add('deposit USDC');
  }
}

/** Naira paid in (no pay-in rail here: the deposit entry a checkout's credit writes). */
class NairaIn extends Step {
  constructor(
    readonly who: number,
    readonly amount: bigint,
  ) {
    super();
  }
  override toString() {
    return `naira in(person ${this.who}, ${this.amount})`;
  }
  override check() {
    return true;
  }
  async apply(world: World, real: Real) {
    const person = real.people[this.who]!;
    await creditNaira(real.db, person.id, this.amount);
    world.money.deposit(person.id, this.amount, 'NGN');
    happened.add('deposit NGN');
  }
}

class NewContract extends Step {
  constructor(
    readonly buyer: number,
    readonly seller: number,
    /** Its milestones' amounts (one: a contract as it always was). */
    readonly parts: bigint[],
    readonly currency: CurrencyCode,
  ) {
    super();
  }
  override toString() {
    return `contract(buyer ${this.buyer}, seller ${this.seller}, ${this.parts.join(' + ')} ${this.currency})`;
  }
  override check() {
    return true;
  }
  async apply(world: World, real: Real) {
    const [contract] = await createDeals(real.app, real.db, [
      {
        buyer: real.people[this.buyer]!,
        seller: real.people[2 + this.seller]!,
        amountMinor: this.parts.reduce((sum, part) => sum + part, 0n),
        currency: this.currency,
        milestones: this.parts,
      },
    ]);
    world.deals.push({ contract: contract!, milestones: this.parts.map(() => 'awaiting_funding') });
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
    const deal = this.deal(
      world,
      this.pick,
      (d) => d.milestones.includes('awaiting_funding') && !d.milestones.includes('disputed'),
    );
    const { contract } = deal;
    const key = randomUUID();
    const answer = await this.money(world, this.toString(), async () =>
      fromInject(await moves.fund(real.app, contract, key)),
    );
    // Milestones are funded in order, the next ones early too, but none during a dispute.
    const next = deal.milestones.indexOf('awaiting_funding');
    if (next < 0) return refused(answer, 'STATE_CHANGED');
    if (deal.milestones.includes('disputed')) return refused(answer, 'CONFLICT');
    const amount = contract.milestones[next]!;
    // Only the contract's currency pays for it: USDC never covers a naira shortfall.
    if (world.money.balance(contract.buyer.id, contract.currency) < amount)
      return refused(answer, 'INSUFFICIENT_FUNDS');
    expect(answer.status).toBe(200);
    world.money.fund(contract.buyer.id, contract.id, amount, contract.currency);
    happened.add(`fund ${contract.currency}`);
    if (next > current(deal)) happened.add('fund a later milestone early');
    deal.milestones[next] = 'active';
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
    const deal = this.deal(world, this.pick, (d) => stateOf(d, current(d)) === 'active');
    const response = await moves.deliver(real.app, deal.contract);
    // Only the stage in progress, and only once it is funded.
    const now = current(deal);
    const deliverable = stateOf(deal, now) === 'active';
    expect(response.statusCode, response.body).toBe(deliverable ? 200 : 409);
    if (deliverable) deal.milestones[now] = 'delivered';
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
    const deal = this.deal(world, this.pick, (d) => stateOf(d, current(d)) === 'delivered');
    const key = randomUUID();
    const answer = await this.money(world, this.toString(), async () =>
      fromInject(await moves.approve(real.app, deal.contract, key)),
    );
    const now = current(deal);
    if (stateOf(deal, now) !== 'delivered') return refused(answer, 'STATE_CHANGED');
    expect(answer.status).toBe(200);
    // The milestone's escrow alone, less the fee on it.
    const amount = deal.contract.milestones[now]!;
    world.money.payout(parties(deal.contract), amount, 0n, deal.contract.currency);
    happened.add(`escrow paid out ${deal.contract.currency}`);
    if (deal.milestones.length > 1) happened.add('one milestone of several paid out');
    deal.milestones[now] = 'released';
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
    const disputable = (d: Deal) => ['active', 'delivered'].includes(stateOf(d, current(d))!);
    const deal = this.deal(world, this.pick, disputable);
    const response = await moves.dispute(
      real.app,
      deal.contract,
      this.bySeller ? 'seller' : 'buyer',
    );
    // A dispute is about the stage in progress, funded and not yet paid out.
    const open = disputable(deal);
    expect(response.statusCode, response.body).toBe(open ? 200 : 409);
    if (open) deal.milestones[current(deal)] = 'disputed';
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
    const deal = this.deal(world, this.pick, (d) => d.milestones.includes('disputed'));
    // The admin rules on the disputed milestone's escrow alone (the route's choice when none is
    // disputed: the stage in progress, else the last).
    const disputed = deal.milestones.indexOf('disputed');
    const now = current(deal);
    const target = disputed >= 0 ? disputed : now >= 0 ? now : deal.milestones.length - 1;
    const amount = deal.contract.milestones[target]!;
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
    if (disputed < 0) return refused(answer, 'STATE_CHANGED');
    expect(answer.status).toBe(200);
    world.money.payout(
      parties(deal.contract),
      sellerPart,
      amount - sellerPart,
      deal.contract.currency,
    );
    happened.add(`escrow paid out ${deal.contract.currency}`);
    deal.milestones[disputed] = 'resolved';
  }
}

/** Either side ends the contract between milestones: the unfunded ones are dropped, no money moves. */
class End extends Step {
  constructor(
    readonly pick: number,
    readonly bySeller: boolean,
  ) {
    super();
  }
  override toString() {
    return `end(contract ${this.pick}, by ${this.bySeller ? 'seller' : 'buyer'})`;
  }
  async apply(world: World, real: Real) {
    const endable = (d: Deal) =>
      !d.milestones.some(held) &&
      d.milestones.includes('awaiting_funding') &&
      d.milestones.some((state) => state !== 'awaiting_funding' && state !== 'dropped');
    const deal = this.deal(world, this.pick, endable);
    const response = await moves.end(real.app, deal.contract, this.bySeller ? 'seller' : 'buyer');
    // Refused while a milestone holds money, once nothing is left to drop, and before anything
    // was paid (that contract is cancelled instead).
    expect(response.statusCode, response.body).toBe(endable(deal) ? 200 : 409);
    if (!endable(deal)) return;
    deal.milestones = deal.milestones.map((state) =>
      state === 'awaiting_funding' ? 'dropped' : state,
    );
    happened.add('contract ended between milestones');
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
    const to = await savedWithdrawalAddress(real.db, person.id);
    const send = withdrawal(real.db, person, this.amount, randomUUID(), to);
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
const nairaIn = fc
  .tuple(person, fc.bigInt({ min: 100_000n, max: 300_000_000n }))
  .map(([p, a]) => new NairaIn(p, a));
const fund = pick.map((p) => new Fund(p));
// A contract's price is a bid's, in whole cents or kobo (decision 051); its splits are any amount.
const contractAmount = fc.bigInt({ min: 1_000n, max: 100_000n }).map((cents) => cents * 10_000n);
/** ₦5,000 to ₦1,000,000, in kobo. */
const nairaAmount = fc.bigInt({ min: 500_000n, max: 100_000_000n });
/** A contract of one to three milestones, each of a price's size. */
const parted = fc.oneof(
  fc.array(contractAmount, { minLength: 1, maxLength: 3 }).map((parts) => ({
    parts,
    currency: 'USDC' as const,
  })),
  fc.array(nairaAmount, { minLength: 1, maxLength: 3 }).map((parts) => ({
    parts,
    currency: 'NGN' as const,
  })),
);
const newContract = fc
  .tuple(fc.nat({ max: 1 }), fc.nat({ max: 1 }), parted)
  .map(([b, s, { parts, currency }]) => new NewContract(b, s, parts, currency));

/** Deposits, contracts and fundings weigh double: without them most other steps are refused. */
const steps = fc.commands(
  [
    faucet,
    nairaIn,
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
    fc.tuple(pick, fc.boolean()).map(([p, s]) => new End(p, s)),
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
   * and each client has a contract of this run with its first milestone funded and delivered
   * (so that payouts are a step or two away). The model starts from
   * the balances the ledger then holds: the people are shared by the runs, their contracts are
   * not.
   */
  async function startRun(amounts: [bigint, bigint]) {
    const { app, db, people } = real;
    await settlePendingWithdrawals(db, testProviders(db).instant);
    // One contract in each currency: the first in naira, of one milestone; the second in USDC,
    // in two milestones (the price, then a tenth of it), the second still to fund.
    const second = [amounts[1], (amounts[1] / 10_000_000n) * 1_000_000n];
    const funded = await createDeals(app, db, [
      { buyer: people[0]!, seller: people[2]!, amountMinor: amounts[0], currency: 'NGN' },
      {
        buyer: people[1]!,
        seller: people[3]!,
        amountMinor: second[0]! + second[1]!,
        currency: 'USDC',
        milestones: second,
      },
    ]);
    for (const deal of funded) {
      const first = deal.milestones[0]!;
      if (deal.currency === 'NGN') await creditNaira(db, deal.buyer.id, first);
      else await moves.faucet(app, deal.buyer, first);
      expect((await moves.fund(app, deal)).statusCode).toBe(200);
    }
    // Both are delivered too: one approval pays either out, so every batch of runs moves money
    // out of escrow in each currency (with both merely active, a batch of short runs once never
    // did), and the second's leaves a contract that can be ended between milestones.
    for (const deal of funded) expect((await moves.deliver(app, deal)).statusCode).toBe(200);
    const report = await expectSoundLedger(db, app.services.walletProvider);
    const money = new MoneyModel();
    const { rows } = await db.execute<{
      user_id: string;
      currency: CurrencyCode;
      balance: string;
    }>(sql`
      SELECT user_id, currency, balance_minor::text AS balance FROM ledger_accounts
      WHERE kind = 'available' AND user_id = ANY(${sql.param(people.map((p) => p.id))}::uuid[])`);
    for (const row of rows) money.set('available', row.user_id, row.currency, BigInt(row.balance));
    for (const deal of funded) money.set('escrow', deal.id, deal.currency, deal.milestones[0]!);
    money.know({ users: people.map((p) => p.id), contracts: funded.map((deal) => deal.id) });
    const world: World = {
      money,
      deals: [
        { contract: funded[0]!, milestones: ['delivered'] },
        { contract: funded[1]!, milestones: ['delivered', 'awaiting_funding'] },
      ],
      pending: new Map(),
      answered: [],
      baseline: report.totals,
    };
    return { model: world, real };
  }

  it('after every step every invariant holds and every balance is the model’s', async () => {
    await fc.assert(
      fc.asyncProperty(fc.tuple(nairaAmount, contractAmount), steps, (amounts, commands) =>
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
        'deposit USDC',
        'deposit NGN',
        'fund USDC',
        'fund NGN',
        'escrow paid out USDC',
        'escrow paid out NGN',
        'withdrawal',
        'payout settled',
        'replay',
        'fund a later milestone early',
        'one milestone of several paid out',
        'contract ended between milestones',
      ]),
    );
  }, 120_000);
});
