import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client';

/**
 * The ledger as PRODUCT.md describes it, in a few lines of arithmetic and nothing else: the
 * oracle the ledger tests hold the real one to. Only what this model was told happened is in it,
 * so comparing it with the database proves nothing moved that should not have.
 */
export class MoneyModel {
  readonly available = new Map<string, bigint>();
  readonly withdrawalHolds = new Map<string, bigint>();
  readonly escrow = new Map<string, bigint>();
  fees = 0n;
  deposited = 0n;
  withdrawn = 0n;
  /** The people and contracts this model speaks for; other accounts are none of its business. */
  private readonly users = new Set<string>();
  private readonly contracts = new Set<string>();

  constructor(private readonly feeBps: bigint = 1000n) {}

  /** Adds people and contracts whose accounts must all be as the model says (empty until used). */
  know(ids: { users?: string[]; contracts?: string[] }) {
    for (const id of ids.users ?? []) this.users.add(id);
    for (const id of ids.contracts ?? []) this.contracts.add(id);
  }

  private add(map: Map<string, bigint>, key: string, amount: bigint) {
    map.set(key, (map.get(key) ?? 0n) + amount);
  }

  balance(userId: string) {
    return this.available.get(userId) ?? 0n;
  }

  deposit(userId: string, amount: bigint) {
    this.users.add(userId);
    this.add(this.available, userId, amount);
    this.deposited += amount;
  }

  fund(buyerId: string, contractId: string, amount: bigint) {
    this.know({ users: [buyerId], contracts: [contractId] });
    this.add(this.available, buyerId, -amount);
    this.add(this.escrow, contractId, amount);
  }

  /**
   * Release, refund or split: the professional's part pays the fee, 10 % rounded half up to the
   * cent (10,000 micro-USDC), never more than that part (decision 051).
   */
  payout(
    deal: { id: string; buyerId: string; sellerId: string },
    sellerGross: bigint,
    buyerRefund: bigint,
  ) {
    this.know({ users: [deal.buyerId, deal.sellerId], contracts: [deal.id] });
    const cents = (sellerGross * this.feeBps + 50_000_000n) / 100_000_000n;
    const fee = cents * 10_000n > sellerGross ? sellerGross : cents * 10_000n;
    this.add(this.escrow, deal.id, -(sellerGross + buyerRefund));
    this.add(this.available, deal.sellerId, sellerGross - fee);
    this.add(this.available, deal.buyerId, buyerRefund);
    this.fees += fee;
  }

  withdraw(userId: string, amount: bigint) {
    this.users.add(userId);
    this.add(this.available, userId, -amount);
    this.add(this.withdrawalHolds, userId, amount);
  }

  /** The provider's verdict on a payout: gone for good, or back in the available balance. */
  settleWithdrawal(userId: string, amount: bigint, completed: boolean) {
    this.add(this.withdrawalHolds, userId, -amount);
    if (completed) this.withdrawn += amount;
    else this.add(this.available, userId, amount);
  }

  /** Every account of the people and contracts the model knows holds what the model says. */
  async expectLedgerEquals(db: Database, context = '') {
    const { rows } = await db.execute<{ key: string; balance: string }>(sql`
      SELECT key, balance_minor::text AS balance FROM ledger_accounts
      WHERE user_id = ANY(${sql.param([...this.users])}::uuid[])
         OR contract_id = ANY(${sql.param([...this.contracts])}::uuid[])`);
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
