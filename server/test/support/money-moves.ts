import { lagosToday, type CurrencyCode } from '@titletrust/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { contractBetween, fullDelivery, moneyCall, postAs } from './escrow';
import { createVerifiedSeller } from './marketplace';
import { createPersona, type Persona } from './personas';

/** A contract between two known personas, as the ledger tests move money through it. */
export interface DealContract {
  id: string;
  buyer: Persona;
  seller: Persona;
  amountMinor: bigint;
  currency: CurrencyCode;
  /** Its milestones' amounts in order (one, the whole price, unless the bid proposed stages). */
  milestones: bigint[];
}

export type Decision =
  { outcome: 'release' | 'refund' } | { outcome: 'split'; sellerMinor: bigint; buyerMinor: bigint };

export { externalAddress } from './payout-destinations';

/**
 * Every call that moves money, through the real routes, each with a fresh Idempotency-Key unless
 * one is given; plus the two non-money steps that lead to a payout (delivery, dispute).
 */
export const moves = {
  faucet: (app: FastifyInstance, who: Persona, minor: bigint, key?: string) =>
    moneyCall(app, who, '/api/wallet/faucet', { amountMinor: minor.toString() }, key),
  /** To `to`, an address `who` saved long enough ago (see payout-destinations.ts). */
  withdraw: (app: FastifyInstance, who: Persona, minor: bigint, to: string, key?: string) =>
    moneyCall(
      app,
      who,
      '/api/wallet/withdrawals',
      { amountMinor: minor.toString(), destinationAddress: to },
      key,
    ),
  fund: (app: FastifyInstance, deal: DealContract, key?: string) =>
    moneyCall(app, deal.buyer, `/api/contracts/${deal.id}/fund`, undefined, key),
  deliver: (app: FastifyInstance, deal: DealContract) =>
    postAs(app, deal.seller, `/api/contracts/${deal.id}/deliveries`, fullDelivery()),
  approve: (app: FastifyInstance, deal: DealContract, key?: string) =>
    moneyCall(app, deal.buyer, `/api/contracts/${deal.id}/approve`, undefined, key),
  dispute: (app: FastifyInstance, deal: DealContract, by: 'buyer' | 'seller' = 'buyer') =>
    postAs(app, deal[by], `/api/contracts/${deal.id}/dispute`, {
      reason: 'The report misses the registry search we agreed on, and calls go unanswered.',
    }),
  end: (app: FastifyInstance, deal: DealContract, by: 'buyer' | 'seller' = 'buyer') =>
    postAs(app, deal[by], `/api/contracts/${deal.id}/end`),
  resolve: (
    app: FastifyInstance,
    admin: Persona,
    deal: DealContract,
    decision: Decision,
    key?: string,
  ) =>
    moneyCall(
      app,
      admin,
      `/api/admin/contracts/${deal.id}/resolve`,
      {
        ...decision,
        ...('sellerMinor' in decision
          ? {
              sellerMinor: decision.sellerMinor.toString(),
              buyerMinor: decision.buyerMinor.toString(),
            }
          : {}),
        note: 'Decided on the report and both statements.',
      },
      key,
    ),
};

/** Runs `work` over every item, at most `concurrency` at a time (results in item order). */
export async function inParallel<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/** Registered clients and verified professionals (and an admin), created a few at a time. */
export async function createParties(
  app: FastifyInstance,
  db: Database,
  counts: { buyers: number; sellers: number },
) {
  const buyers = await inParallel(Array.from({ length: counts.buyers }), 4, () =>
    createPersona(app, db, 'buyer'),
  );
  const sellers = await inParallel(Array.from({ length: counts.sellers }), 4, () =>
    createVerifiedSeller(app, db),
  );
  const admin = await createPersona(app, db, 'admin');
  return { buyers, sellers, admin };
}

/** Stages a bid proposes, one a month, for amounts that add up to its price. */
export function stagesOf(amounts: readonly bigint[]) {
  return amounts.map((amount, index) => ({
    title: `Stage ${index + 1}`,
    deliverable: `The report of stage ${index + 1}`,
    amountMinor: amount.toString(),
    dueOn: lagosToday(new Date(Date.now() + (index + 1) * 30 * 86_400_000)),
  }));
}

/**
 * Contracts awaiting funding (in USDC unless a spec names its currency), through the real
 * gig → bid → accept routes; in milestones when a spec names more than one amount (they add up
 * to its price).
 */
export async function createDeals(
  app: FastifyInstance,
  db: Database,
  specs: readonly {
    buyer: Persona;
    seller: Persona;
    amountMinor: bigint;
    currency?: CurrencyCode;
    milestones?: bigint[];
  }[],
  concurrency = 8,
): Promise<DealContract[]> {
  return inParallel(specs, concurrency, async (spec) => {
    const currency = spec.currency ?? 'USDC';
    const milestones = spec.milestones ?? [spec.amountMinor];
    const { contractId } = await contractBetween(app, db, {
      buyer: spec.buyer,
      seller: spec.seller,
      amountMinor: spec.amountMinor,
      currency,
      ...(milestones.length > 1 ? { milestones: stagesOf(milestones) } : {}),
    });
    return { id: contractId, ...spec, currency, milestones };
  });
}
