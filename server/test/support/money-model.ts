import { CURRENCIES, CURRENCY_CODES, type CurrencyCode } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client';

const perCurrency = () =>
  Object.fromEntries(CURRENCY_CODES.map((code) => [code, 0n])) as Record<CurrencyCode, bigint>;

/**
 * The ledger as PRODUCT.md describes it, in a few lines of arithmetic and nothing else: the
 * oracle the ledger tests hold the real one to. Only what this model was told happened is in it,
 * so comparing it with the database proves nothing moved that should not have. Each currency is
 * kept apart (decision 054): a person's naira and USDC are two balances, and nothing converts.
 */
export class MoneyModel {
  /** Balances by "<user or contract>:<currency>". */
  readonly available = new Map<string, bigint>();
  readonly withdrawalHolds = new Map<string, bigint>();
  readonly escrow = new Map<string, bigint>();
  readonly fees = perCurrency();
  readonly deposited = perCurrency();
  readonly withdrawn = perCurrency();
  /** The people and contracts this model speaks for; other accounts are none of its business. */
  private readonly users = new Set<string>();
  private readonly contracts = new Set<string>();

  constructor(private readonly feeBps: bigint = 1000n) {}

  /** Adds people and contracts whose accounts must all be as the model says (empty until used). */
  know(ids: { users?: string[]; contracts?: string[] }) {
    for (const id of ids.users ?? []) this.users.add(id);
    for (const id of ids.contracts ?? []) this.contracts.add(id);
  }

  private add(map: Map<string, bigint>, id: string, currency: CurrencyCode, amount: bigint) {
    const key = `${id}:${currency}`;
    map.set(key, (map.get(key) ?? 0n) + amount);
  }

  /** Sets what an account holds when a run starts from books it did not write. */
  set(map: 'available' | 'escrow', id: string, currency: CurrencyCode, amount: bigint) {
    this[map].set(`${id}:${currency}`, amount);
  }

  balance(userId: string, currency: CurrencyCode = 'USDC') {
    return this.available.get(`${userId}:${currency}`) ?? 0n;
  }

  deposit(userId: string, amount: bigint, currency: CurrencyCode = 'USDC') {
    this.users.add(userId);
    this.add(this.available, userId, currency, amount);
    this.deposited[currency] += amount;
  }

  fund(buyerId: string, contractId: string, amount: bigint, currency: CurrencyCode = 'USDC') {
    this.know({ users: [buyerId], contracts: [contractId] });
    this.add(this.available, buyerId, currency, -amount);
    this.add(this.escrow, contractId, currency, amount);
  }

  /**
   * Release, refund or split: the professional's part pays the fee, 10 % rounded half up to the
   * currency's price step (a kobo, a cent), never more than that part (decision 051).
   */
  payout(
    deal: { id: string; buyerId: string; sellerId: string },
    sellerGross: bigint,
    buyerRefund: bigint,
    currency: CurrencyCode = 'USDC',
  ) {
    this.know({ users: [deal.buyerId, deal.sellerId], contracts: [deal.id] });
    const step = CURRENCIES[currency].priceStep;
    const steps = (sellerGross * this.feeBps + 5_000n * step) / (10_000n * step);
    const fee = steps * step > sellerGross ? sellerGross : steps * step;
    this.add(this.escrow, deal.id, currency, -(sellerGross + buyerRefund));
    this.add(this.available, deal.sellerId, currency, sellerGross - fee);
    this.add(this.available, deal.buyerId, currency, buyerRefund);
    this.fees[currency] += fee;
  }

  withdraw(userId: string, amount: bigint, currency: CurrencyCode = 'USDC') {
    this.users.add(userId);
    this.add(this.available, userId, currency, -amount);
    this.add(this.withdrawalHolds, userId, currency, amount);
  }

  /** The provider's verdict on a payout: gone for good, or back in the available balance. */
  settleWithdrawal(
    userId: string,
    amount: bigint,
    completed: boolean,
    currency: CurrencyCode = 'USDC',
  ) {
    this.add(this.withdrawalHolds, userId, currency, -amount);
    if (completed) this.withdrawn[currency] += amount;
    else this.add(this.available, userId, currency, amount);
  }

  /**
   * Every account of the people and contracts the model knows, in every currency, holds what the
   * model says: money that leaked into the other currency shows as a balance it expects at 0.
   */
  async expectLedgerEquals(db: Database, context = '') {
    // The model holds a contract's escrow as one figure: the sum of its milestones' accounts.
    const { rows } = await db.execute<{ key: string; balance: string }>(sql`
      SELECT CASE kind WHEN 'escrow' THEN 'escrow:' || contract_id || ':' || currency ELSE key END
               AS key,
             sum(balance_minor)::text AS balance
      FROM ledger_accounts
      WHERE user_id = ANY(${sql.param([...this.users])}::uuid[])
         OR contract_id = ANY(${sql.param([...this.contracts])}::uuid[])
      GROUP BY 1`);
    const actual = Object.fromEntries(rows.map((row) => [row.key, BigInt(row.balance)]));
    const expected: Record<string, bigint> = {};
    const keyed = (prefix: string, map: Map<string, bigint>) => {
      for (const [id, amount] of map) expected[`${prefix}:${id}`] = amount;
    };
    keyed('available', this.available);
    keyed('withdrawal_hold', this.withdrawalHolds);
    keyed('escrow', this.escrow);
    // Accounts the model expects nothing in must be empty (or absent).
    for (const key of Object.keys(actual)) expected[key] ??= 0n;
    for (const key of Object.keys(expected)) actual[key] ??= 0n;
    expect(actual, `balances ${context}`).toEqual(expected);
  }
}
